/**
 * Servers of the benchmarks run in their own processes (as in production, where the api and the
 * gateway are separate processes), while the clients and the measurements stay in the benchmark's
 * process. They talk over the IPC channel of `fork`: requests with an id, replies with the same id,
 * and events the server sends on its own.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const ROOT = path.resolve(__dirname, '../..');

interface RequestMessage {
  id: number;
  op: string;
  args: unknown;
}

interface ReplyMessage {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: string;
}

interface ReadyMessage {
  ready: unknown;
}

interface EventMessage {
  event: string;
  data: unknown;
}

type ChildMessage = ReplyMessage | ReadyMessage | EventMessage | { failed: string };

/** With BENCH_PROFILE_DIR set, every server process writes CPU profiles (.cpuprofile) into <dir>/<server> when it ends. */
function profileArgs(name: string): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  if (!dir) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, name.replace(/\W+/g, '-'))}`];
}

/** A server process started by a benchmark. */
export class ServerProcess<Ready> {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners: ((event: string, data: unknown) => void)[] = [];
  private exited = false;

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly ready: Ready,
  ) {}

  /** Forks `bench/support/<script>` with the given settings and waits until it is listening. */
  static start<Ready>(name: string, script: string, settings: unknown): Promise<ServerProcess<Ready>> {
    const child = fork(path.join(__dirname, script), [JSON.stringify(settings)], {
      cwd: ROOT,
      execArgv: ['--import', 'tsx', '--expose-gc', ...profileArgs(name)],
      silent: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => console.log(`  [${name}] ${line}`));
    }
    return new Promise((resolve, reject) => {
      let server: ServerProcess<Ready> | null = null;
      child.on('message', (raw: ChildMessage) => {
        if ('ready' in raw) {
          server = new ServerProcess<Ready>(name, child, raw.ready as Ready);
          resolve(server);
        } else if ('failed' in raw) {
          reject(new Error(`${name} could not start: ${raw.failed}`));
        } else {
          server?.receive(raw);
        }
      });
      child.on('exit', (code, signal) => {
        if (server) server.onExit(code, signal);
        else reject(new Error(`${name} exited before it was ready (${signal ?? `exit code ${code}`})`));
      });
    });
  }

  private receive(message: ReplyMessage | EventMessage): void {
    if ('event' in message) {
      for (const listener of this.listeners) listener(message.event, message.data);
      return;
    }
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.ok) waiter.resolve(message.result);
    else waiter.reject(new Error(`${this.name}: ${message.error ?? 'request failed'}`));
  }

  private onExit(code: number | null, signal: NodeJS.Signals | null): void {
    this.exited = true;
    for (const waiter of this.pending.values()) waiter.reject(new Error(`${this.name} exited (${signal ?? `exit code ${code}`})`));
    this.pending.clear();
  }

  /** Calls an operation of the server process and resolves with its result. */
  request<T>(op: string, args: unknown = null): Promise<T> {
    if (this.exited) return Promise.reject(new Error(`${this.name} is not running`));
    const id = this.nextId++;
    const message: RequestMessage = { id, op, args };
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: (value) => resolve(value as T), reject });
      this.child.send(message);
    });
  }

  /** Receives the events the server process sends on its own. */
  onEvent(listener: (event: string, data: unknown) => void): void {
    this.listeners.push(listener);
  }

  /** Asks the server to close and waits for the process to end (killed after 10 s). */
  async stop(): Promise<void> {
    if (this.exited) return;
    const ended = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    const kill = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
    try {
      await this.request('stop');
    } catch {
      // The process ended while answering.
    }
    await ended;
    clearTimeout(kill);
  }
}

/** Memory of a server process after a full garbage collection, as its `usage` operation answers it. */
export interface ProcessUsage {
  rssBytes: number;
  heapUsedBytes: number;
  /** Memory of buffers outside the JavaScript heap (socket buffers among them). */
  externalBytes: number;
}

/**
 * CPU time (user + system) of this process so far, in milliseconds, as its `cpu` operation answers it.
 * Read for CPU per request or per round: `usage` forces a full garbage collection for its memory
 * figures, and that collection would count in the next interval measured.
 */
export function processCpuMs(): number {
  const cpu = process.cpuUsage();
  return (cpu.user + cpu.system) / 1000;
}

/** CPU time (ms) of each of the given server processes so far, read with their `cpu` operation. */
export async function cpuOf<K extends string>(processes: Record<K, ServerProcess<unknown>>): Promise<Record<K, number>> {
  const found = {} as Record<K, number>;
  for (const name of Object.keys(processes) as K[]) found[name] = await processes[name].request<number>('cpu');
  return found;
}

/** Memory of this process, after a full garbage collection when the process allows it. */
export function processUsage(): ProcessUsage {
  (globalThis as { gc?: () => void }).gc?.();
  const memory = process.memoryUsage();
  return { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, externalBytes: memory.external };
}

type Handler = (args: unknown) => unknown;

/**
 * The server side: starts the server, tells the benchmark it is ready, answers its requests.
 * `stop` closes the server and ends the process; so does losing the benchmark process.
 */
export async function serveChild<Settings>(start: (settings: Settings) => Promise<{ ready: unknown; handlers: Record<string, Handler>; close(): Promise<void> }>): Promise<void> {
  const send = (message: ChildMessage, then?: () => void) => {
    if (process.connected && process.send) process.send(message, undefined, {}, () => then?.());
    else then?.();
  };
  let server: Awaited<ReturnType<typeof start>>;
  try {
    server = await start(JSON.parse(process.argv[2] ?? '{}') as Settings);
  } catch (err) {
    send({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) }, () => process.exit(1));
    return;
  }
  const handlers: Record<string, Handler> = { usage: () => processUsage(), cpu: () => processCpuMs(), ...server.handlers };
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.close();
  };
  process.on('disconnect', () => {
    void close().finally(() => process.exit(0));
  });
  process.on('message', (raw: RequestMessage) => {
    if (raw.op === 'stop') {
      void close().then(
        () => send({ id: raw.id, ok: true, result: null }, () => process.exit(0)),
        (err: unknown) => send({ id: raw.id, ok: false, error: String(err) }, () => process.exit(1)),
      );
      return;
    }
    const handler = handlers[raw.op];
    if (!handler) {
      send({ id: raw.id, ok: false, error: `unknown operation ${raw.op}` });
      return;
    }
    Promise.resolve()
      .then(() => handler(raw.args))
      .then(
        (result) => send({ id: raw.id, ok: true, result }),
        (err: unknown) => send({ id: raw.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
      );
  });
  send({ ready: server.ready });
}

/** Sends an event to the benchmark process (no reply). */
export function emitToBenchmark(event: string, data: unknown): void {
  if (process.connected) process.send?.({ event, data } satisfies EventMessage);
}
