import type { Language } from '@flyerdesk/domain/constants';

/** Nested translation strings of one namespace in one language. */
export interface Translations {
  [key: string]: string | Translations;
}

/** One namespace in every interface language. */
export type LocaleBundle = Readonly<Record<Language, Translations>>;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Key structure of a language, with plural variants (`_one`, `_few`, …) folded into their base key. */
type Shape<T> = {
  [K in keyof T as K extends `${infer Base}_${PluralSuffix}` ? Base : K]: T[K] extends string ? string : Shape<T[K]>;
};
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * Compile-time check that a language has exactly the keys of the reference language (plural forms aside):
 * `type _PolishIsComplete = Assert<SameKeys<typeof pl, typeof en>>` fails to compile when a key is missing or extra.
 */
export type SameKeys<T, Reference> = SameShape<Shape<T>, Shape<Reference>>;
