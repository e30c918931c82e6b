import type { TFunction } from 'i18next';
import { ValidationError, type AnySchema } from 'yup';
import { isValidationMessage, type ValidationMessage } from '@flyerdesk/domain/validation/messages';

/** Translated text of a validation message (keys like `validation.required`, namespace `validation`). */
export function translateValidation(t: TFunction, message: ValidationMessage): string {
  return t(message.key, { ns: 'validation', ...(message.values ?? {}) });
}

/**
 * Formik `validate` through a shared yup schema: one translated message per field (the first rule it
 * breaks), in the current interface language.
 */
export function formErrors<V extends object>(schema: AnySchema, values: V, t: TFunction): Partial<Record<keyof V, string>> {
  try {
    schema.validateSync(values, { abortEarly: false, context: { now: new Date() } });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Partial<Record<string, string>> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const field = item.path ?? '';
      if (errors[field] !== undefined) continue;
      const raw: unknown = item.errors[0];
      errors[field] = isValidationMessage(raw) ? translateValidation(t, raw) : t('validation.invalid', { ns: 'validation' });
    }
    return errors as Partial<Record<keyof V, string>>;
  }
}

/** Field errors sent by the server with a BAD_USER_INPUT error (extensions.invalidFields). */
export function serverFieldErrors(error: unknown, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const graphQLErrors = (error as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(graphQLErrors)) return errors;
  for (const item of graphQLErrors as { extensions?: Record<string, unknown> }[]) {
    const invalidFields = item.extensions?.invalidFields;
    if (!Array.isArray(invalidFields)) continue;
    for (const field of invalidFields as { field?: unknown; key?: unknown; message?: unknown; values?: unknown }[]) {
      if (typeof field.field !== 'string' || errors[field.field] !== undefined) continue;
      const key = typeof field.key === 'string' ? field.key : undefined;
      const fallback = typeof field.message === 'string' ? field.message : undefined;
      const values = typeof field.values === 'object' && field.values !== null ? (field.values as Record<string, unknown>) : {};
      errors[field.field] = key
        ? t(key, { ns: 'validation', defaultValue: fallback, ...values })
        : (fallback ?? t('validation.invalid', { ns: 'validation' }));
    }
  }
  return errors;
}
