/**
 * Kysely dialect for the embedded PGlite database. PGlite is a single connection, so the driver
 * hands it out to one user at a time: a transaction keeps it until commit or rollback and other
 * requests wait, which keeps concurrent transactions isolated from each other.
 */
import {
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { EmbeddedClient } from './pgliteWorker';

class PGliteConnection implements DatabaseConnection {
  /** A transaction was begun and nothing has run in it yet: `begin` goes with its first statement. */
  private beginPending = false;

  constructor(private readonly client: EmbeddedClient) {}

  begin(): void {
    this.beginPending = true;
  }

  /** Commits or rolls back; a transaction in which nothing ran was never begun on the engine. */
  async end(statement: 'commit' | 'rollback'): Promise<void> {
    if (this.beginPending) {
      this.beginPending = false;
      return;
    }
    await this.client.query(statement, []);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const begin = this.beginPending;
    this.beginPending = false;
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters], begin);
    const writes = /^\s*(insert|update|delete|merge)\b/i.test(compiledQuery.sql);
    return {
      rows: result.rows,
      ...(writes && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported by the embedded database');
  }
}

/** One holder at a time; waiters are served in arrival order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private release: (() => void) | undefined;

  async lock(): Promise<void> {
    let unlock!: () => void;
    const next = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    this.release = unlock;
  }

  unlock(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}

class PGliteDriver implements Driver {
  private readonly mutex = new Mutex();
  private readonly connection: PGliteConnection;

  constructor(private readonly client: EmbeddedClient) {
    this.connection = new PGliteConnection(client);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.mutex.lock();
    return this.connection;
  }

  beginTransaction(): Promise<void> {
    this.connection.begin();
    return Promise.resolve();
  }

  async commitTransaction(): Promise<void> {
    await this.connection.end('commit');
  }

  async rollbackTransaction(): Promise<void> {
    await this.connection.end('rollback');
  }

  releaseConnection(): Promise<void> {
    this.mutex.unlock();
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    if (!this.client.closed) await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly client: EmbeddedClient) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.client);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
