import { useField } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordFieldset, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { STORE_FLAGS, type StoreFlag, type StoreRecord } from './storesResource';
import type { Choice, ShopChoices } from './useShopAccess';

export interface ShopFieldsProps {
  /** The shop as stored (undefined while creating one). */
  record: StoreRecord | undefined;
  choices: ShopChoices;
  /** Administrators pick the editors; others see them read-only. */
  assignEditors: boolean;
}

/**
 * The shop form's fields: name, web id, category, groups, editors and the four display options,
 * bound to the kit's record form (read-only while someone else edits or the shop is archived).
 */
export function ShopFields({ record, choices, assignEditors }: ShopFieldsProps) {
  const { t } = useTranslation('shops');
  // A shop may sit in a category that is archived now: it stays on offer for this shop.
  const categories = useMemo(() => {
    const current = record?.category;
    const list = choices.categories ?? [];
    return current && !list.some((category) => category.id === current.id) ? [current, ...list] : list;
  }, [choices.categories, record?.category]);

  return (
    <>
      <RecordTextField name="name" label={t('fields.name')} autoComplete="off" data-testid="shop-name" />
      <RecordTextField name="storeWebId" label={t('fields.storeWebId')} autoComplete="off" spellCheck={false} data-testid="shop-web-id" />
      <CategorySelect categories={categories} loading={!choices.categories} />
      <IdsPicker name="groupIds" legend={t('fields.groupIds')} choices={choices.groups} empty={t('choices.noGroups')} testId="shop-groups" />
      {assignEditors && !choices.editorsFailed ? (
        <IdsPicker name="editorIds" legend={t('fields.editorIds')} choices={choices.editors} empty={t('choices.noEditors')} testId="shop-editors" />
      ) : (
        <RecordFieldset legend={t('fields.editorIds')}>
          <StyledNote>{assignEditors ? t('choices.editorsFailed') : t('choices.editorsReadOnly')}</StyledNote>
          <p data-testid="shop-editors-read-only">{record && record.editors.length > 0 ? record.editors.join(', ') : t('choices.noEditorAssigned')}</p>
        </RecordFieldset>
      )}
      <RecordFieldset legend={t('flags.legend')}>
        {STORE_FLAGS.map((flag) => (
          <FlagCheckbox key={flag} name={flag} />
        ))}
      </RecordFieldset>
    </>
  );
}

function CategorySelect({ categories, loading }: { categories: readonly Choice[]; loading: boolean }) {
  const { t } = useTranslation('shops');
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>('categoryId');
  const error = useShownError('categoryId');
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.categoryId')}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-busy={loading}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="shop-category"
      >
        <option value="">{loading ? t('choices.loading') : t('choices.chooseCategory')}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/** Groups or editors of the shop, kept sorted in the form; a disabled editor is named as such. */
function IdsPicker({
  name,
  legend,
  choices,
  empty,
  testId,
}: {
  name: 'groupIds' | 'editorIds';
  legend: string;
  choices: readonly (Choice & { enabled?: boolean })[] | undefined;
  empty: string;
  testId: string;
}) {
  const { t } = useTranslation('shops');
  const named = useMemo(
    () => choices?.map((choice) => ({ id: choice.id, name: choice.enabled === false ? t('choices.disabledUser', { name: choice.name }) : choice.name })),
    [choices, t],
  );
  return (
    <RecordCheckboxList
      name={name}
      legend={legend}
      choices={named}
      order={(ids) => [...ids].sort()}
      loadingLabel={t('choices.loading')}
      emptyLabel={empty}
      testId={testId}
    />
  );
}

/** A display option: a checkbox with its label and a sentence on what it does. */
function FlagCheckbox({ name }: { name: StoreFlag }) {
  const { t } = useTranslation('shops');
  const readOnly = useRecordFormReadOnly();
  const [{ value: _value, checked, ...field }] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  return (
    <StyledFlag>
      <input id={id} type="checkbox" {...field} checked={checked ?? false} disabled={readOnly} aria-describedby={`${id}-description`} data-testid={`shop-flag-${name}`} />
      <label htmlFor={id}>{t(`flags.${name}.label`)}</label>
      <StyledNote id={`${id}-description`}>{t(`flags.${name}.description`)}</StyledNote>
    </StyledFlag>
  );
}

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledFlag = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  column-gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} 0;

  label {
    font-weight: 600;
  }

  p {
    grid-column: 2;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
