import { isValidationMessage } from '@flyerdesk/domain/validation/messages';
import type { PageDetailsContext, PageSize } from '@flyerdesk/domain/validation/pageDetails';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { ValidationError, type AnySchema } from 'yup';
import { ConflictReason } from '@flyerdesk/domain/errors';
import { conflictReasonOf, describeError } from '../../shared/errors/describeError';
import { serverFieldErrors, translateValidation } from '../../shared/forms/validation';

/** Pieces the sections of the page details screen share: layout, field messages, write failures. */

/**
 * Messages of a form through a domain schema of the page details (packages/domain/src/validation/
 * pageDetails.ts), with the leaflet in its context (page count, page sizes, now): the first rule
 * each field breaks, translated, by field path.
 */
export function schemaErrors(schema: AnySchema, values: unknown, context: PageDetailsContext, t: TFunction): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false, context: { now: new Date(), ...context } });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    const inner = error.inner.length > 0 ? error.inner : [error];
    for (const item of inner) {
      const field = item.path ?? '';
      if (errors[field] !== undefined) continue;
      const raw: unknown = item.errors[0];
      errors[field] = isValidationMessage(raw) ? translateValidation(t, raw) : t('validation.invalid', { ns: 'validation' });
    }
    return errors;
  }
}

/** What the schemas read of the leaflet: its page count and the pixel size of each page image. */
export function contextOf(details: { pageCount: number; pages: readonly { pageNumber: number; width?: number | null; height?: number | null }[] }): PageDetailsContext {
  const pageSizes: Record<number, PageSize> = {};
  for (const page of details.pages) {
    if (page.width != null && page.height != null) pageSizes[page.pageNumber] = { width: page.width, height: page.height };
  }
  return { pageCount: details.pageCount, pageSizes };
}

/**
 * The fields a write refused (BAD_USER_INPUT invalidFields), each worded from its key in the
 * interface's language, with the values the refusal carries (e.g. the position already taken).
 */
export function refusedFields(error: unknown, t: TFunction): Record<string, string> {
  return serverFieldErrors(error, t);
}

/** Where a failed save of an item (a redirect, an area, a product article) is shown. */
export interface SaveFailureTarget {
  /** The item changed since the edit started: the form offers the current version. */
  setStale: (stale: boolean) => void;
  /** Refused fields, worded, under their fields. */
  setErrors: (errors: Record<string, string>) => void;
}

/**
 * Shows a failed save of an item: a stale version marks the form stale, refused fields go under their
 * fields, anything else is a toast.
 */
export function showSaveFailure(error: unknown, t: TFunction, target: SaveFailureTarget): void {
  if (conflictReasonOf(error) === ConflictReason.VERSION_MISMATCH) {
    target.setStale(true);
    return;
  }
  const refused = refusedFields(error, t);
  if (Object.keys(refused).length > 0) target.setErrors(refused);
  else toastWriteError(error, t);
}

/** A failed write no field explains: its wording in a toast. */
export function toastWriteError(error: unknown, t: TFunction): void {
  toast.error(describeError(error, t));
}

/** Text or null, the way optional fields are sent. */
export function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

export const StyledHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const StyledSubheading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  min-width: 0;
`;

/** Fields side by side where there is room, stacked on a phone. */
export const StyledFieldRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const StyledRow = styled.li<{ $selected?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

export const StyledRowText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  overflow-wrap: anywhere;

  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledNotice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledHelp = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const StyledSelect = styled.select`
  font: inherit;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  max-width: 100%;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
