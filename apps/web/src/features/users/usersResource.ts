import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { ROLES, type Role } from '@flyerdesk/domain/roles';
import { userSchema } from '@flyerdesk/domain/validation/user';
import type { NewUserInput, UserInput, UserRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  CreateUserMutation,
  UpdateUserMutation,
  UserHistoryQuery,
  UserQuery,
  UserRecordFragment as UserFragment,
  UsersChangedSubscription,
  UsersPageQuery,
} from './operations';

export type UserRecord = UserRecordFragment;

/**
 * Users for the resource kit. Accounts are never archived (no archive or restore: they are enabled
 * and disabled instead), and a new account is created with a temporary password the update has no
 * field for.
 */
export const usersResource: ResourceDefinition<UserRecord, UserInput, NewUserInput> = {
  resource: 'users',
  fragment: UserFragment,
  listQuery: UsersPageQuery,
  changes: UsersChangedSubscription,
  recordQuery: UserQuery,
  historyQuery: UserHistoryQuery,
  create: CreateUserMutation,
  update: UpdateUserMutation,
  searchFields: ['username'],
  nameOf: (user) => user.username,
};

/**
 * The user form. `enabled` and `temporaryPassword` belong to a new account only (an existing one is
 * enabled and disabled by its own actions, its password set in its own dialog); `mustChangePassword`
 * and `passwordChangedAt` are never edited and are named here for the history only.
 */
export interface UserValues extends Record<string, unknown> {
  username: string;
  /** Empty until a role is chosen (or when the stored role is unknown to this version). */
  role: Role | '';
  storeIds: string[];
  notificationChannels: string[];
  enabled?: boolean;
  temporaryPassword?: string;
  mustChangePassword?: boolean;
  passwordChangedAt?: string | null;
}

export interface UserFieldFormats {
  labels: Record<'username' | 'role' | 'enabled' | 'storeIds' | 'notificationChannels' | 'mustChangePassword' | 'passwordChangedAt', string>;
  role: (value: unknown) => string;
  shops: (value: unknown) => string;
  channels: (value: unknown) => string;
  dateTime: (value: unknown) => string;
}

/** Channels in the domain's order, each once. */
function orderedChannels(channels: readonly string[]): string[] {
  return NOTIFICATION_CHANNELS.filter((channel) => channels.includes(channel));
}

/** The form of a user (spec §5, userSchema of the domain; the temporary password is checked by the page while creating). */
export function userEditor(formats: UserFieldFormats): RecordEditor<UserRecord, UserValues, UserInput, NewUserInput> {
  const { labels } = formats;
  const fields: FieldDescription<UserValues>[] = [
    { name: 'username', label: labels.username },
    { name: 'role', label: labels.role, format: formats.role },
    { name: 'notificationChannels', label: labels.notificationChannels, format: formats.channels },
    { name: 'storeIds', label: labels.storeIds, format: formats.shops },
    { name: 'enabled', label: labels.enabled },
    { name: 'mustChangePassword', label: labels.mustChangePassword },
    { name: 'passwordChangedAt', label: labels.passwordChangedAt, format: formats.dateTime },
  ];
  const toInput = (values: UserValues): UserInput => ({
    username: values.username.trim(),
    // The schema has checked that it is one of the roles before anything is sent.
    role: values.role as Role,
    storeIds: [...new Set(values.storeIds)].sort(),
    notificationChannels: orderedChannels(values.notificationChannels),
  });
  return {
    schema: userSchema,
    // The password stays in the values (empty) after a save too: the new account's form shows it until the panel moves on.
    toValues: (user) =>
      user
        ? {
            username: user.username,
            role: user.role ?? '',
            storeIds: [...user.storeIds].sort(),
            notificationChannels: orderedChannels(user.notificationChannels),
            temporaryPassword: '',
          }
        : { username: '', role: '', storeIds: [], notificationChannels: [], enabled: true, temporaryPassword: '' },
    toInput,
    toCreateInput: (values) => ({ ...toInput(values), enabled: values.enabled ?? true, temporaryPassword: values.temporaryPassword ?? '' }),
    fields,
  };
}

/** The roles the signed-in user may give: only a Root user gives (or takes away) the Root role. */
export function assignableRoles(viewerIsRoot: boolean): readonly Role[] {
  return viewerIsRoot ? ROLES : ROLES.filter((role) => role !== 'ROOT');
}

/** A Root account is changed by a Root user only: anyone else sees it read-only. */
export function isProtectedFrom(user: UserRecord | undefined, viewerIsRoot: boolean): boolean {
  return user?.role === 'ROOT' && !viewerIsRoot;
}
