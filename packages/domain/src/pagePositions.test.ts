import { formatPagePositions, parsePagePositions } from './pagePositions';

describe('parsePagePositions (spec §5)', () => {
  it('reads single positions and ranges', () => {
    expect(parsePagePositions('1,3,5-12', 12)).toEqual({ ok: true, positions: [1, 3, 5, 6, 7, 8, 9, 10, 11, 12] });
  });

  it('accepts spaces and returns positions in ascending order', () => {
    expect(parsePagePositions(' 7 , 2 - 3 ,1 ', 10)).toEqual({ ok: true, positions: [1, 2, 3, 7] });
  });

  it('accepts a range of one page', () => {
    expect(parsePagePositions('4-4', 4)).toEqual({ ok: true, positions: [4] });
  });

  it('refuses empty input', () => {
    expect(parsePagePositions('', 5)).toEqual({ ok: false, error: 'empty' });
    expect(parsePagePositions('   ', 5)).toEqual({ ok: false, error: 'empty' });
  });

  it.each(['a', '1,b', '1,,2', '1,', '1-', '-3', '1-2-3', '1.5', '+2', '2 3'])('refuses the junk %j', (input) => {
    expect(parsePagePositions(input, 50)).toEqual({ ok: false, error: 'format' });
  });

  it('refuses position zero, alone or in a range', () => {
    expect(parsePagePositions('0', 5)).toEqual({ ok: false, error: 'zero', value: 0 });
    expect(parsePagePositions('1,0-3', 5)).toEqual({ ok: false, error: 'zero', value: 0 });
  });

  it('refuses duplicates, also through overlapping ranges', () => {
    expect(parsePagePositions('1,3,1', 5)).toEqual({ ok: false, error: 'duplicate', value: 1 });
    expect(parsePagePositions('2-6,5-8', 10)).toEqual({ ok: false, error: 'duplicate', value: 5 });
    expect(parsePagePositions('4,1-5', 10)).toEqual({ ok: false, error: 'duplicate', value: 4 });
  });

  it('refuses a reversed range', () => {
    expect(parsePagePositions('12-5', 20)).toEqual({ ok: false, error: 'range', value: 12 });
  });

  it('refuses positions above the upper bound, naming the first one beyond', () => {
    expect(parsePagePositions('13', 12)).toEqual({ ok: false, error: 'upperBound', value: 13 });
    expect(parsePagePositions('10-15', 12)).toEqual({ ok: false, error: 'upperBound', value: 13 });
    expect(parsePagePositions('1-1000000000', 12)).toEqual({ ok: false, error: 'upperBound', value: 13 });
  });

  it('allows inserts up to page count + 1 and redirects up to page count', () => {
    const pageCount = 8;
    expect(parsePagePositions('9', pageCount + 1).ok).toBe(true);
    expect(parsePagePositions('9', pageCount)).toEqual({ ok: false, error: 'upperBound', value: 9 });
  });
});

describe('formatPagePositions', () => {
  it('writes positions back compactly and round-trips', () => {
    expect(formatPagePositions([7, 1, 3, 5, 6])).toBe('1,3,5-7');
    expect(formatPagePositions([])).toBe('');
    const parsed = parsePagePositions('1,3,5-12', 12);
    expect(parsed.ok && formatPagePositions(parsed.positions)).toBe('1,3,5-12');
  });
});
