/** Request validation through the shared domain schemas. */
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { UUID_PATTERN } from '@flyerdesk/domain/validation/rules';
import type { AnySchema, InferType } from 'yup';
import { fieldError, invalidRequest } from './errors';

/** Validated, cast value of the schema; a refusal becomes 400 INVALID_REQUEST with invalidFields. */
export function validated<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value ?? {});
  if (!result.ok) throw invalidRequest(result.invalidFields);
  return result.value;
}

/** An id from the path or query; anything but a UUID is refused with 400. */
export function idParam(value: unknown, field = 'id'): string {
  if (typeof value !== 'string' || !UUID_PATTERN.test(value)) {
    throw invalidRequest([fieldError(field, 'validation.uuid')], `Invalid ${field}`);
  }
  return value.toLowerCase();
}

/** Optional id from the query string. */
export function optionalIdParam(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  return idParam(value, field);
}

/** Parses If-Match (`"3"`, `3` or `W/"3"`); undefined when absent. */
export function ifMatchVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(header);
  if (!match?.[1]) throw invalidRequest([fieldError('If-Match', 'validation.invalid')], 'If-Match must carry a version number');
  return Number(match[1]);
}

/** Non-negative integer query parameter with bounds. */
export function intQuery(value: unknown, field: string, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw invalidRequest([fieldError(field, 'validation.invalid')], `${field} must be a number from ${min} to ${max}`);
  }
  return Number(value);
}
