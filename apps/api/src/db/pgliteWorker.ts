/**
 * The embedded PGlite database runs in a worker thread: its WebAssembly engine executes queries
 * synchronously, so keeping it off the main thread keeps HTTP handling responsive, and the worker
 * is a plain Node context whatever environment hosts the api (a test runner's sandbox included).
 */
import { Worker } from 'node:worker_threads';

export interface PGliteResult<R> {
  rows: R[];
  affectedRows?: number;
}

export interface EmbeddedClient {
  /** Runs one statement; with `begin`, a transaction is begun first, in the same exchange. */
  query<R>(sql: string, params: readonly unknown[], begin?: boolean): Promise<PGliteResult<R>>;
  /** Writes a copy of the database to `file` (replacing it at once when complete), to start others from. */
  dump(file: string): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface EmbeddedOptions {
  /** Data folder; absent for an in-memory database. */
  dataDir?: string;
  /** File holding a copy of a freshly initialised cluster (in-memory databases start from it). */
  pristineCopy?: string;
  /** File holding a copy of a database to start from when it exists (in-memory databases; test runs). */
  startingCopy?: string;
}

/**
 * Worker source, kept as text so that it runs the same from compiled and from source files.
 *
 * A query is one exchange with the engine: bind, describe, execute and sync go in together (with the
 * parse the first time a statement's text is seen, see PREPARED_MAX), the parameters encoded as
 * node-postgres encodes them for PostgreSQL (the server infers their types from the statement, as it
 * does for the api on PostgreSQL). PGlite's own `query` makes six exchanges of it, and describes the
 * statement first to pick a serializer per parameter.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { PGlite, protocol, parse } = require(workerData.pglitePath);
const { prepareValue } = require(workerData.pgUtilsPath);
const DATE_OID = 1082;
const frontend = protocol.serialize;
const DESCRIBE_PORTAL = frontend.describe({ type: 'P' });
const EXECUTE = frontend.execute({});
const SYNC = frontend.sync();
let client;

function joined(parts) {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

// Statements are prepared once per text, as named statements: the engine parses them once and keeps
// their plan (PostgreSQL settles on a generic plan after a few runs). Beyond PREPARED_MAX, the least
// recently used is closed in the exchange that prepares a new one. Statements that may change the
// schema (or anything but rows) run unnamed, and after one every prepared statement is dropped: a
// kept plan must not outlive the tables it was made for.
const PREPARED_MAX = 400;
const ROW_STATEMENT = /^\\s*(select|insert|update|delete|with)\\b/i;
const TRANSACTION_CONTROL = /^\\s*(begin|commit|rollback|savepoint|release)\\b/i;
const prepared = new Map();
let nextName = 1;

function statementFor(sql, parts) {
  if (!ROW_STATEMENT.test(sql)) {
    parts.push(frontend.parse({ text: sql }));
    return { name: '', parsing: false };
  }
  const known = prepared.get(sql);
  if (known !== undefined) {
    prepared.delete(sql);
    prepared.set(sql, known);
    return { name: known, parsing: false };
  }
  if (prepared.size >= PREPARED_MAX) {
    const [oldest, name] = prepared.entries().next().value;
    prepared.delete(oldest);
    parts.push(frontend.close({ type: 'S', name }));
  }
  const name = 'fd' + nextName++;
  parts.push(frontend.parse({ name, text: sql }));
  return { name, parsing: true };
}

async function query(sql, params, begin) {
  const values = params.map((value) => prepareValue(value));
  const parts = begin ? [frontend.query('begin')] : [];
  const statement = statementFor(sql, parts);
  parts.push(frontend.bind({ statement: statement.name, values }), DESCRIBE_PORTAL, EXECUTE, SYNC);
  const { messages } = await client.execProtocol(joined(parts), { throwOnError: false });
  if (statement.parsing && messages.some((message) => message.name === 'parseComplete')) prepared.set(sql, statement.name);
  const failure = messages.find((message) => message.name === 'error');
  if (failure) throw failure;
  if (!statement.name && !TRANSACTION_CONTROL.test(sql) && prepared.size > 0) {
    prepared.clear();
    await client.exec('deallocate all');
  }
  const results = parse.parseResults(messages, client.parsers);
  return results[results.length - 1] ?? { rows: [] };
}

async function loaded(file, parsers) {
  let copy;
  try { copy = fs.readFileSync(file); } catch { return undefined; }
  try { return await PGlite.create({ loadDataDir: new Blob([copy]), parsers }); } catch { return undefined; /* damaged copy */ }
}

async function dump(file) {
  const data = await client.dumpDataDir('none');
  const temporary = file + '.' + process.pid + '.' + Date.now();
  fs.writeFileSync(temporary, Buffer.from(await data.arrayBuffer()));
  fs.renameSync(temporary, file);
}

async function open(options) {
  const parsers = { [DATE_OID]: (value) => value };
  if (options.dataDir) return PGlite.create({ dataDir: options.dataDir, parsers });
  if (options.startingCopy) {
    const started = await loaded(options.startingCopy, parsers);
    if (started) return started;
  }
  if (options.pristineCopy) {
    const pristine = await loaded(options.pristineCopy, parsers);
    if (pristine) return pristine;
    const fresh = await PGlite.create({ parsers });
    try {
      const dump = await fresh.dumpDataDir('none');
      const temporary = options.pristineCopy + '.' + process.pid + '.' + Date.now();
      fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
      fs.renameSync(temporary, options.pristineCopy);
    } catch { /* without a copy the next start initialises a cluster again */ }
    return fresh;
  }
  return PGlite.create({ parsers });
}

function describe(error) {
  const out = { message: String(error && error.message || error) };
  for (const key of ['code', 'constraint', 'detail', 'table', 'column', 'schema', 'severity']) {
    if (error && typeof error[key] === 'string') out[key] = error[key];
  }
  return out;
}

parentPort.on('message', async (message) => {
  try {
    if (message.type === 'open') {
      client = await open(message.options);
      parentPort.postMessage({ id: message.id, ok: true });
    } else if (message.type === 'query') {
      const result = await query(message.sql, message.params, message.begin === true);
      parentPort.postMessage({ id: message.id, ok: true, result: { rows: result.rows, affectedRows: result.affectedRows } });
    } else if (message.type === 'dump') {
      await dump(message.file);
      parentPort.postMessage({ id: message.id, ok: true });
    } else if (message.type === 'close') {
      if (client && !client.closed) await client.close();
      parentPort.postMessage({ id: message.id, ok: true });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: describe(error) });
  }
});
`;

interface Reply {
  id: number;
  ok: boolean;
  result?: PGliteResult<unknown>;
  error?: { message: string; [key: string]: string };
}

/** A database error rebuilt on this side of the thread, with PostgreSQL's fields (code, constraint…). */
export class EmbeddedDatabaseError extends Error {
  override name = 'DatabaseError';
  code?: string;
  constraint?: string;
  detail?: string;

  constructor(fields: { message: string; [key: string]: string }) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

class WorkerClient implements EmbeddedClient {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: Reply) => void; reject: (e: Error) => void }>();
  private ended = false;
  /** A close was sent: nothing else is. */
  private closing = false;
  private failure: Error | undefined;

  constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const waiter = this.pending.get(reply.id);
      if (!waiter) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      waiter.resolve(reply);
    });
    const fail = (error: Error) => {
      this.failure = error;
      this.ended = true;
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.ended) fail(new Error(`The embedded database stopped (exit code ${code})`));
    });
  }

  get closed(): boolean {
    return this.ended;
  }

  private async call(message: Record<string, unknown>): Promise<Reply> {
    if (this.ended || this.closing) throw this.failure ?? new Error('The embedded database is closed');
    const id = this.nextId++;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
    if (!reply.ok) throw new EmbeddedDatabaseError(reply.error ?? { message: 'Embedded database error' });
    return reply;
  }

  async open(options: EmbeddedOptions): Promise<void> {
    await this.call({ type: 'open', options });
  }

  async query<R>(sql: string, params: readonly unknown[], begin = false): Promise<PGliteResult<R>> {
    const reply = await this.call({ type: 'query', sql, params: [...params], begin });
    return (reply.result ?? { rows: [] }) as PGliteResult<R>;
  }

  async dump(file: string): Promise<void> {
    await this.call({ type: 'dump', file });
  }

  async close(): Promise<void> {
    if (this.ended || this.closing) return;
    const closing = this.call({ type: 'close' });
    // Calls made from now on fail at once: one posted after the close would never be answered.
    this.closing = true;
    try {
      await closing;
    } finally {
      this.ended = true;
      const error = new Error('The embedded database is closed');
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
      await this.worker.terminate();
    }
  }
}

/** Starts the embedded database in its own thread and opens it. */
export async function startEmbeddedDatabase(options: EmbeddedOptions): Promise<EmbeddedClient> {
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pglitePath: require.resolve('@electric-sql/pglite'), pgUtilsPath: require.resolve('pg/lib/utils') },
  });
  const client = new WorkerClient(worker);
  try {
    await client.open(options);
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return client;
}
