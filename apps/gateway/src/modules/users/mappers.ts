import { isRole } from '@flyerdesk/domain/roles';
import type { CurrentUser } from '../../__generated__/resolvers-types';
import type { UpstreamCurrentUser } from './client';

/** The signed-in user as GraphQL shows it; role names the gateway does not know are dropped. */
export function toCurrentUser(raw: UpstreamCurrentUser): CurrentUser {
  return {
    id: String(raw.id),
    username: raw.username,
    roles: (raw.roles ?? []).filter(isRole),
    notificationChannels: raw.notificationChannels ?? [],
    enabled: raw.enabled ?? true,
  };
}
