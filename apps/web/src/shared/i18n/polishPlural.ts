import type { i18n as I18n } from 'i18next';
import { polishPluralForm } from '@flyerdesk/domain/plural';
import type { Translations } from './types';

/**
 * Polish plurals follow spec §9 (polishPluralForm), not the grammatical CLDR rule of Intl.PluralRules:
 * form 0 (0 and -1) → `_zero`, form 1 (1) → `_one`, form 2 (2 to 4) → `_few`, form 3 (everything
 * else, 22 included) → `_many`. A Polish text never uses `_other`.
 */
export const POLISH_PLURAL_CATEGORIES = ['zero', 'one', 'few', 'many'] as const satisfies readonly Intl.LDMLPluralRule[];

const POLISH = 'pl';
const PLURAL_SEPARATOR = '_';

/** The spec's Polish rule in the shape i18next reads a plural rule in (Intl.PluralRules' select and resolvedOptions). */
export const polishPluralRule: Pick<Intl.PluralRules, 'select' | 'resolvedOptions'> = {
  select: (count: number) => POLISH_PLURAL_CATEGORIES[polishPluralForm(count)],
  resolvedOptions: () => ({
    ...new Intl.PluralRules(POLISH).resolvedOptions(),
    pluralCategories: [...POLISH_PLURAL_CATEGORIES],
  }),
};

type RuleLookup = (code: string, options?: { ordinal?: boolean }) => unknown;

function isPolish(code: string): boolean {
  return code === POLISH || code.startsWith(`${POLISH}-`) || code.startsWith(`${POLISH}_`);
}

/**
 * Makes an i18next instance resolve Polish cardinal plurals with the spec's rule. i18next (v21+) asks
 * its plural resolver for a rule per language (`getRule`) and reads the suffix from `rule.select(count)`
 * and the language's forms from `rule.resolvedOptions().pluralCategories`; the key lookup itself (the
 * `_zero` text first for a count of 0, contexts, fallback languages) stays i18next's. Ordinals and the
 * other languages keep Intl.PluralRules.
 */
export function applyPolishPluralRule(instance: I18n): void {
  const resolver = (instance.services as { pluralResolver?: { getRule?: RuleLookup } }).pluralResolver;
  const intlRule = resolver?.getRule?.bind(resolver);
  if (!resolver || !intlRule) throw new Error('i18next has no plural resolver to give the Polish rule to');
  resolver.getRule = (code, options = {}) => (isPolish(code) && !options.ordinal ? polishPluralRule : intlRule(code, options));
}

/**
 * A Polish plural text written with the grammatical forms only (`_one`, `_few`, `_many`) has no form 0
 * of its own: for 0 (and -1) it reads as form 3 ("0 sklepów"). Fills `_zero` from `_many` where a text
 * lacks it, at every depth; a text's own `_zero` is kept.
 */
export function withPolishZeroForms(translations: Translations): Translations {
  const result: Translations = {};
  for (const [key, value] of Object.entries(translations)) {
    result[key] = typeof value === 'string' ? value : withPolishZeroForms(value);
  }
  for (const [key, value] of Object.entries(translations)) {
    const base = key.endsWith(`${PLURAL_SEPARATOR}many`) ? key.slice(0, -`${PLURAL_SEPARATOR}many`.length) : undefined;
    const zeroKey = `${base}${PLURAL_SEPARATOR}zero`;
    if (base !== undefined && typeof value === 'string' && !(zeroKey in translations)) result[zeroKey] = value;
  }
  return result;
}
