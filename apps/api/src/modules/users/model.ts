/**
 * A user account as the api answers it (spec §3), and how the resource kit reaches it. Accounts are
 * never archived: they are enabled or disabled. Cooks and reel channels are assigned to their editors
 * on the cook's and the channel's record (`editorIds`), not here.
 */
import { sql } from 'kysely';
import { ROLES, type Role } from '@flyerdesk/domain/roles';
import type { NewUserInput, UserInput } from '@flyerdesk/domain/validation/user';
import type { Db } from '../../db/connect';
import type { UserRow } from '../../db/schema';
import { fieldError, invalidRequest, notFound } from '../../http/errors';
import { hashPassword } from '../auth/passwords';
import type { Actor } from '../audit/record';
import type { ListSource } from '../resources/list';
import { refuseDuplicates } from '../resources/routes';
import type { RecordStore, Trx } from '../resources/writes';

export type User = {
  id: string;
  username: string;
  /** The account's role; null only for a stored role this version does not know. */
  role: Role | null;
  enabled: boolean;
  /** Shops assigned to the account (administrators see every shop whatever is assigned). */
  storeIds: string[];
  notificationChannels: string[];
  /** Signed in with a temporary password: a new one must be chosen first. */
  mustChangePassword: boolean;
  /** When the password was last set, by the user or an administrator. */
  passwordChangedAt: string | null;
  createdAt: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
};

type UserColumns = Pick<
  UserRow,
  'id' | 'username' | 'roles' | 'enabled' | 'notification_channels' | 'must_change_password' | 'password_changed_at' | 'created_at' | 'version' | 'updated_at' | 'updated_by'
> & { store_ids: string[] | null };

/** The most powerful of the stored roles this version knows (an account has one). */
export function roleOf(roles: readonly string[]): Role | null {
  return ROLES.find((role) => roles.includes(role)) ?? null;
}

export function toUser(row: UserColumns): User {
  return {
    id: row.id,
    username: row.username,
    role: roleOf(row.roles),
    enabled: row.enabled,
    storeIds: row.store_ids ?? [],
    notificationChannels: row.notification_channels,
    mustChangePassword: row.must_change_password,
    passwordChangedAt: row.password_changed_at ? row.password_changed_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
    updatedBy: row.updated_by,
  };
}

/** The columns of an account's JSON (never its password hash), with its assigned shops. */
export function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.username',
      'users.roles',
      'users.enabled',
      'users.notification_channels',
      'users.must_change_password',
      'users.password_changed_at',
      'users.created_at',
      'users.version',
      'users.updated_at',
      'users.updated_by',
    ])
    .select(
      sql<string[]>`array(select store_editors.store_id::text from store_editors where store_editors.user_id = users.id order by 1)`.as('store_ids'),
    );
}

export const userStore: RecordStore<User> = {
  resource: 'users',
  table: 'users',
  archivable: false,
  notFound: () => notFound('User not found'),
  read: async (db: Db, id: string) => {
    const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
    return row ? toUser(row) : undefined;
  },
};

export const USER_LIST: ListSource<'users'> = {
  table: 'users',
  sorts: {
    username: { column: 'username', text: true },
    role: { column: 'roles' },
    enabled: { column: 'enabled' },
    updatedAt: { column: 'updated_at' },
  },
  searchColumns: ['username'],
  archivable: false,
};

/** A username taken by another account (ignoring case): 409 DUPLICATE_NAME on `username`. */
export const refuseDuplicateUsername: (err: unknown) => never = refuseDuplicates('username', 'A user with this username already exists');

/** Refuses shops that do not exist (400 on `storeIds`); archived shops may stay assigned. */
export async function checkStores(trx: Trx, storeIds: readonly string[]): Promise<void> {
  if (storeIds.length === 0) return;
  const found = await trx.selectFrom('stores').select('id').where('id', 'in', [...storeIds]).execute();
  const known = new Set(found.map((row) => row.id));
  const missing = storeIds.findIndex((id) => !known.has(id));
  if (missing !== -1) throw invalidRequest([fieldError(`storeIds[${missing}]`, 'validation.storeNotFound')]);
}

/** Makes the account's assigned shops exactly `storeIds`. */
export async function assignStores(trx: Trx, userId: string, storeIds: readonly string[]): Promise<void> {
  await checkStores(trx, storeIds);
  await trx.deleteFrom('store_editors').where('user_id', '=', userId).execute();
  if (storeIds.length > 0) {
    await trx
      .insertInto('store_editors')
      .values(storeIds.map((storeId) => ({ store_id: storeId, user_id: userId })))
      .execute();
  }
}

/**
 * Inserts an account with its password and its shops; answers its id. The password is temporary
 * (to be changed at the first sign-in) unless the person who will use the account chose it. A taken
 * username fails with the database's unique violation.
 */
export async function insertUser(trx: Trx, input: NewUserInput, actor: Actor, temporary = true): Promise<string> {
  const row = await trx
    .insertInto('users')
    .values({
      username: input.username,
      password_hash: await hashPassword(input.temporaryPassword),
      roles: [input.role],
      notification_channels: input.notificationChannels,
      enabled: input.enabled ?? true,
      must_change_password: temporary,
      password_changed_at: new Date(),
      updated_by: actor.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await assignStores(trx, row.id, input.storeIds ?? []);
  return row.id;
}

/** Writes the form's columns of an account (`enabled` and `storeIds` only when given) and its bookkeeping (version +1, when, who). */
export async function updateUserRow(trx: Trx, id: string, input: UserInput, actor: Actor): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({
      username: input.username,
      roles: [input.role],
      notification_channels: input.notificationChannels,
      ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
      version: eb('version', '+', 1),
      updated_at: new Date(),
      updated_by: actor.username,
    }))
    .where('id', '=', id)
    .execute();
  if (input.storeIds !== undefined) await assignStores(trx, id, input.storeIds);
}

/**
 * Sets an account's password: `temporary` (an administrator set it, or a new account) asks for a
 * new one at the next sign-in; the user's own choice clears that.
 */
export async function setPassword(trx: Trx, id: string, password: string, temporary: boolean, actor: Actor): Promise<void> {
  const passwordHash = await hashPassword(password);
  await trx
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      must_change_password: temporary,
      password_changed_at: new Date(),
      version: eb('version', '+', 1),
      updated_at: new Date(),
      updated_by: actor.username,
    }))
    .where('id', '=', id)
    .execute();
}
