import { isRole } from '@flyerdesk/domain/roles';
import type { CurrentUser, User } from '../../__generated__/resolvers-types';
import { recordMeta } from '../resources/mappers';
import type { UpstreamCurrentUser, UpstreamUser } from './client';

/** The signed-in user as GraphQL shows it; role names the gateway does not know are dropped. */
export function toCurrentUser(raw: UpstreamCurrentUser): CurrentUser {
  return {
    id: String(raw.id),
    username: raw.username,
    roles: (raw.roles ?? []).filter(isRole),
    notificationChannels: raw.notificationChannels ?? [],
    enabled: raw.enabled ?? true,
    mustChangePassword: raw.mustChangePassword ?? false,
  };
}

/** A user account as GraphQL shows it (never archived, so no archivedAt). */
export function toUser(raw: UpstreamUser): User {
  const { archivedAt: _archived, ...meta } = recordMeta(raw);
  return {
    id: raw.id,
    username: raw.username,
    role: isRole(raw.role) ? raw.role : null,
    enabled: raw.enabled,
    storeIds: raw.storeIds ?? [],
    notificationChannels: raw.notificationChannels ?? [],
    mustChangePassword: raw.mustChangePassword ?? false,
    passwordChangedAt: raw.passwordChangedAt ?? null,
    createdAt: raw.createdAt,
    ...meta,
  };
}
