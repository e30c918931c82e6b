import type { PasswordChangeInput } from '@flyerdesk/domain/validation/password';
import type { NewUserInput, UserInput } from '@flyerdesk/domain/validation/user';
import { seg, type CallScope, type UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamRecord } from '../resources/client';

/** GET /api/users/me as the api answers it. */
export interface UpstreamCurrentUser {
  id: string;
  username: string;
  roles: string[];
  notificationChannels?: string[];
  enabled?: boolean;
  mustChangePassword?: boolean;
}

/** A user account as the api answers it (GET /api/users/{id}). */
export interface UpstreamUser extends UpstreamRecord {
  username: string;
  role: string | null;
  enabled: boolean;
  storeIds?: string[];
  notificationChannels?: string[];
  mustChangePassword?: boolean;
  passwordChangedAt?: string | null;
  createdAt: string;
}

/**
 * REST client of user accounts (the kit's list, record, create, update and history; accounts are never
 * archived), their enable, disable and temporary password, and the signed-in user's profile and password.
 */
export class UsersClient extends ResourceClient<UpstreamUser, UserInput> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'users');
  }

  /** Verifies an access token upstream and returns whose it is. */
  me(accessToken: string): Promise<UpstreamCurrentUser> {
    return this.http.json<UpstreamCurrentUser>({ method: 'GET', path: '/api/users/me', token: accessToken, traceId: this.scope.traceId });
  }

  /** POST /api/users/me/password (204). */
  changePassword(input: PasswordChangeInput): Promise<void> {
    return this.writeVoid('POST', '/api/users/me/password', { json: input });
  }

  /** POST /api/users: a new account with its temporary password. */
  createWithPassword(input: NewUserInput): Promise<UpstreamUser> {
    return this.write<UpstreamUser>('POST', '/api/users', { json: input });
  }

  /** POST /api/users/{id}/enable or /disable; with a version, only if nobody changed the account since. */
  setEnabled(id: string, enabled: boolean, version: number | null | undefined): Promise<UpstreamUser> {
    const path = `/api/users/${seg(id)}/${enabled ? 'enable' : 'disable'}`;
    return this.write<UpstreamUser>('POST', path, version === null || version === undefined ? {} : { ifMatch: version });
  }

  /** POST /api/users/{id}/password: a temporary password the user must change at the next sign-in. */
  setPassword(id: string, temporaryPassword: string, version: number | null | undefined): Promise<UpstreamUser> {
    const options = { json: { temporaryPassword }, ...(version === null || version === undefined ? {} : { ifMatch: version }) };
    return this.write<UpstreamUser>('POST', `/api/users/${seg(id)}/password`, options);
  }
}
