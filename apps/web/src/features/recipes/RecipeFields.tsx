import { seoIdOf } from '@flyerdesk/domain/recipes';
import { useField, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordFieldset, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import { DatePicker, DateTimePicker } from '../../shared/ui/DatePicker';
import type { CookRecord } from './cooksResource';
import { RecipeImageField } from './RecipeImageField';
import { RecipePreview } from './RecipePreview';
import { RECIPE_COMPLEXITY_ORDER, RECIPE_STATUS_ORDER, RECIPE_TYPE_ORDER } from './recipeChoices';
import type { RecipeRecord, RecipeValues } from './recipesResource';
import { RecordSelectField } from './RecordSelectField';
import { StepsEditor } from './StepsEditor';
import { useRecipeTexts } from './useRecipeTexts';

export interface RecipeFieldsProps {
  record: RecipeRecord | undefined;
  /** The cooks the user may write recipes for (archived ones left out). */
  cooks: readonly CookRecord[];
  /** The shops a recipe may name as its cooperating shop (undefined while loading). */
  shops: readonly { id: string; name: string }[] | undefined;
}

/**
 * The recipe form's fields beside its preview: cook, title and seo id, dish type and status, publish
 * date and visible-from moment, preparation time, servings and complexity, tags, linked leaflet,
 * cooperating shop, links, cover and the steps.
 */
export function RecipeFields({ record, cooks, shops }: RecipeFieldsProps) {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const readOnly = useRecordFormReadOnly();
  const { values, setFieldValue } = useFormikContext<RecipeValues>();
  const coverError = useShownError('cover');

  // A recipe of a cook no longer offered (archived) keeps showing its cook.
  const cookOptions = useMemo(() => {
    const options = cooks.map((cook) => ({ value: cook.id, label: cook.name }));
    if (record && !cooks.some((cook) => cook.id === record.cookId)) options.push({ value: record.cookId, label: record.cookName });
    return options;
  }, [cooks, record]);
  const shopOptions = useMemo(() => {
    const options = (shops ?? []).map((shop) => ({ value: shop.id, label: shop.name }));
    if (record?.storeId && record.storeName && !options.some((option) => option.value === record.storeId)) options.push({ value: record.storeId, label: record.storeName });
    return options;
  }, [shops, record]);
  const types = useMemo(() => RECIPE_TYPE_ORDER.map((type) => ({ value: type, label: texts.type(type) })), [texts]);
  const statuses = useMemo(() => RECIPE_STATUS_ORDER.map((status) => ({ value: status, label: texts.status(status) })), [texts]);
  const cookName = cookOptions.find((option) => option.value === values.cookId)?.label;

  return (
    <StyledLayout>
      <StyledFields>
        <RecordSelectField name="cookId" label={t('fields.cookId')} options={cookOptions} emptyLabel={t('fields.chooseCook')} testId="recipe-cook" />
        <RecordTextField name="title" label={t('fields.title')} autoComplete="off" data-testid="recipe-title" />
        <StyledWithAction>
          <RecordTextField name="seoId" label={t('fields.seoId')} autoComplete="off" spellCheck={false} data-testid="recipe-seo-id" />
          {readOnly ? null : (
            <StyledButton type="button" $variant="ghost" onClick={() => void setFieldValue('seoId', seoIdOf(values.title))} disabled={values.title.trim() === ''}>
              {t('fields.seoIdFromTitle')}
            </StyledButton>
          )}
        </StyledWithAction>
        <StyledPair>
          <RecordSelectField name="type" label={t('fields.type')} options={types} emptyLabel={t('fields.chooseType')} testId="recipe-type" />
          <RecordSelectField name="status" label={t('fields.status')} options={statuses} testId="recipe-status-field" />
        </StyledPair>
        <StyledPair>
          <DateField name="publishDate" label={t('fields.publishDate')} kind="date" testId="recipe-publish-date" />
          <DateField name="visibleAt" label={t('fields.visibleAt')} kind="dateTime" testId="recipe-visible-at" />
        </StyledPair>
        <StyledPair>
          <RecordTextField name="preparationTime" label={t('fields.preparationTime')} inputMode="numeric" autoComplete="off" data-testid="recipe-preparation-time" />
          <RecordTextField name="numberOfServings" label={t('fields.numberOfServings')} inputMode="numeric" autoComplete="off" data-testid="recipe-servings" />
        </StyledPair>
        <ComplexityField />
        <RecordTextField name="tags" label={t('fields.tags')} autoComplete="off" data-testid="recipe-tags" />
        <StyledHint>{t('hints.tags')}</StyledHint>
        <RecordTextField name="leafletId" label={t('fields.leafletId')} autoComplete="off" spellCheck={false} data-testid="recipe-leaflet" />
        <RecordSelectField name="storeId" label={t('fields.storeId')} options={shopOptions} emptyLabel={t('fields.noShop')} testId="recipe-shop" />
        <RecordTextField name="longUrl" label={t('fields.longUrl')} type="url" inputMode="url" autoComplete="off" data-testid="recipe-long-url" />
        <RecordTextField name="shoppingListUrl" label={t('fields.shoppingListUrl')} type="url" inputMode="url" autoComplete="off" data-testid="recipe-shopping-list" />
        <StyledHint>{t('hints.shoppingListUrl')}</StyledHint>
        <RecipeImageField name="cover" label={t('fields.cover')} error={coverError} testId="recipe-cover" />
        <StepsEditor />
      </StyledFields>
      <StyledPreviewColumn>
        <RecipePreview cookName={cookName} />
      </StyledPreviewColumn>
    </StyledLayout>
  );
}

/** A calendar day or a moment of the form (the date pickers of the back-office). */
function DateField({ name, label, kind, testId }: { name: 'publishDate' | 'visibleAt'; label: string; kind: 'date' | 'dateTime'; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  const Picker = kind === 'date' ? DatePicker : DateTimePicker;
  return (
    <StyledPicker>
      <Picker
        label={label}
        value={field.value}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        error={error}
        readOnly={readOnly}
        testId={testId}
      />
    </StyledPicker>
  );
}

/** Easy, medium or hard, as a radio group (arrow keys move between them). */
function ComplexityField() {
  const { t } = useTranslation('recipes');
  const texts = useRecipeTexts();
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>('complexity');
  const error = useShownError('complexity');
  return (
    <RecordFieldset legend={t('fields.complexity')} error={error}>
      <StyledRadios data-testid="recipe-complexity">
        {RECIPE_COMPLEXITY_ORDER.map((complexity) => (
          <label key={complexity}>
            <input
              type="radio"
              name="complexity"
              value={complexity}
              checked={field.value === complexity}
              disabled={readOnly}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
            {texts.complexity(complexity)}
          </label>
        ))}
      </StyledRadios>
    </RecordFieldset>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 320px);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFields = styled.div`
  min-width: 0;
`;

const StyledPreviewColumn = styled.div`
  position: sticky;
  top: 0;
  min-width: 0;

  @media (max-width: 900px) {
    position: static;
  }
`;

const StyledPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

const StyledPicker = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
  min-width: 0;
`;

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

const StyledHint = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRadios = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
`;
