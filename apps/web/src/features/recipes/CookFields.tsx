import { seoIdOf } from '@flyerdesk/domain/recipes';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordFieldset, RecordTextField } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import type { CookRecord, CookValues } from './cooksResource';
import { RecordSelectField } from './RecordSelectField';
import { RECIPE_STATUS_ORDER } from './recipeChoices';
import { useRecipeTexts } from './useRecipeTexts';

export interface EditorChoice {
  id: string;
  name: string;
}

/**
 * The cook form's fields: name, seo id (made of the name on request), status and the recipe editors
 * assigned to the cook — a checkbox list of the users with the role EDITOR_RECIPE for administrators,
 * their names for everyone else.
 */
export function CookFields({ record, editors, assignEditors }: { record: CookRecord | undefined; editors: readonly EditorChoice[] | undefined; assignEditors: boolean }) {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const readOnly = useRecordFormReadOnly();
  const { values, setFieldValue } = useFormikContext<CookValues>();
  const statuses = useMemo(() => RECIPE_STATUS_ORDER.map((status) => ({ value: status, label: texts.status(status) })), [texts]);
  const sorted = useMemo(() => (editors ? [...editors].sort((a, b) => a.name.localeCompare(b.name)) : undefined), [editors]);
  return (
    <>
      <RecordTextField name="name" label={t('cookFields.name')} autoComplete="off" data-testid="cook-name" />
      <StyledWithAction>
        <RecordTextField name="seoId" label={t('cookFields.seoId')} autoComplete="off" spellCheck={false} data-testid="cook-seo-id" />
        {readOnly ? null : (
          <StyledButton type="button" $variant="ghost" onClick={() => void setFieldValue('seoId', seoIdOf(values.name))} disabled={values.name.trim() === ''}>
            {t('cookFields.seoIdFromName')}
          </StyledButton>
        )}
      </StyledWithAction>
      <RecordSelectField name="status" label={t('cookFields.status')} options={statuses} testId="cook-status" />
      {assignEditors ? (
        <RecordCheckboxList
          name="editorIds"
          legend={t('cookFields.editorIds')}
          choices={sorted}
          order={(ids) => [...ids].sort()}
          loadingLabel={t('editors.loading')}
          emptyLabel={t('editors.none')}
          filterLabel={t('editors.filter')}
          testId="cook-editors"
        >
          <StyledNote>{t('editors.hint')}</StyledNote>
        </RecordCheckboxList>
      ) : (
        <RecordFieldset legend={t('cookFields.editorIds')}>
          <p data-testid="cook-editors-read-only">{record && record.editors.length > 0 ? record.editors.join(', ') : t('editors.noneAssigned')}</p>
        </RecordFieldset>
      )}
    </>
  );
}

const StyledWithAction = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};

  & > div:first-child {
    flex: 1 1 240px;
    min-width: 0;
  }

  & > button {
    margin-bottom: ${({ theme }) => theme.space(4)};
  }
`;

export const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
