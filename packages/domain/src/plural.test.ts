import { polishPluralForm } from './plural';

describe('polishPluralForm (spec §9)', () => {
  it.each([
    [0, 0],
    [-1, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 2],
    [5, 3],
    [11, 3],
    [12, 3],
    [21, 3],
    [22, 3],
    [100, 3],
    [-2, 3],
    [2.5, 3],
  ])('gives %p form %p', (n, form) => {
    expect(polishPluralForm(n)).toBe(form);
  });

  it('uses form 2 instead of form 3 when a message has fewer than four forms', () => {
    expect(polishPluralForm(5, 3)).toBe(2);
    expect(polishPluralForm(3, 3)).toBe(2);
    expect(polishPluralForm(1, 3)).toBe(1);
    expect(polishPluralForm(0, 3)).toBe(0);
  });
});
