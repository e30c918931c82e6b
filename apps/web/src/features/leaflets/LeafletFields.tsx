import type { LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS, formatPlatformName, type PlatformKey } from '@flyerdesk/domain/platforms';
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordCheckbox, RecordDateField, RecordFieldset, RecordTextArea, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { StyledButton } from '../../shared/ui/Button';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { REPLACE_VALIDITY_TEXT, SOCIAL_PLATFORMS, type LeafletFormValues } from './leafletForm';
import { PlatformPicker } from './PlatformPicker';

export interface Choice {
  id: string;
  name: string;
}

export interface LeafletFieldsProps {
  /** The statuses offered (creation: READY_FOR_ACTIVATION or INACTIVE; edit: editStatusChoices). */
  statusChoices: readonly LeafletStatus[];
  /** ADMIN and ROOT set priorities; editors see them read-only. */
  canSetPriorities: boolean;
  groups: readonly Choice[];
  categories: readonly Choice[];
}

function FormikSelect({
  name,
  label,
  options,
  emptyLabel,
  testId,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  emptyLabel?: string;
  testId: string;
}) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={testId}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

function Priorities({ editable }: { editable: boolean }) {
  const { t } = useTranslation('leaflets');
  const readOnly = useRecordFormReadOnly();
  const { values, errors, submitCount, touched, setFieldValue, setFieldTouched } = useFormikContext<LeafletFormValues>();
  const id = useId();
  return (
    <RecordFieldset legend={t('fields.priorities')}>
      {!editable ? <StyledNote>{t('priorities.readOnly')}</StyledNote> : null}
      <StyledPriorities>
        {PLATFORM_KEYS.map((key: PlatformKey) => {
          const path = `priorities.${key}`;
          const error = submitCount > 0 || getIn(touched, path) === true ? (getIn(errors, path) as string | undefined) : undefined;
          return (
            <StyledField key={key}>
              <StyledLabel htmlFor={`${id}-${key}`}>{formatPlatformName(key)}</StyledLabel>
              <StyledNumber
                id={`${id}-${key}`}
                name={path}
                inputMode="numeric"
                value={values.priorities[key]}
                readOnly={readOnly || !editable}
                onChange={(event) => {
                  void setFieldValue(path, event.target.value);
                }}
                onBlur={() => {
                  void setFieldTouched(path, true);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${key}-error` : undefined}
                data-testid={`leaflet-priority-${key}`}
              />
              {error ? <StyledError id={`${id}-${key}-error`}>{error}</StyledError> : null}
            </StyledField>
          );
        })}
      </StyledPriorities>
    </RecordFieldset>
  );
}

function SocialLinks() {
  const { t } = useTranslation('leaflets');
  const readOnly = useRecordFormReadOnly();
  const { values, errors, submitCount } = useFormikContext<LeafletFormValues>();
  const id = useId();
  const listError = typeof errors.socialMedia === 'string' ? errors.socialMedia : undefined;
  return (
    <FieldArray name="socialMedia">
      {(helpers) => (
        <RecordFieldset legend={t('fields.socialMedia')} error={submitCount > 0 ? listError : undefined}>
          {values.socialMedia.length === 0 ? <StyledNote>{t('social.none')}</StyledNote> : null}
          {values.socialMedia.map((link, index) => {
            const urlPath = `socialMedia.${String(index)}.url`;
            const rowId = `${id}-${String(index)}`;
            return (
              <StyledSocialRow key={index} data-testid={`leaflet-social-${String(index)}`}>
                <StyledField>
                  <StyledLabel htmlFor={`${rowId}-platform`}>{t('social.platform')}</StyledLabel>
                  <StyledSelect
                    id={`${rowId}-platform`}
                    value={link.platform}
                    disabled={readOnly}
                    onChange={(event) => helpers.replace(index, { ...link, platform: event.target.value })}
                  >
                    {SOCIAL_PLATFORMS.map((platform) => (
                      <option key={platform} value={platform}>
                        {t(`social.${platform}`)}
                      </option>
                    ))}
                  </StyledSelect>
                </StyledField>
                <StyledGrow>
                  <RecordTextField name={urlPath} label={t('social.url')} type="url" />
                </StyledGrow>
                <StyledButton
                  type="button"
                  $variant="ghost"
                  disabled={readOnly}
                  onClick={() => helpers.remove(index)}
                  aria-label={t('social.removeLabel', { number: index + 1 })}
                >
                  {t('social.remove')}
                </StyledButton>
              </StyledSocialRow>
            );
          })}
          <StyledButton
            type="button"
            disabled={readOnly}
            onClick={() => helpers.push({ platform: SOCIAL_PLATFORMS[0] ?? 'YOUTUBE', url: '' })}
            data-testid="leaflet-social-add"
          >
            {t('social.add')}
          </StyledButton>
        </RecordFieldset>
      )}
    </FieldArray>
  );
}

/** Every field of the leaflet add/edit dialog (spec §3), bound to the surrounding formik form. */
export function LeafletFields({ statusChoices, canSetPriorities, groups, categories }: LeafletFieldsProps) {
  const { t } = useTranslation('leaflets');
  const readOnly = useRecordFormReadOnly();
  const { values, setFieldValue } = useFormikContext<LeafletFormValues>();
  return (
    <StyledFields>
      <StyledSection>
        <StyledGrid>
          <RecordTextField name="naturalId" label={t('fields.naturalId')} autoComplete="off" data-testid="leaflet-natural-id" />
          <RecordTextField name="seoId" label={t('fields.seoId')} autoComplete="off" />
          <FormikSelect
            name="status"
            label={t('fields.status')}
            options={statusChoices.map((status) => ({ value: status, label: t(`leafletStatus.${status}`, { ns: 'common' }) }))}
            testId="leaflet-status"
          />
        </StyledGrid>
        <StyledGrid>
          <RecordDateField name="validFrom" label={t('fields.validFrom')} kind="date" testId="leaflet-valid-from" />
          {values.untilEndOfSupply ? null : <RecordDateField name="validTo" label={t('fields.validTo')} kind="date" testId="leaflet-valid-to" />}
          <StyledCheckCell>
            <RecordCheckbox name="untilEndOfSupply" label={t('fields.untilEndOfSupply')} />
          </StyledCheckCell>
        </StyledGrid>
        <StyledGrid>
          <RecordDateField name="publishDate" label={t('fields.publishDate')} kind="dateTime" testId="leaflet-publish-date" />
          <RecordDateField name="publishEndDate" label={t('fields.publishEndDate')} kind="dateTime" testId="leaflet-publish-end-date" />
        </StyledGrid>
        <StyledGrid>
          <RecordTextField name="additionalInfo" label={t('fields.additionalInfo')} />
          <RecordTextField name="additionalInfo2" label={t('fields.additionalInfo2')} />
        </StyledGrid>
      </StyledSection>

      <PlatformPicker
        legend={t('fields.visibility')}
        value={values.visibility}
        onChange={(next) => {
          void setFieldValue('visibility', next);
        }}
        disabled={readOnly}
        testId="leaflet-visibility"
      />
      <Priorities editable={canSetPriorities} />

      <StyledGrid>
        <FormikSelect
          name="groupId"
          label={t('fields.group')}
          emptyLabel={t('choices.none')}
          options={groups.map((group) => ({ value: group.id, label: group.name }))}
          testId="leaflet-group"
        />
        <FormikSelect
          name="categoryId"
          label={t('fields.category')}
          emptyLabel={t('choices.none')}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          testId="leaflet-category"
        />
        <FormikSelect
          name="replaceValidityText"
          label={t('fields.replaceValidityText')}
          options={REPLACE_VALIDITY_TEXT.map((value) => ({ value, label: t(`replaceValidityText.${value}`) }))}
          testId="leaflet-replace-validity-text"
        />
      </StyledGrid>

      <StyledGrid>
        <RecordTextField name="longUrl" label={t('fields.longUrl')} type="url" />
        <RecordTextField name="thumbnailTrackingUrl" label={t('fields.thumbnailTrackingUrl')} type="url" />
        <RecordTextField name="redirectUrl" label={t('fields.redirectUrl')} type="url" />
      </StyledGrid>
      <RecordTextArea name="zipCodes" label={t('fields.zipCodes')} rows={2} />

      <RecordFieldset legend={t('fields.flags')}>
        <StyledFlags>
          <RecordCheckbox name="notShowAdInserts" label={t('fields.notShowAdInserts')} />
          <RecordCheckbox name="notAllowShoppingList" label={t('fields.notAllowShoppingList')} />
          <RecordCheckbox name="showOnlineBadge" label={t('fields.showOnlineBadge')} />
          <RecordCheckbox name="showPopularBadge" label={t('fields.showPopularBadge')} />
          <RecordCheckbox name="hasRecipe" label={t('fields.hasRecipe')} />
          <RecordCheckbox name="watermark" label={t('fields.watermark')} />
          <RecordCheckbox name="forceLast" label={t('fields.forceLast')} />
        </StyledFlags>
      </RecordFieldset>

      <SocialLinks />
    </StyledFields>
  );
}

const StyledFields = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledSection = styled.div`
  display: flex;
  flex-direction: column;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  column-gap: ${({ theme }) => theme.space(4)};
  align-items: start;
`;

const StyledCheckCell = styled.div`
  padding-top: ${({ theme }) => theme.space(6)};
`;

const StyledFlags = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => `0 ${theme.space(4)}`};
`;

const StyledPriorities = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr));
  column-gap: ${({ theme }) => theme.space(3)};
`;

const StyledSelect = styled.select`
  ${textControlStyles}
`;

const StyledNumber = styled.input`
  ${textControlStyles}
  width: 100%;
  box-sizing: border-box;
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSocialRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const StyledGrow = styled.div`
  flex: 1 1 16rem;
`;
