/** Table shapes of sign-in attempts and session revocations (see migrations/0005_session_security.ts). */
import type { ColumnType, Generated } from 'kysely';

type CreatedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One password check that is not known to have succeeded (throttling of sign-ins and password changes). */
export interface LoginAttemptsTable {
  id: Generated<string>;
  /**
   * Lower-cased, trimmed username as typed (also for unknown users); for a password change
   * `PASSWORD-CHANGE <user id>`, which no typed username gives (see modules/auth/loginAttempts.ts).
   */
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
