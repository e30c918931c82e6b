/**
 * Polish plural form (spec §9): "0 or -1 form 0; 1 form 1; 2 to 4 (or count under 4) form 2; else form 3".
 *
 * Reading of the wording: "2 to 4" is the count n itself (n = 2, 3 or 4 → form 2). "(or count under 4)"
 * is read as the number of forms a message offers: a message with fewer than four forms has no form 3,
 * so what would be form 3 becomes form 2. With the usual four forms: 0 and -1 → 0, 1 → 1, 2..4 → 2,
 * and everything else (5, 12, 22, 100, other negatives, fractions) → 3. The rule is exactly the spec's,
 * not the grammatical Polish rule (so 22 takes form 3).
 */
export function polishPluralForm(n: number, formsCount = 4): 0 | 1 | 2 | 3 {
  if (n === 0 || n === -1) return 0;
  if (n === 1) return 1;
  if (n === 2 || n === 3 || n === 4) return 2;
  return formsCount < 4 ? 2 : 3;
}
