import type { TokenSet } from '../../session/cookies';
import type { UpstreamHttp } from '../../upstream/http';

/** Answer of POST /authenticate and POST /authenticate/refresh. */
export interface UpstreamTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresIn: number;
}

function toTokenSet(raw: UpstreamTokens): TokenSet {
  return {
    accessToken: raw.accessToken,
    refreshToken: raw.refreshToken,
    expiresIn: Number(raw.expiresIn),
    refreshExpiresIn: Number(raw.refreshExpiresIn),
  };
}

/** REST client for sign-in, token rotation and sign-out. */
export class AuthClient {
  constructor(
    private readonly http: UpstreamHttp,
    private readonly traceId: string,
  ) {}

  /**
   * POST /authenticate (multipart username/password). With `vouch`, the gateway's service token
   * names the browser's address, which the api's sign-in rate limit counts failures by.
   */
  async authenticate(username: string, password: string, vouch?: { serviceToken: string; clientAddress: string }): Promise<TokenSet> {
    const raw = await this.http.json<UpstreamTokens>({
      method: 'POST',
      path: '/authenticate',
      form: { username, password },
      traceId: this.traceId,
      ...(vouch ? { serviceToken: vouch.serviceToken, clientAddress: vouch.clientAddress } : {}),
    });
    return toTokenSet(raw);
  }

  /** POST /authenticate/refresh: rotates the refresh token. */
  async refresh(refreshToken: string): Promise<TokenSet> {
    const raw = await this.http.json<UpstreamTokens>({
      method: 'POST',
      path: '/authenticate/refresh',
      json: { refreshToken },
      traceId: this.traceId,
    });
    return toTokenSet(raw);
  }

  /** POST /login/logout: revokes the refresh token (or every token of the user without one). */
  async logout(accessToken: string, refreshToken?: string): Promise<void> {
    await this.http.void({
      method: 'POST',
      path: '/login/logout',
      json: refreshToken ? { refreshToken } : {},
      token: accessToken,
      traceId: this.traceId,
    });
  }
}
