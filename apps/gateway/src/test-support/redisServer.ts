import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { Redis } from 'ioredis';
import { describeWithServices } from '../../../api/src/test/services';
import { eventChannel } from '../realtime/redisBus';
import { freePort } from './ports';

/**
 * A real redis-server on a free loopback port, without persistence, that a test can stop and start
 * again on the same port (tests only). Tests that need it are skipped where redis-server is not
 * installed, except in CI (CI set), where they fail naming it (`.ci/run` installs it).
 */
export interface TestRedis {
  url: string;
  port: number;
  /** Stops the server at once (SIGKILL): clients see the connection drop. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Path of redis-server, or null when it is not installed. */
export function redisServerPath(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  const path = found.stdout.trim();
  return found.status === 0 && path !== '' ? path : null;
}

/** What a suite reports missing when redis-server is not installed. */
export const REDIS_MISSING = 'redis-server (not found on PATH)';

/** `describe`; where redis-server is missing, skipped with a note, or failing in CI. */
export function describeWithRedis(name: string, body: () => void): void {
  describeWithServices(name, redisServerPath() ? [] : [REDIS_MISSING], body);
}

/** How many gateway replicas (subscriber connections) listen to an event topic now. */
export async function replicasListening(redis: Redis, topic: string): Promise<number> {
  const [, count] = (await redis.pubsub('NUMSUB', eventChannel(topic))) as [string, number];
  return Number(count);
}

function launch(binary: string, port: number): Promise<ChildProcess> {
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on port ${port}: ${output}`));
    }, 10_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}: ${output}`));
    });
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const binary = redisServerPath();
  if (!binary) throw new Error('redis-server is not installed');
  const port = await freePort();
  let child: ChildProcess | null = await launch(binary, port);
  const stop = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGKILL');
    await exited;
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start: async () => {
      if (child) return;
      child = await launch(binary, port);
    },
    close: stop,
  };
}
