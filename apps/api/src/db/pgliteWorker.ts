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
  query<R>(sql: string, params: readonly unknown[]): Promise<PGliteResult<R>>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface EmbeddedOptions {
  /** Data folder; absent for an in-memory database. */
  dataDir?: string;
  /** File holding a copy of a freshly initialised cluster (in-memory databases start from it). */
  pristineCopy?: string;
}

/** Worker source, kept as text so that it runs the same from compiled and from source files. */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { PGlite } = require(workerData.pglitePath);
const DATE_OID = 1082;
let client;

async function open(options) {
  const parsers = { [DATE_OID]: (value) => value };
  if (options.dataDir) return PGlite.create({ dataDir: options.dataDir, parsers });
  if (options.pristineCopy) {
    let copy;
    try { copy = fs.readFileSync(options.pristineCopy); } catch { copy = undefined; }
    if (copy) {
      try { return await PGlite.create({ loadDataDir: new Blob([copy]), parsers }); } catch { /* damaged copy */ }
    }
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
      const result = await client.query(message.sql, message.params);
      parentPort.postMessage({ id: message.id, ok: true, result: { rows: result.rows, affectedRows: result.affectedRows } });
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

  async query<R>(sql: string, params: readonly unknown[]): Promise<PGliteResult<R>> {
    const reply = await this.call({ type: 'query', sql, params: [...params] });
    return (reply.result ?? { rows: [] }) as PGliteResult<R>;
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
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { pglitePath: require.resolve('@electric-sql/pglite') } });
  const client = new WorkerClient(worker);
  try {
    await client.open(options);
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  return client;
}
