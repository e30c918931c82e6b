import { useField, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { NotificationChannel, NotificationTargetsQuery } from '../../__generated__/graphql';
import { useRecordFormReadOnly } from '../../shared/resource/formContext';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordFieldset, RecordTextArea, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { Alert } from '../../shared/ui/Alert';
import { StyledButton } from '../../shared/ui/Button';
import { DateTimePicker } from '../../shared/ui/DatePicker';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import { NotificationImageField } from './NotificationImageField';
import { isNewOffers, orderedChannels, type NotificationValues, type When } from './notificationsResource';
import { PhonePreview, useNewOffersTitle } from './PhonePreview';
import { ReachEstimate } from './ReachEstimate';
import { useNotificationTexts } from './useNotificationTexts';

export type NotificationTargets = NotificationTargetsQuery['notificationTargets'];

export interface NotificationFieldsProps {
  targets: NotificationTargets;
  /** Names of the record's shops (for a preview of shops no longer offered). */
  storeNames?: readonly string[] | undefined;
}

/**
 * The notification form's fields (next to a phone preview and the estimated reach): channel, title
 * (none on NEW_OFFERS_NOTIFICATION), text, big icon and picture (address or upload), links,
 * geolocation lines, device tokens, shops and groups, and when it goes. Bound to the kit's record form,
 * read-only once the notification is no longer planned.
 */
export function NotificationFields({ targets, storeNames }: NotificationFieldsProps) {
  const { t } = useTranslation('notifications');
  const readOnly = useRecordFormReadOnly();
  const shops = useMemo(() => [...targets.stores].sort((a, b) => a.name.localeCompare(b.name)), [targets.stores]);
  const groups = useMemo(() => [...targets.groups].sort((a, b) => a.name.localeCompare(b.name)), [targets.groups]);
  return (
    <StyledLayout>
      <StyledFields>
        {targets.provider === 'OUTBOX' ? (
          <Alert tone="warning">
            <span data-testid="notification-outbox-note">{t('outbox')}</span>
          </Alert>
        ) : null}
        <ChannelSelect channels={targets.channels} />
        <TitleField shops={shops} storeNames={storeNames} />
        <RecordTextArea name="text" label={t('fields.text')} rows={3} />
        <NotificationImageField name="bigIcon" label={t('fields.bigIcon')} testId="notification-big-icon" />
        <NotificationImageField name="bigPicture" label={t('fields.bigPicture')} testId="notification-big-picture" />
        <HintedTextField name="deepLink" label={t('fields.deepLink')} hint={t('hints.deepLink')} testId="notification-deep-link" />
        <RecordTextField name="webpageLink" label={t('fields.webpageLink')} type="url" inputMode="url" autoComplete="off" data-testid="notification-webpage-link" />
        <RecordTextField name="showTrackingLink" label={t('fields.showTrackingLink')} type="url" inputMode="url" autoComplete="off" data-testid="notification-show-tracking-link" />
        <RecordTextField name="openTrackingLink" label={t('fields.openTrackingLink')} type="url" inputMode="url" autoComplete="off" data-testid="notification-open-tracking-link" />
        <HintedTextArea name="geolocations" label={t('fields.geolocations')} hint={t('hints.geolocations')} rows={3} testId="notification-geolocations" />
        <HintedTextArea name="devices" label={t('fields.devices')} hint={t('hints.devices')} rows={2} testId="notification-devices" />
        <RecordFieldset legend={t('recipients.legend')}>
          <StyledNote>{t('recipients.hint')}</StyledNote>
          <RecordCheckboxList
            name="storeIds"
            legend={t('fields.storeIds')}
            choices={shops}
            order={(ids) => ids}
            emptyLabel={t('shops.none')}
            loadingLabel={t('shops.loading')}
            filterLabel={t('shops.filter')}
            testId="notification-shops"
          />
          <RecordCheckboxList
            name="groupIds"
            legend={t('fields.groupIds')}
            choices={groups}
            order={(ids) => ids}
            emptyLabel={t('groups.none')}
            loadingLabel={t('groups.loading')}
            filterLabel={t('groups.filter')}
            testId="notification-groups"
          />
        </RecordFieldset>
        <WhenField />
      </StyledFields>
      <StyledAside>
        <PhonePreview shops={shops} storeNames={storeNames} />
        {readOnly ? null : <ReachEstimate />}
      </StyledAside>
    </StyledLayout>
  );
}

function ChannelSelect({ channels }: { channels: readonly NotificationChannel[] }) {
  const { t } = useTranslation('notifications');
  const texts = useNotificationTexts();
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>('channel');
  const error = useShownError('channel');
  const id = useId();
  // A record's channel this user may not send on stays on show (read-only then).
  const offered = orderedChannels(field.value !== '' && !channels.includes(field.value as NotificationChannel) ? [field.value, ...channels] : channels);
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.channel')}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="notification-channel"
      >
        <option value="">{t('chooseChannel')}</option>
        {offered.map((channel) => (
          <option key={channel} value={channel}>
            {texts.channel(channel)}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/**
 * The title: disabled on NEW_OFFERS_NOTIFICATION (the app writes its own, shown in the hint); a title
 * typed before the channel changed is refused under the field, with a button that clears it.
 */
function TitleField({ shops, storeNames }: { shops: readonly { id: string; name: string }[]; storeNames?: readonly string[] | undefined }) {
  const { t } = useTranslation('notifications');
  const readOnly = useRecordFormReadOnly();
  const { values } = useFormikContext<NotificationValues>();
  const [field, meta, helpers] = useField<string>('title');
  const shownError = useShownError('title');
  const newOffers = isNewOffers(values.channel);
  const appTitle = useNewOffersTitle(values.storeIds, shops, storeNames);
  // On NEW_OFFERS_NOTIFICATION a leftover title is refused at once: the field cannot be typed in any more.
  const error = newOffers && field.value.trim() !== '' ? meta.error : shownError;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [newOffers ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.title')}</StyledLabel>
      <StyledInput
        id={id}
        {...field}
        value={field.value}
        readOnly={readOnly}
        disabled={newOffers}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-testid="notification-title"
      />
      {newOffers ? (
        <StyledHint id={hintId} data-testid="notification-title-hint">
          {t('hints.titleNewOffers', { appTitle })}
        </StyledHint>
      ) : null}
      {error ? <StyledError id={errorId}>{error}</StyledError> : null}
      {newOffers && field.value !== '' && !readOnly ? (
        <StyledInlineButton type="button" onClick={() => void helpers.setValue('')} data-testid="notification-clear-title">
          {t('hints.clearTitle')}
        </StyledInlineButton>
      ) : null}
    </StyledField>
  );
}

function HintedTextField({ name, label, hint, testId }: { name: string; label: string; hint: string; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledInput
        id={id}
        {...field}
        value={field.value}
        readOnly={readOnly}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-testid={testId}
      />
      <StyledHint id={`${id}-hint`}>{hint}</StyledHint>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

function HintedTextArea({ name, label, hint, rows, testId }: { name: string; label: string; hint: string; rows: number; testId: string }) {
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const id = useId();
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
      <StyledTextArea
        id={id}
        {...field}
        value={field.value}
        rows={rows}
        readOnly={readOnly}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        data-testid={testId}
      />
      <StyledHint id={`${id}-hint`}>{hint}</StyledHint>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

/** Now, or a planned day and hour (typed segment by segment or picked from a calendar). */
function WhenField() {
  const { t } = useTranslation('notifications');
  const readOnly = useRecordFormReadOnly();
  const [when, , whenHelpers] = useField<When>('when');
  const [plannedAt, , plannedHelpers] = useField<string>('plannedAt');
  const plannedError = useShownError('plannedAt');
  const name = useId();
  return (
    <RecordFieldset legend={t('when.legend')}>
      <StyledChoices>
        {(['now', 'planned'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name={name}
              value={choice}
              checked={when.value === choice}
              disabled={readOnly}
              onChange={() => void whenHelpers.setValue(choice)}
              data-testid={`notification-when-${choice}`}
            />
            {t(`when.${choice}`)}
          </label>
        ))}
      </StyledChoices>
      {when.value === 'planned' ? (
        <DateTimePicker
          label={t('fields.plannedAt')}
          value={plannedAt.value}
          onChange={(value) => void plannedHelpers.setValue(value)}
          onBlur={() => void plannedHelpers.setTouched(true)}
          error={plannedError}
          readOnly={readOnly}
          testId="notification-planned-at"
        />
      ) : null}
    </RecordFieldset>
  );
}

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) 300px;
  }
`;

const StyledFields = styled.div`
  min-width: 0;
`;

const StyledAside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  min-width: 0;

  @media (min-width: 900px) {
    position: sticky;
    top: 0;
  }
`;

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledInput = styled.input`
  ${textControlStyles}
  min-width: 0;

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledTextArea = styled.textarea`
  ${textControlStyles}
  resize: vertical;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.mono};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledNote = styled(StyledHint)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const StyledInlineButton = styled(StyledButton)`
  align-self: flex-start;
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
