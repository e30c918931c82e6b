import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { adjustRect, percentBox, rectBetween, toPagePoint, type Point, type Rect, type Size } from './geometry';

export interface CanvasShape {
  id: string;
  rect: Rect;
  label: string;
  color?: string | null | undefined;
  /** data-testid of the shape (with data-x, data-y, data-width, data-height in page pixels). */
  testId: string;
}

export interface PageCanvasProps {
  page: { pageNumber: number; imageUrl: string; width?: number | null | undefined; height?: number | null | undefined };
  /** Accessible name of the drawing surface. */
  label: string;
  imageAlt: string;
  shapes: readonly CanvasShape[];
  selectedId: string | null;
  /** A rectangle being created (not saved yet), drawn dashed. */
  draft?: Rect | null | undefined;
  minSide: number;
  onSelect: (id: string) => void;
  /** A rectangle drawn with the pointer, in page pixels (any size: the caller judges it). */
  onDrawn: (rect: Rect) => void;
  /** The selected shape moved or resized by the keyboard. */
  onAdjust: (id: string, rect: Rect) => void;
}

/**
 * A page image to draw rectangles on: pointer down, move and up span a rectangle, converted from the
 * displayed image to the page's own pixels (its width and height, else the image's natural size).
 * Shapes are drawn over the image as outlined rectangles; each is a button: it is selected by click or
 * focus, and the arrow keys move the selected one (Shift: by 10 px), Alt with the arrows resizes it.
 */
export function PageCanvas({ page, label, imageAlt, shapes, selectedId, draft, minSide, onSelect, onDrawn, onAdjust }: PageCanvasProps) {
  const image = useRef<HTMLImageElement>(null);
  const [natural, setNatural] = useState<Size | null>(null);
  const [drag, setDrag] = useState<{ start: Point; end: Point } | null>(null);

  /** The page's own size: from the page details, else the image's natural size once it loaded. */
  const size: Size | null = page.width && page.height ? { width: page.width, height: page.height } : natural;
  const pageSize = (): Size | null => {
    if (size) return size;
    const img = image.current;
    return img && img.naturalWidth > 0 && img.naturalHeight > 0 ? { width: img.naturalWidth, height: img.naturalHeight } : null;
  };

  const pointOf = (event: PointerEvent): Point | null => {
    const img = image.current;
    const known = pageSize();
    if (!img || !known) return null;
    return toPagePoint(event.clientX, event.clientY, img.getBoundingClientRect(), known);
  };

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const point = pointOf(event);
    if (!point) return;
    event.preventDefault();
    if (typeof event.currentTarget.setPointerCapture === 'function') event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ start: point, end: point });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const point = pointOf(event);
    if (point) setDrag({ ...drag, end: point });
  };
  const up = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const end = pointOf(event) ?? drag.end;
    setDrag(null);
    onDrawn(rectBetween(drag.start, end));
  };

  const keyDown = (shape: CanvasShape) => (event: KeyboardEvent<HTMLDivElement>) => {
    const known = pageSize();
    if (!known) return;
    const next = adjustRect(shape.rect, { key: event.key, shiftKey: event.shiftKey, altKey: event.altKey }, known, minSide);
    if (!next) return;
    event.preventDefault();
    if (shape.id !== selectedId) onSelect(shape.id);
    onAdjust(shape.id, next);
  };

  const dragged = drag ? rectBetween(drag.start, drag.end) : null;

  return (
    <StyledSurface
      data-testid={`page-canvas-${page.pageNumber}`}
      aria-label={label}
      role="group"
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={() => setDrag(null)}
    >
      <img
        ref={image}
        src={page.imageUrl}
        alt={imageAlt}
        draggable={false}
        onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
      />
      {size
        ? shapes.map((shape) => (
            <StyledShape
              key={shape.id}
              role="button"
              tabIndex={0}
              aria-pressed={shape.id === selectedId}
              aria-label={shape.label}
              data-testid={shape.testId}
              data-x={shape.rect.x}
              data-y={shape.rect.y}
              data-width={shape.rect.width}
              data-height={shape.rect.height}
              $color={shape.color ?? null}
              $selected={shape.id === selectedId}
              style={percentBox(shape.rect, size)}
              onPointerDown={(event) => event.stopPropagation()}
              onClick={() => onSelect(shape.id)}
              onKeyDown={keyDown(shape)}
            />
          ))
        : null}
      {size && (dragged ?? draft) ? <StyledDraft aria-hidden="true" style={percentBox((dragged ?? draft) as Rect, size)} /> : null}
    </StyledSurface>
  );
}

const StyledSurface = styled.div`
  position: relative;
  display: inline-block;
  max-width: 100%;
  touch-action: none;
  user-select: none;
  cursor: crosshair;
  line-height: 0;

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledShape = styled.div<{ $color: string | null; $selected: boolean }>`
  position: absolute;
  box-sizing: border-box;
  border: 2px solid ${({ theme, $color }) => $color ?? theme.colors.primary};
  background: ${({ $selected }) => ($selected ? 'rgb(255 255 255 / 0.25)' : 'transparent')};
  outline: ${({ theme, $selected }) => ($selected ? `2px dashed ${theme.colors.focus}` : 'none')};
  outline-offset: 1px;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const StyledDraft = styled.div`
  position: absolute;
  box-sizing: border-box;
  border: 2px dashed ${({ theme }) => theme.colors.warning};
  pointer-events: none;
`;
