import type { AnySchema, InferType } from 'yup';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { badUserInput } from './errors';

/**
 * Checks input with the shared schema of packages/domain before anything goes upstream;
 * refuses with BAD_USER_INPUT listing every invalid field.
 */
export function validated<S extends AnySchema>(schema: S, value: unknown): InferType<S> {
  const result = validateWith(schema, value);
  if (!result.ok) throw badUserInput(result.invalidFields);
  return result.value;
}
