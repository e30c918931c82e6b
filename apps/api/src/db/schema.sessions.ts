/** Table shapes of sign-in attempts and session revocations (see migrations/0005_session_security.ts). */
import type { ColumnType, Generated } from 'kysely';

type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One sign-in attempt that is not known to have succeeded (rate limit of sign-ins). */
export interface LoginAttemptsTable {
  id: Generated<string>;
  /** Lower-cased, trimmed username as typed (also for unknown users). */
  username: string;
  /** Address of the client that tried. */
  address: string;
  at: CreatedTimestamp;
}

/** Sessions ended on purpose; trusted services read them to close what is still open. */
export interface SessionRevocationsTable {
  /** Position in the list: the value of the `sessions` counter that recorded it. */
  seq: number;
  user_id: string;
  /** The refresh-token family (session) ended; null: every session of the user. */
  family_id: string | null;
  /** SIGNED_OUT, TOKEN_REUSED, USER_DISABLED, ROLE_CHANGED or PASSWORD_CHANGED. */
  reason: string;
  at: CreatedTimestamp;
}

export interface SessionTables {
  login_attempts: LoginAttemptsTable;
  session_revocations: SessionRevocationsTable;
}
