/** Why a list of page positions was refused. */
export type PagePositionsError = 'empty' | 'format' | 'zero' | 'duplicate' | 'range' | 'upperBound';

export type PagePositionsResult =
  | { ok: true; positions: number[] }
  | { ok: false; error: PagePositionsError; value?: number };

const SINGLE = /^(\d+)$/;
const RANGE = /^(\d+)\s*-\s*(\d+)$/;

/**
 * Parses page positions written as a comma list with ranges, e.g. "1,3,5-12" (spec §5).
 * Positions start at 1 and go up to `max` (page count + 1 for inserts, page count for redirects);
 * a position may appear only once, also through overlapping ranges; a range runs low to high.
 * The accepted positions come back in ascending order. `value` names the offending position.
 */
export function parsePagePositions(input: string, max: number): PagePositionsResult {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'empty' };
  const seen = new Set<number>();
  for (const raw of text.split(',')) {
    const token = raw.trim();
    let from: number;
    let to: number;
    const single = SINGLE.exec(token);
    const range = RANGE.exec(token);
    if (single) {
      from = Number(single[1]);
      to = from;
    } else if (range) {
      from = Number(range[1]);
      to = Number(range[2]);
    } else {
      return { ok: false, error: 'format' };
    }
    if (from === 0 || to === 0) return { ok: false, error: 'zero', value: 0 };
    if (from > to) return { ok: false, error: 'range', value: from };
    if (to > max) return { ok: false, error: 'upperBound', value: Math.max(from, max + 1) };
    for (let position = from; position <= to; position += 1) {
      if (seen.has(position)) return { ok: false, error: 'duplicate', value: position };
      seen.add(position);
    }
  }
  return { ok: true, positions: [...seen].sort((a, b) => a - b) };
}

/** Writes positions back compactly, e.g. [1, 3, 5, 6, 7] → "1,3,5-7". */
export function formatPagePositions(positions: readonly number[]): string {
  const sorted = [...new Set(positions)].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const start = sorted[i] as number;
    let end = start;
    while (i + 1 < sorted.length && sorted[i + 1] === end + 1) {
      i += 1;
      end = sorted[i] as number;
    }
    parts.push(start === end ? String(start) : `${start}-${end}`);
    i += 1;
  }
  return parts.join(',');
}
