import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A Flyerdesk service (the api or a gateway) run from its build as a real process on loopback, the
 * way an operator runs it, with its JSON log lines collected (tests only).
 */
export interface ServiceProcess {
  name: string;
  url: string;
  /** Every JSON log line the process printed, parsed. */
  readonly logs: Record<string, unknown>[];
  /** Starts it again with the same configuration (after a kill or a stop). */
  start(): Promise<void>;
  /** Kills it at once (SIGKILL): no graceful stop, as when a machine dies. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop an orchestrator asks for. */
  stop(): Promise<void>;
}

export interface ServiceOptions {
  name: string;
  /** Path of the built entry point (e.g. apps/api/dist/main.js). */
  script: string;
  cwd: string;
  port: number;
  /** Complete environment of the process. */
  env: Record<string, string | undefined>;
  /** How long it may take to answer /healthz after starting. */
  startTimeoutMs?: number;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

export async function startService(options: ServiceOptions): Promise<ServiceProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const logs: Record<string, unknown>[] = [];
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let output = '';

  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-20_000);
    for (const line of chunk.toString().split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // A line split over two chunks: the rest of the log is enough for the tests.
      }
    }
  };

  const start = async (): Promise<void> => {
    const proc = spawn(process.execPath, [options.script], { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let buffered = '';
    proc.stdout?.on('data', (chunk: Buffer) => {
      // Whole lines only.
      buffered += chunk.toString();
      const end = buffered.lastIndexOf('\n');
      if (end < 0) return;
      collect(Buffer.from(buffered.slice(0, end + 1)));
      buffered = buffered.slice(end + 1);
    });
    proc.stderr?.on('data', (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    });
    exited = new Promise((resolve) => proc.once('exit', () => resolve()));
    const until = Date.now() + (options.startTimeoutMs ?? 60_000);
    while (!(await healthy(url))) {
      if (proc.exitCode !== null) throw new Error(`${options.name} exited with ${proc.exitCode} while starting:\n${output}`);
      if (Date.now() > until) {
        proc.kill('SIGKILL');
        throw new Error(`${options.name} did not answer /healthz in time:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const end = async (signal: NodeJS.Signals): Promise<void> => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    proc.kill(signal);
    await exited;
  };

  await start();
  return {
    name: options.name,
    url,
    logs,
    start,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
