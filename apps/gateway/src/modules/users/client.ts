import type { PasswordChangeInput } from '@flyerdesk/domain/validation/password';
import { ScopedClient } from '../../upstream/http';

/** GET /api/users/me as the api answers it. */
export interface UpstreamCurrentUser {
  id: string;
  username: string;
  roles: string[];
  notificationChannels?: string[];
  enabled?: boolean;
}

/** REST client for the signed-in user's profile and password. */
export class UsersClient extends ScopedClient {
  /** Verifies an access token upstream and returns whose it is. */
  me(accessToken: string): Promise<UpstreamCurrentUser> {
    return this.http.json<UpstreamCurrentUser>({ method: 'GET', path: '/api/users/me', token: accessToken, traceId: this.scope.traceId });
  }

  /** POST /api/users/me/password (204). */
  changePassword(input: PasswordChangeInput): Promise<void> {
    return this.writeVoid('POST', '/api/users/me/password', { json: input });
  }
}
