/**
 * Creates an account from the command line, typically the first ROOT account of an empty database:
 *
 *   npm run create-user -w @flyerdesk/api -- --username root --role ROOT
 *
 * It uses the api's own database configuration (DATABASE_URL, else the embedded database under
 * DATA_DIR) and brings the database up to date first, so it works on an empty one; it never adds
 * demo data. The password comes from FLYERDESK_NEW_PASSWORD when set, otherwise from standard input
 * (asked for without echo on a terminal) — never from the command line, where the process list and
 * the shell history would keep it. With the embedded database, stop the api first: one process at a
 * time may open its folder.
 */
import path from 'node:path';
import readline from 'node:readline';
import { NOTIFICATION_CHANNELS } from '@flyerdesk/domain/notificationChannels';
import { ROLES } from '@flyerdesk/domain/roles';
import { validateWith } from '@flyerdesk/domain/validation/messages';
import { newUserSchema, USERNAME_MIN_LENGTH } from '@flyerdesk/domain/validation/user';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrations';
import { ConfigError, loadAccountCommandEnv, loadConfig } from '../env';
import { ApiError } from '../http/errors';
import { SYSTEM_ACTOR } from '../modules/audit/record';
import { auditedWrite } from '../modules/resources/writes';
import { insertUser, refuseDuplicateUsername, userStore } from '../modules/users/model';

const USAGE = `Usage: npm run create-user -w @flyerdesk/api -- --username NAME --role ROLE [options]

Creates a Flyerdesk account in the api's database (DATABASE_URL, else the embedded one in DATA_DIR).

  --username NAME               the account's username (longer than ${USERNAME_MIN_LENGTH - 1} characters)
  --role ROLE                   one of ${ROLES.join(', ')}
  --notification-channel NAME   a channel the account may send to (repeat for more; default
                                NEW_OFFERS_NOTIFICATION); one of ${NOTIFICATION_CHANNELS.join(', ')}
  --temporary                   the password is temporary: it must be changed at the first sign-in
  --help                        this text

The password is read from FLYERDESK_NEW_PASSWORD when set, otherwise from standard input (one line;
asked for without echo on a terminal). It is never accepted on the command line.`;

/** A mistake in how the command was called (exit code 2). */
class UsageError extends Error {}

/** A refusal of the account (exit code 1). */
class Refusal extends Error {}

interface AccountArguments {
  username: string;
  role: string;
  notificationChannels: string[];
  temporary: boolean;
}

/** Reads the command line; a password on it is refused outright. */
function parseArguments(argv: readonly string[]): AccountArguments | 'help' {
  let username: string | undefined;
  let role: string | undefined;
  const channels: string[] = [];
  let temporary = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (/^--pass(word)?$|^-p$/.test(name)) {
      throw new UsageError(
        'A password is never taken from the command line (the process list and the shell history would keep it). ' +
          'Set FLYERDESK_NEW_PASSWORD, or leave it unset and type the password when asked (or pipe it on standard input).',
      );
    }
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} needs a value`);
      i += 1;
      return next;
    };
    switch (name) {
      case '--help':
      case '-h':
        return 'help';
      case '--username':
        username = value();
        break;
      case '--role':
        role = value().toUpperCase();
        break;
      case '--notification-channel':
        channels.push(value().toUpperCase());
        break;
      case '--temporary':
        temporary = true;
        break;
      default:
        throw new UsageError(`Unknown argument: ${arg}`);
    }
  }
  if (username === undefined) throw new UsageError('--username is required');
  if (role === undefined) throw new UsageError('--role is required');
  return { username, role, notificationChannels: channels.length > 0 ? channels : ['NEW_OFFERS_NOTIFICATION'], temporary };
}

/** Asks for a line on the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  // Echo goes off before the question shows, so nothing typed after it is echoed.
  input.setRawMode(true);
  process.stderr.write(question);
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003') return finish(new Refusal('Cancelled'));
        if (char === '\u0004') return value === '' ? finish(new Refusal('Cancelled')) : finish();
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else value += char;
      }
      return undefined;
    };
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of standard input (without its line end); undefined when it is empty. */
async function firstLine(): Promise<string | undefined> {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
  }
}

/** The new account's password: FLYERDESK_NEW_PASSWORD, asked on a terminal (twice), else standard input's first line. */
async function readPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  if (process.stdin.isTTY) {
    const password = await askHidden('Password of the new account: ');
    if ((await askHidden('The same password again: ')) !== password) throw new Refusal('The passwords do not match');
    return password;
  }
  const line = await firstLine();
  if (line === undefined || line === '') {
    throw new Refusal('No password given: set FLYERDESK_NEW_PASSWORD or give the password on standard input');
  }
  return line;
}

/** Field names of the form as the command calls them. */
const FIELD_NAMES: Record<string, string> = {
  temporaryPassword: 'password',
  notificationChannels: 'notification channel',
};

async function createAccount(argv: readonly string[]): Promise<string> {
  const parsed = parseArguments(argv);
  if (parsed === 'help') return USAGE;
  const accountEnv = loadAccountCommandEnv();
  const config = loadConfig(undefined, accountEnv.cwd);
  const password = await readPassword(accountEnv.password);
  const checked = validateWith(newUserSchema, {
    username: parsed.username,
    role: parsed.role,
    enabled: true,
    storeIds: [],
    notificationChannels: parsed.notificationChannels,
    temporaryPassword: password,
  });
  if (!checked.ok) {
    const lines = checked.invalidFields.map((f) => {
      const field = f.field.replace(/\[\d+\]$/, '');
      return `  ${FIELD_NAMES[field] ?? field}: ${f.message}`;
    });
    throw new Refusal(`The account was not created:\n${lines.join('\n')}`);
  }
  const input = checked.value;
  const { db } = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite'), poolMax: 2 });
  try {
    await migrate(db);
    const account = await auditedWrite(db, userStore, {
      action: 'CREATED',
      actor: SYSTEM_ACTOR,
      write: (trx) => insertUser(trx, input, SYSTEM_ACTOR, parsed.temporary),
    }).catch(refuseDuplicateUsername);
    return `Created ${account.role ?? input.role} account "${account.username}"`;
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) throw new Refusal(`An account named "${input.username}" already exists; nothing was changed`);
    if (err instanceof ApiError && err.status === 400) {
      throw new Refusal(`The account was not created: ${err.invalidFields?.map((f) => f.message).join('; ') ?? err.message}`);
    }
    throw err;
  } finally {
    await db.destroy();
  }
}

createAccount(process.argv.slice(2)).then(
  (message) => {
    process.stdout.write(`${message}\n`);
    process.exit(0);
  },
  (err: unknown) => {
    if (err instanceof UsageError) {
      process.stderr.write(`${err.message}\n\n${USAGE}\n`);
      process.exit(2);
    }
    if (err instanceof Refusal || err instanceof ConfigError) {
      process.stderr.write(`${err instanceof ConfigError ? `Configuration error: ${err.message}` : err.message}\n`);
      process.exit(1);
    }
    process.stderr.write(`Could not create the account: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
