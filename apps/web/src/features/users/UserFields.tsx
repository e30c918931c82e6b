import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import type { Role } from '@flyerdesk/domain/roles';
import { useField, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { RecordCheckboxList } from '../../shared/resource/RecordCheckboxList';
import { RecordCheckbox, RecordTextField, useShownError } from '../../shared/resource/RecordFields';
import { RecordFormContext, useRecordFormReadOnly } from '../../shared/resource/formContext';
import { Alert } from '../../shared/ui/Alert';
import { StyledError, StyledField, StyledLabel, textControlStyles } from '../../shared/ui/TextField';
import type { UserValues } from './usersResource';

export interface ShopOption {
  id: string;
  name: string;
}

export interface UserFieldsProps {
  creating: boolean;
  /** The roles the signed-in user may give. */
  roles: readonly Role[];
  /** A Root account seen by someone who is not Root: every field read-only. */
  protectedAccount: boolean;
  shops: readonly ShopOption[] | undefined;
}

/**
 * The user form's fields: username, role, (for a new account) enabled, the notification channels,
 * the shops of an editor, and (for a new account) the temporary password. Bound to the kit's record
 * form, read-only while someone else edits the account.
 */
export function UserFields({ creating, roles, protectedAccount, shops }: UserFieldsProps) {
  const { t } = useTranslation('users');
  const fields = (
    <>
      <RecordTextField name="username" label={t('fields.username')} autoComplete="off" spellCheck={false} data-testid="user-username" />
      <RoleSelect roles={roles} />
      {creating ? <RecordCheckbox name="enabled" label={t('fields.enabled')} /> : null}
      <ChannelsField />
      <ShopsField shops={shops} />
      <StyledNote>{t('assignedElsewhere')}</StyledNote>
      {creating ? (
        <>
          <RecordTextField
            name="temporaryPassword"
            label={t('fields.temporaryPassword')}
            type="password"
            autoComplete="new-password"
            data-testid="user-temporary-password"
          />
          <StyledNote>{t('passwordHint')}</StyledNote>
        </>
      ) : null}
    </>
  );
  if (!protectedAccount) return fields;
  return (
    <>
      <Alert tone="info">{t('rootOnly')}</Alert>
      <RecordFormContext.Provider value={{ readOnly: true }}>{fields}</RecordFormContext.Provider>
    </>
  );
}

function RoleSelect({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation('users');
  const readOnly = useRecordFormReadOnly();
  const [field] = useField<string>('role');
  const error = useShownError('role');
  const id = useId();
  // A role this user may not give stays on show for the account that has it (read-only then).
  const offered = field.value !== '' && !roles.includes(field.value as Role) ? [field.value as Role, ...roles] : roles;
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>{t('fields.role')}</StyledLabel>
      <StyledSelect
        id={id}
        {...field}
        disabled={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid="user-role"
      >
        <option value="">{t('chooseRole')}</option>
        {offered.map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </StyledSelect>
      {error ? <StyledError id={`${id}-error`}>{error}</StyledError> : null}
    </StyledField>
  );
}

function ChannelsField() {
  const { t } = useTranslation('users');
  const choices = useMemo(() => NOTIFICATION_CHANNELS.map((channel) => ({ id: channel, name: t(`channels.${channel}`) })), [t]);
  return (
    <RecordCheckboxList
      name="notificationChannels"
      legend={t('fields.notificationChannels')}
      choices={choices}
      order={(ids) => NOTIFICATION_CHANNELS.filter((channel) => ids.includes(channel))}
      testId="user-channels"
    />
  );
}

/** The shops of an editor, from a list with a filter box; other roles see every shop, so it is locked for them. */
function ShopsField({ shops }: { shops: readonly ShopOption[] | undefined }) {
  const { t } = useTranslation('users');
  const { values } = useFormikContext<UserValues>();
  const [{ value }] = useField<string[]>('storeIds');
  const forEditor = values.role === 'EDITOR';
  const sorted = useMemo(() => [...(shops ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [shops]);
  const known = new Set(sorted.map((shop) => shop.id));
  const gone = value.filter((id) => !known.has(id)).length;

  return (
    <RecordCheckboxList
      name="storeIds"
      legend={t('fields.storeIds')}
      choices={shops ? sorted : undefined}
      locked={!forEditor}
      order={(ids) => [...ids].sort()}
      loadingLabel={t('shops.loading')}
      emptyLabel={t('shops.none')}
      testId="user-shops"
      {...(forEditor ? { filterLabel: t('shops.filter') } : {})}
    >
      {forEditor ? null : <StyledNote>{t('shops.editorsOnly')}</StyledNote>}
      <StyledNote>{t('shops.selected', { count: value.length })}</StyledNote>
      {gone > 0 ? <StyledNote>{t('shops.hidden', { count: gone })}</StyledNote> : null}
    </RecordCheckboxList>
  );
}

const StyledSelect = styled.select`
  ${textControlStyles}
  max-width: 100%;
`;

const StyledNote = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

