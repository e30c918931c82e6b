import type { WebSocket } from 'ws';
import { revokes, type RevocationReason, type SessionRevocation } from './revocations';
import type { AuthenticatedSession } from './session';

/** Close code of a socket whose session ended or expired: the client refreshes over HTTP, then reconnects. */
export const SESSION_ENDED_CLOSE = 4401;

/** The close reason a socket is given, per reason of the revocation (any other: 'Session ended'). */
const CLOSE_REASONS: Partial<Record<RevocationReason, string>> = {
  USER_DISABLED: 'Account disabled',
  ROLE_CHANGED: 'Role changed',
  PASSWORD_CHANGED: 'Password changed',
  // The session goes on: the client renews its token and subscribes again to what it may see now.
  ASSIGNMENT_CHANGED: 'Shops changed',
};

/** What the accounting of one connection needs: to hear when it closes. */
interface Connection {
  once(event: 'close', listener: () => void): unknown;
}

/**
 * The open WebSockets of this replica: how many each client address holds (a cap per address) and
 * which session each one belongs to (closed when that session is revoked). `watchRevocations` is
 * called when the first session is attached and its release when the last one is gone: revocations
 * are only looked for while there are sockets to close.
 */
export class OpenSockets {
  private readonly perAddress = new Map<string, number>();
  private readonly sessions = new Map<WebSocket, AuthenticatedSession>();
  private stopWatching: (() => void) | null = null;

  constructor(
    private readonly maxPerAddress: number,
    private readonly watchRevocations: () => () => void = () => () => undefined,
  ) {}

  /**
   * Counts one more connection of the address, until it closes (whether the WebSocket handshake
   * completes or not). False, and nothing counted, when the address holds its maximum already.
   */
  admit(address: string, connection: Connection): boolean {
    const open = this.perAddress.get(address) ?? 0;
    if (open >= this.maxPerAddress) return false;
    this.perAddress.set(address, open + 1);
    connection.once('close', () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left <= 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    });
    return true;
  }

  /** Connections counted for an address. */
  countOf(address: string): number {
    return this.perAddress.get(address) ?? 0;
  }

  /** Records the verified session of a socket (after connection_init). */
  attach(socket: WebSocket, session: AuthenticatedSession): void {
    this.sessions.set(socket, session);
    this.stopWatching ??= this.watchRevocations();
  }

  detach(socket: WebSocket): void {
    this.sessions.delete(socket);
    this.released();
  }

  /** Sockets with a verified session. */
  get size(): number {
    return this.sessions.size;
  }

  private released(): void {
    if (this.sessions.size > 0 || !this.stopWatching) return;
    this.stopWatching();
    this.stopWatching = null;
  }

  /** Closes the sockets of a revoked session with 4401; returns how many were closed. */
  revoke(revocation: SessionRevocation): number {
    let closed = 0;
    for (const [socket, session] of this.sessions) {
      if (!revokes(revocation, { userId: session.user.id, sessionId: session.sessionId, issuedAt: session.issuedAt })) continue;
      this.sessions.delete(socket);
      socket.close(SESSION_ENDED_CLOSE, CLOSE_REASONS[revocation.reason] ?? 'Session ended');
      closed += 1;
    }
    this.released();
    return closed;
  }
}
