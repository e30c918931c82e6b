import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@flyerdesk/domain/dates';
import { isRole } from '@flyerdesk/domain/roles';
import { userPasswordSchema } from '@flyerdesk/domain/validation/user';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formErrors } from '../../shared/forms/validation';
import { ResourceScreen } from '../../shared/resource/ResourceScreen';
import type { ResourceColumn } from '../../shared/resource/ResourceTable';
import { formatValue } from '../../shared/resource/values';
import { useSession } from '../../shared/session/session';
import { UserStoresQuery } from './operations';
import { UserActions } from './UserActions';
import { UserFields } from './UserFields';
import { assignableRoles, isProtectedFrom, userEditor, usersResource, type UserRecord, type UserValues } from './usersResource';

/**
 * Users (/users, administrators): the live list (username, role, status, number of shops, a pending
 * password change, last change) and an account's form in the record panel: a new account with its
 * temporary password; an existing one with presence, edit lock, conflicts and history, enabled and
 * disabled by its own actions, and a temporary password set in a dialog. Only a Root user gives the
 * Root role or changes a Root account.
 */
export default function UsersPage() {
  const { t } = useTranslation('users');
  const { user: me } = useSession();
  const viewerIsRoot = me?.roles.includes('ROOT') ?? false;
  const stores = useQuery(UserStoresQuery);
  const shops = stores.data?.stores;

  const roleName = useCallback((role: unknown) => (isRole(role) ? t(`roles.${role}`) : t('roles.unknown')), [t]);
  const shopNames = useCallback(
    (ids: unknown) => {
      if (!Array.isArray(ids)) return formatValue(ids, t);
      const names = new Map((shops ?? []).map((shop) => [shop.id, shop.name]));
      return formatValue(
        (ids as unknown[]).map((id) => (typeof id === 'string' ? (names.get(id) ?? id) : id)),
        t,
      );
    },
    [shops, t],
  );
  const editor = useMemo(
    () =>
      userEditor({
        labels: {
          username: t('fields.username'),
          role: t('fields.role'),
          enabled: t('fields.enabled'),
          storeIds: t('fields.storeIds'),
          notificationChannels: t('fields.notificationChannels'),
          mustChangePassword: t('fields.mustChangePassword'),
          passwordChangedAt: t('fields.passwordChangedAt'),
        },
        role: (value) => (value === null || value === undefined || value === '' ? formatValue(value, t) : roleName(value)),
        shops: shopNames,
        channels: (value) => formatValue(Array.isArray(value) ? value.map((channel) => t(`channels.${String(channel)}`)) : value, t),
        dateTime: (value) => (typeof value === 'string' ? formatDateTime(value) : formatValue(value, t)),
      }),
    [t, roleName, shopNames],
  );
  const columns = useMemo<ResourceColumn<UserRecord>[]>(
    () => [
      { id: 'username', header: t('columns.username'), cell: (user) => user.username, isName: true },
      { id: 'role', header: t('columns.role'), cell: (user) => roleName(user.role) },
      {
        id: 'enabled',
        header: t('columns.enabled'),
        cell: (user) => (
          <StyledStatus data-enabled={user.enabled}>
            <span aria-hidden="true">{user.enabled ? '●' : '○'}</span>
            {t(user.enabled ? 'status.enabled' : 'status.disabled')}
          </StyledStatus>
        ),
      },
      { id: 'shops', header: t('columns.shops'), cell: (user) => user.storeIds.length, align: 'end', secondary: true },
      {
        id: 'mustChangePassword',
        header: t('columns.mustChangePassword'),
        cell: (user) => (user.mustChangePassword ? <StyledFlag>{t('mustChange')}</StyledFlag> : null),
        secondary: true,
      },
      {
        id: 'updatedAt',
        header: t('columns.updatedAt'),
        cell: (user) => (
          <>
            <time dateTime={user.updatedAt}>{formatDateTime(user.updatedAt)}</time>
            {user.updatedBy ? <StyledBy>{t('updatedBy', { who: user.updatedBy })}</StyledBy> : null}
          </>
        ),
        secondary: true,
      },
    ],
    [t, roleName],
  );
  const roles = useMemo(() => assignableRoles(viewerIsRoot), [viewerIsRoot]);
  // The temporary password of a new account follows the domain's rule for passwords.
  const validate = useCallback(
    (values: UserValues, { creating }: { creating: boolean }) =>
      creating ? formErrors(userPasswordSchema, { temporaryPassword: values.temporaryPassword ?? '' }, t) : {},
    [t],
  );

  return (
    <ResourceScreen
      definition={usersResource}
      editor={editor}
      title={t('title')}
      tableLabel={t('tableLabel')}
      columns={columns}
      emptyMessage={t('empty')}
      newLabel={t('new')}
      newTitle={t('newTitle')}
      validate={validate}
      renderFields={({ record, creating }) => (
        <UserFields creating={creating} roles={roles} protectedAccount={isProtectedFrom(record, viewerIsRoot)} shops={shops} />
      )}
      renderExtra={(record, context) =>
        isProtectedFrom(record, viewerIsRoot) ? null : <UserActions user={record} context={context} own={record.username === me?.username} />
      }
    />
  );
}

const StyledStatus = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  white-space: nowrap;

  span {
    color: ${({ theme }) => theme.colors.success};
  }

  &[data-enabled='false'] {
    color: ${({ theme }) => theme.colors.textMuted};

    span {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

const StyledFlag = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledBy = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
