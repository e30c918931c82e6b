/**
 * Rectangles on a page image. Areas and product articles are stored in the pixels of the rendered
 * page (origin top left); the screen shows the image scaled, so pointer positions are converted from
 * the displayed box to the page's own size, and rectangles are drawn back as fractions of it.
 */

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The part of the screen the image takes (as getBoundingClientRect gives it). */
export interface DisplayBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** A pointer position on screen as a pixel of the page (rounded, kept inside the page). */
export function toPagePoint(clientX: number, clientY: number, box: DisplayBox, page: Size): Point {
  const scaleX = box.width > 0 ? page.width / box.width : 1;
  const scaleY = box.height > 0 ? page.height / box.height : 1;
  return {
    x: clamp(Math.round((clientX - box.left) * scaleX), 0, page.width),
    y: clamp(Math.round((clientY - box.top) * scaleY), 0, page.height),
  };
}

/** The rectangle spanned by two corners, whichever way it was dragged. */
export function rectBetween(a: Point, b: Point): Rect {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), width: Math.abs(a.x - b.x), height: Math.abs(a.y - b.y) };
}

/** Whether a rectangle has at least the smallest size a clickable area may have. */
export function isLargeEnough(rect: Rect, minSide: number): boolean {
  return rect.width >= minSide && rect.height >= minSide;
}

/** A rectangle as CSS percentages of the page, so it follows the image at any displayed size. */
export function percentBox(rect: Rect, page: Size): { left: string; top: string; width: string; height: string } {
  const pct = (value: number, of: number) => `${of > 0 ? (value / of) * 100 : 0}%`;
  return { left: pct(rect.x, page.width), top: pct(rect.y, page.height), width: pct(rect.width, page.width), height: pct(rect.height, page.height) };
}

export interface KeyStep {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
}

const ARROWS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * A rectangle adjusted by one key press: arrows move it by 1 px (Shift: 10 px); with Alt the arrows
 * resize it from its bottom right corner instead (Right/Down grow, Left/Up shrink), never below
 * `minSide`. The rectangle stays inside the page. Null when the key does not adjust.
 */
export function adjustRect(rect: Rect, { key, shiftKey, altKey }: KeyStep, page: Size, minSide: number): Rect | null {
  const direction = ARROWS[key];
  if (!direction) return null;
  const step = shiftKey ? 10 : 1;
  if (altKey) {
    const width = clamp(rect.width + direction.x * step, minSide, page.width - rect.x);
    const height = clamp(rect.height + direction.y * step, minSide, page.height - rect.y);
    return { ...rect, width, height };
  }
  return {
    ...rect,
    x: clamp(rect.x + direction.x * step, 0, Math.max(0, page.width - rect.width)),
    y: clamp(rect.y + direction.y * step, 0, Math.max(0, page.height - rect.height)),
  };
}
