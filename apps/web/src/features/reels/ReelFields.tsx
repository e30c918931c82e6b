import { formatPlatformName, PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import { REEL_ACTION_TYPES, reelStatusChoices } from '@flyerdesk/domain/reels';
import { useField, useFormikContext } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordFieldset, RecordTextArea, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { DateTimePicker } from '../../shared/ui/DatePicker';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { ReelMediaField } from './ReelMediaField';
import { orderedPlatforms, type PageKind, type ReelValues } from './reelsResource';
import type { Choice } from './useReelChoices';

const PLATFORM_CHOICES: readonly Choice[] = PLATFORM_KEYS.map((key) => ({ id: key, name: formatPlatformName(key) }));

export interface ReelFieldsProps {
  /** Channels a reel may go to (undefined while loading). */
  channels: readonly Choice[] | undefined;
  /** The reel's own channel when it is no longer on offer (archived), so it still shows. */
  currentChannel?: Choice | undefined;
}

/**
 * The reel form's fields: channel, id, the image or video (uploaded at once, previewed), texts, time on
 * screen, status (the ones open from the reel's own), visibility and publish dates, platforms, and what
 * the reel leads to with that action's own fields. Bound to the kit's record form.
 */
export function ReelFields({ channels, currentChannel }: ReelFieldsProps) {
  const { t } = useTranslation('reels');
  return (
    <StyledLayout>
      <StyledColumn>
        <ChannelSelect channels={channels} currentChannel={currentChannel} />
        <Hinted hint={t('hints.naturalId')}>
          <RecordTextField name="naturalId" label={t('fields.naturalId')} autoComplete="off" spellCheck={false} data-testid="reel-natural-id" />
        </Hinted>
        <RecordTextArea name="description" label={t('fields.description')} rows={3} />
        <RecordTextField name="ctaButtonText" label={t('fields.ctaButtonText')} autoComplete="off" data-testid="reel-cta" />
        <RecordTextField name="visibilityTime" label={t('fields.visibilityTime')} inputMode="numeric" autoComplete="off" data-testid="reel-visibility-time" />
        <StatusSelect />
        <DateTimeField name="visibilityStartDate" label={t('fields.visibilityStartDate')} testId="reel-visibility-start" />
        <DateTimeField name="visibilityEndDate" label={t('fields.visibilityEndDate')} testId="reel-visibility-end" />
        <DateTimeField name="publishDate" label={t('fields.publishDate')} testId="reel-publish-date" />
        <RecordCheckboxList name="showOn" legend={t('fields.showOn')} choices={PLATFORM_CHOICES} order={orderedPlatforms} testId="reel-platforms" />
        <ActionFields />
        <RecordTextArea name="internalNote" label={t('fields.internalNote')} rows={2} />
      </StyledColumn>
      <StyledAside>
        <ReelMediaField />
      </StyledAside>
    </StyledLayout>
  );
}

function Hinted({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <StyledHinted>
      {children}
      <StyledHint>{hint}</StyledHint>
    </StyledHinted>
  );
}

function ChannelSelect({ channels, currentChannel }: ReelFieldsProps) {
  const { t } = useTranslation('reels');
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>('channelId');
  const error = useShownError('channelId');
  const id = useId();
  const offered = useMemo(() => {
    const list = [...(channels ?? [])];
    if (currentChannel && !list.some((channel) => channel.id === currentChannel.id)) list.unshift(currentChannel);
    return list;
  }, [channels, currentChannel]);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.channelId')}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="reel-channel"
      >
        <option value="">{t('chooseChannel')}</option>
        {offered.map((channel) => (
          <option key={channel.id} value={channel.id}>
            {channel.name}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/** The statuses open from the reel's own (a new reel: draft or published). */
function StatusSelect() {
  const { t } = useTranslation('reels');
  const readOnly = useRecordFormReadOnly();
  const { values } = useFormikContext<ReelValues>();
  const [field] = useField<string>('status');
  const error = useShownError('status');
  const id = useId();
  const choices = reelStatusChoices(values.currentStatus);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.status')}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="reel-status-select"
      >
        {choices.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/** A day and hour (dd.MM.yyyy HH:mm, typed segment by segment or picked from a calendar). */
function DateTimeField({ name, label, testId }: { name: 'visibilityStartDate' | 'visibilityEndDate' | 'publishDate'; label: string; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <StyledDate>
      <DateTimePicker
        label={label}
        value={field.value}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        error={error}
        readOnly={readOnly}
        testId={testId}
      />
    </StyledDate>
  );
}

/** What the reel leads to, as a radio group, with the chosen action's own fields under it. */
function ActionFields() {
  const { t } = useTranslation('reels');
  const readOnly = useRecordFormReadOnly();
  const [action, , actionHelpers] = useField<ReelValues['actionType']>('actionType');
  const error = useShownError('actionType');
  const name = useId();
  return (
    <RecordFieldset legend={t('fields.actionType')} error={error}>
      <StyledChoices>
        {REEL_ACTION_TYPES.map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={action.value === choice}
              disabled={readOnly}
              onChange={() => void actionHelpers.setValue(choice)}
              data-testid={`reel-action-${choice}`}
            />
            {t(`action.${choice}`)}
          </label>
        ))}
      </StyledChoices>
      {action.value === 'LEAFLET_PAGE' ? <LeafletPageFields /> : null}
      {action.value === 'URL' ? (
        <RecordTextField name="url" label={t('fields.url')} type="url" inputMode="url" autoComplete="off" spellCheck={false} data-testid="reel-url" />
      ) : null}
      {action.value === 'SHOPPING_LIST' ? <RecordTextField name="productName" label={t('fields.productName')} autoComplete="off" data-testid="reel-product-name" /> : null}
    </RecordFieldset>
  );
}

/** A leaflet's id and either a standard page or an insert (switching clears the other number). */
function LeafletPageFields() {
  const { t } = useTranslation('reels');
  const readOnly = useRecordFormReadOnly();
  const { setFieldValue } = useFormikContext<ReelValues>();
  const [kind] = useField<PageKind>('pageKind');
  const name = useId();
  const choose = (next: PageKind) => {
    void setFieldValue('pageKind', next);
    void setFieldValue(next === 'INSERT' ? 'standardPageNumber' : 'insertNumber', '');
  };
  return (
    <>
      <Hinted hint={t('hints.leafletId')}>
        <RecordTextField name="leafletId" label={t('fields.leafletId')} autoComplete="off" spellCheck={false} data-testid="reel-leaflet-id" />
      </Hinted>
      <StyledKind role="radiogroup" aria-label={t('pageKind.legend')}>
        {(['STANDARD', 'INSERT'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={kind.value === choice}
              disabled={readOnly}
              onChange={() => choose(choice)}
              data-testid={`reel-page-kind-${choice}`}
            />
            {t(`pageKind.${choice}`)}
          </label>
        ))}
      </StyledKind>
      {kind.value === 'INSERT' ? (
        <RecordTextField name="insertNumber" label={t('fields.insertNumber')} inputMode="numeric" autoComplete="off" data-testid="reel-insert-number" />
      ) : (
        <RecordTextField name="standardPageNumber" label={t('fields.standardPageNumber')} inputMode="numeric" autoComplete="off" data-testid="reel-page-number" />
      )}
    </>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 220px;
  }
`;

const StyledColumn = styled.div`
  min-width: 0;
`;

const StyledAside = styled.aside`
  min-width: 0;
  grid-row: 1;

  @media (min-width: 900px) {
    grid-row: auto;
    position: sticky;
    top: 0;
  }
`;

const StyledHinted = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};

  & > div {
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledDate = styled.div`
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  margin-bottom: ${({ theme }) => theme.space(3)};

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
`;

const StyledKind = styled(StyledChoices)``;
