import { adjustRect, isLargeEnough, percentBox, rectBetween, toPagePoint } from './geometry';

const page = { width: 1000, height: 2000 };
const box = { left: 100, top: 50, width: 500, height: 1000 };

describe('page geometry', () => {
  it('converts a pointer position on the displayed image to page pixels, kept inside the page', () => {
    expect(toPagePoint(110, 70, box, page)).toEqual({ x: 20, y: 40 });
    expect(toPagePoint(90, 2000, box, page)).toEqual({ x: 0, y: 2000 });
  });

  it('spans a rectangle whichever way it was dragged, and judges its size', () => {
    const rect = rectBetween({ x: 120, y: 140 }, { x: 20, y: 40 });
    expect(rect).toEqual({ x: 20, y: 40, width: 100, height: 100 });
    expect(isLargeEnough(rect, 5)).toBe(true);
    expect(isLargeEnough({ ...rect, width: 4 }, 5)).toBe(false);
    expect(percentBox(rect, page)).toEqual({ left: '2%', top: '2%', width: '10%', height: '5%' });
  });

  it('moves by 1 px, by 10 px with Shift, resizes with Alt, never past the page or below the minimum', () => {
    const rect = { x: 0, y: 10, width: 6, height: 6 };
    const key = (k: string, shiftKey = false, altKey = false) => ({ key: k, shiftKey, altKey });
    expect(adjustRect(rect, key('ArrowRight'), page, 5)).toEqual({ ...rect, x: 1 });
    expect(adjustRect(rect, key('ArrowUp', true), page, 5)).toEqual({ ...rect, y: 0 });
    expect(adjustRect(rect, key('ArrowLeft'), page, 5)).toEqual(rect);
    expect(adjustRect(rect, key('ArrowDown', true, true), page, 5)).toEqual({ ...rect, height: 16 });
    expect(adjustRect(rect, key('ArrowLeft', true, true), page, 5)).toEqual({ ...rect, width: 5 });
    expect(adjustRect(rect, key('Enter'), page, 5)).toBeNull();
  });
});
