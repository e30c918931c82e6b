import type { TFunction } from 'i18next';

/**
 * How record values are shown to people (conflict dialog, history): text as it is, yes/no, lists
 * joined, nothing as a dash. History values arrive as JSON text and are parsed first.
 */

export function formatValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return t('value.empty', { ns: 'resource' });
  if (typeof value === 'boolean') return value ? t('value.yes', { ns: 'resource' }) : t('value.no', { ns: 'resource' });
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? t('value.none', { ns: 'resource' }) : value.map((item) => formatValue(item, t)).join(', ');
  return JSON.stringify(value);
}

/** A value of an audit entry: JSON text (null when absent); text that is not JSON is shown as it is. */
export function parseJsonValue(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Whether two form values are the same (empty text and nothing count as the same). */
export function sameValue(a: unknown, b: unknown): boolean {
  const normal = (x: unknown) => (x === undefined || x === '' ? null : x);
  return JSON.stringify(normal(a)) === JSON.stringify(normal(b));
}
