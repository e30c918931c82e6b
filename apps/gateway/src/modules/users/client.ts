import type { UpstreamHttp } from '../../upstream/http';

/** GET /api/users/me as the api answers it. */
export interface UpstreamCurrentUser {
  id: string;
  username: string;
  roles: string[];
  notificationChannels?: string[];
  enabled?: boolean;
}

/** REST client for the signed-in user's profile. */
export class UsersClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly traceId: string,
  ) {}

  /** Verifies the access token upstream and returns whose it is. */
  async me(accessToken: string): Promise<UpstreamCurrentUser> {
    return this.http.json<UpstreamCurrentUser>({ method: 'GET', path: '/api/users/me', token: accessToken, traceId: this.traceId });
  }
}
