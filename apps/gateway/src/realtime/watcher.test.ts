import { ManualTimer } from '../test-support/manualTimer';
import { SharedWatcher, type WatcherHealth } from './watcher';

interface Version {
  version: number;
}

/** An upstream whose answers the test controls, one read at a time. */
class FakeUpstream {
  readonly reads: string[] = [];
  value = new Map<string, number>();
  failing = false;
  /** When set, reads wait until the test releases them. */
  holding = false;
  private held: (() => void)[] = [];
  inFlight = 0;
  maxInFlight = 0;

  read = async (key: string): Promise<Version> => {
    this.reads.push(key);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
      else await Promise.resolve();
      if (this.failing) throw new Error('upstream down');
      return { version: this.value.get(key) ?? 1 };
    } finally {
      this.inFlight -= 1;
    }
  };

  releaseHeld(): void {
    const held = this.held;
    this.held = [];
    for (const resolve of held) resolve();
  }

  get heldCount(): number {
    return this.held.length;
  }
}

function setup(options: { intervalMs?: number; maxBackoffMs?: number } = {}) {
  const timer = new ManualTimer();
  const upstream = new FakeUpstream();
  const announced: [string, number][] = [];
  const errors: number[] = [];
  const watcher = new SharedWatcher<string, Version>({
    read: upstream.read,
    announce: (key, value) => {
      announced.push([key, value.version]);
    },
    identity: (value) => String(value.version),
    intervalMs: options.intervalMs ?? 100,
    maxBackoffMs: options.maxBackoffMs,
    timer,
    onError: (_key, _err, retryInMs) => errors.push(retryInMs),
  });
  /** One poll interval: waits until the next poll is scheduled, then lets it run. */
  const tick = async (ms = options.intervalMs ?? 100): Promise<void> => {
    await timer.whenPending();
    timer.advance(ms);
  };
  /** Waits until the poll that just started has finished and the following one is scheduled. */
  const settled = () => timer.whenPending();
  return { timer, upstream, announced, errors, watcher, tick, settled };
}

describe('SharedWatcher', () => {
  it('runs one poller per key however many subscribers watch it', async () => {
    const { upstream, watcher, tick, settled } = setup();
    const releases = Array.from({ length: 100 }, () => watcher.watch('android'));
    await settled();
    expect(upstream.reads).toEqual(['android']);

    for (let i = 0; i < 5; i += 1) await tick();
    await settled();
    expect(upstream.reads).toEqual(Array<string>(6).fill('android'));
    expect(watcher.watchers('android')).toBe(100);
    releases.forEach((release) => release());
  });

  it('keeps separate pollers for separate keys', async () => {
    const { timer, upstream, watcher } = setup();
    const a = watcher.watch('android');
    const b = watcher.watch('ios');
    await timer.whenPending(2);
    expect(upstream.reads.sort()).toEqual(['android', 'ios']);
    expect(watcher.keys().sort()).toEqual(['android', 'ios']);
    a();
    b();
  });

  it('announces only changes after the first read, once per new value', async () => {
    const { upstream, announced, watcher, tick, settled } = setup();
    upstream.value.set('android', 4);
    const release = watcher.watch('android');
    await settled();
    expect(announced).toEqual([]);

    await tick();
    await settled();
    expect(announced).toEqual([]);

    upstream.value.set('android', 5);
    await tick();
    await settled();
    await tick();
    await settled();
    expect(announced).toEqual([['android', 5]]);
    release();
  });

  it('does not announce values the gateway announced itself', async () => {
    const { upstream, announced, watcher, tick, settled } = setup();
    upstream.value.set('android', 4);
    const release = watcher.watch('android');
    await settled();

    upstream.value.set('android', 5);
    watcher.know('android', { version: 5 });
    await tick();
    await settled();
    expect(announced).toEqual([]);

    upstream.value.set('android', 6);
    await tick();
    await settled();
    expect(announced).toEqual([['android', 6]]);
    release();
  });

  it('offers the value its own polls read (or it was told) as fresh only while watched and healthy', async () => {
    const { upstream, watcher, tick, settled } = setup();
    expect(watcher.fresh('android')).toBeUndefined();
    upstream.value.set('android', 4);
    const release = watcher.watch('android');
    await settled();
    expect(watcher.fresh('android')).toEqual({ version: 4 });

    watcher.know('android', { version: 5 });
    expect(watcher.fresh('android')).toEqual({ version: 5 });

    upstream.failing = true;
    await tick();
    await settled();
    expect(watcher.fresh('android')).toBeUndefined();

    upstream.failing = false;
    upstream.value.set('android', 6);
    await tick(200);
    await settled();
    expect(watcher.fresh('android')).toEqual({ version: 6 });
    release();
    expect(watcher.fresh('android')).toBeUndefined();
  });

  it('offers nothing as fresh on a replica that does not hold the key\'s lease', async () => {
    const timer = new ManualTimer();
    const upstream = new FakeUpstream();
    let holds = false;
    const cluster = {
      want: () => Promise.resolve(),
      unwant: () => undefined,
      holds: () => holds,
      onAcquire: () => undefined,
      lastIdentity: () => Promise.resolve(null),
      setLastIdentity: () => Promise.resolve(),
      held: () => (holds ? 1 : 0),
      heldByWatcher: () => new Map<string, number>(),
      close: () => Promise.resolve(),
    };
    const watcher = new SharedWatcher<string, Version>({
      read: upstream.read,
      announce: () => Promise.resolve(),
      identity: (v) => String(v.version),
      intervalMs: 100,
      timer,
      cluster,
      name: 'ordering',
    });
    upstream.value.set('android', 3);
    holds = true;
    const release = watcher.watch('android');
    await timer.whenPending();
    expect(watcher.fresh('android')).toEqual({ version: 3 });

    // Another replica took the lease over: what this one read last goes stale.
    holds = false;
    expect(watcher.fresh('android')).toBeUndefined();
    release();
    watcher.close();
  });

  it('discards a poll that was running when the gateway announced a newer value', async () => {
    const { timer, upstream, announced, watcher, tick, settled } = setup();
    upstream.value.set('android', 4);
    const release = watcher.watch('android');
    await settled();

    upstream.holding = true;
    upstream.value.set('android', 5);
    await tick();
    while (upstream.heldCount === 0) await Promise.resolve();
    // The poll read 5 before the gateway's own write to 6 was announced.
    watcher.know('android', { version: 6 });
    upstream.value.set('android', 6);
    upstream.holding = false;
    upstream.releaseHeld();
    await settled();
    await tick();
    await settled();
    expect(announced).toEqual([]);
    expect(timer.pending).toBe(1);
    release();
  });

  it('never has two reads of one key in flight', async () => {
    const { upstream, watcher, timer, settled } = setup();
    upstream.holding = true;
    const release = watcher.watch('android');
    while (upstream.heldCount === 0) await Promise.resolve();

    // Nothing is scheduled while the read runs, and refreshes wait for it.
    expect(timer.pending).toBe(0);
    watcher.refresh('android');
    watcher.refresh('android');
    watcher.watch('android')();
    expect(upstream.reads).toHaveLength(1);

    upstream.holding = false;
    upstream.releaseHeld();
    await settled();
    // The refreshes asked during the read made exactly one more read, right after it.
    expect(upstream.reads).toHaveLength(2);
    expect(upstream.maxInFlight).toBe(1);
    release();
  });

  it('backs off exponentially up to the maximum while the upstream fails, and resets after a success', async () => {
    const { timer, upstream, errors, watcher, tick, settled } = setup({ intervalMs: 1000, maxBackoffMs: 30_000 });
    const release = watcher.watch('android');
    await settled();
    expect(timer.pendingDelays()).toEqual([1000]);

    upstream.failing = true;
    const delays: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      await tick(timer.pendingDelays()[0]);
      await settled();
      delays.push(timer.pendingDelays()[0] ?? -1);
    }
    expect(delays).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(errors).toEqual(delays);

    upstream.failing = false;
    await tick(30_000);
    await settled();
    expect(timer.pendingDelays()).toEqual([1000]);
    release();
  });

  it('stops polling when the last subscriber leaves', async () => {
    const { timer, upstream, watcher, settled } = setup();
    const first = watcher.watch('android');
    const second = watcher.watch('android');
    await settled();

    first();
    first();
    expect(timer.pending).toBe(1);
    second();
    expect(timer.pending).toBe(0);
    expect(watcher.watchers('android')).toBe(0);
    timer.advance(10_000);
    expect(upstream.reads).toHaveLength(1);
  });

  it('stops after a running poll when the last subscriber left during it, and resumes for a new one', async () => {
    const { timer, upstream, watcher, settled } = setup();
    upstream.holding = true;
    const release = watcher.watch('android');
    while (upstream.heldCount === 0) await Promise.resolve();
    release();
    upstream.releaseHeld();
    await new Promise((resolve) => setImmediate(resolve));
    expect(timer.pending).toBe(0);
    expect(watcher.keys()).toEqual([]);

    upstream.holding = false;
    const again = watcher.watch('android');
    await settled();
    expect(upstream.reads).toHaveLength(2);
    again();
  });

  it('keeps polling when an announcement fails', async () => {
    const timer = new ManualTimer();
    let version = 1;
    const errors: unknown[] = [];
    const watcher = new SharedWatcher<string, Version>({
      read: () => Promise.resolve({ version }),
      announce: () => Promise.reject(new Error('bus down')),
      identity: (value) => String(value.version),
      intervalMs: 100,
      timer,
      onError: (_key, err) => errors.push(err),
    });
    const release = watcher.watch('android');
    await timer.whenPending();
    version = 2;
    timer.advance(100);
    await timer.whenPending();
    expect(errors).toEqual([new Error('bus down')]);
    expect(timer.pendingDelays()).toEqual([100]);
    release();
  });

  it('reports health once when polls start failing and once when they succeed again', async () => {
    const timer = new ManualTimer();
    const upstream = new FakeUpstream();
    const health: [string, WatcherHealth][] = [];
    const watcher = new SharedWatcher<string, Version>({
      read: upstream.read,
      announce: () => undefined,
      identity: (value) => String(value.version),
      intervalMs: 100,
      timer,
      onHealth: (key, h) => {
        health.push([key, h]);
      },
    });
    const release = watcher.watch('android');
    await timer.whenPending();
    expect(health).toEqual([]);
    expect(watcher.health('android')).toEqual({ healthy: true });

    upstream.failing = true;
    for (let i = 0; i < 3; i += 1) {
      timer.advance(timer.pendingDelays()[0] ?? 0);
      await timer.whenPending();
    }
    expect(health).toEqual([['android', { healthy: false, error: new Error('upstream down'), retryInMs: 200 }]]);
    expect(watcher.health('android')).toEqual({ healthy: false, error: new Error('upstream down'), retryInMs: 800 });

    upstream.failing = false;
    timer.advance(800);
    await timer.whenPending();
    timer.advance(100);
    await timer.whenPending();
    expect(health).toEqual([
      ['android', { healthy: false, error: new Error('upstream down'), retryInMs: 200 }],
      ['android', { healthy: true }],
    ]);
    expect(watcher.health('android')).toEqual({ healthy: true });
    release();
    expect(watcher.health('android')).toBeUndefined();
  });

  it('reports a key that fails from its first poll as unhealthy', async () => {
    const timer = new ManualTimer();
    const upstream = new FakeUpstream();
    upstream.failing = true;
    const health: WatcherHealth[] = [];
    const watcher = new SharedWatcher<string, Version>({
      read: upstream.read,
      announce: () => undefined,
      identity: (value) => String(value.version),
      intervalMs: 100,
      timer,
      onHealth: (_key, h) => {
        health.push(h);
      },
    });
    const release = watcher.watch('ios');
    await timer.whenPending();
    expect(health).toEqual([{ healthy: false, error: new Error('upstream down'), retryInMs: 200 }]);
    release();
  });

  it('announces the current value after an outage when asked to resynchronise, even if it did not change', async () => {
    const timer = new ManualTimer();
    const upstream = new FakeUpstream();
    const events: string[] = [];
    const watcher = new SharedWatcher<string, Version>({
      read: upstream.read,
      announce: (_key, value) => {
        events.push(`value ${value.version}`);
      },
      identity: (value) => String(value.version),
      intervalMs: 100,
      timer,
      resyncAfterOutage: true,
      onHealth: (_key, h) => {
        events.push(h.healthy ? 'healthy' : 'unhealthy');
      },
    });
    upstream.value.set('android', 3);
    const release = watcher.watch('android');
    await timer.whenPending();
    upstream.failing = true;
    timer.advance(100);
    await timer.whenPending();
    upstream.failing = false;
    timer.advance(200);
    await timer.whenPending();
    // Unchanged afterwards: nothing more.
    timer.advance(100);
    await timer.whenPending();
    expect(events).toEqual(['unhealthy', 'healthy', 'value 3']);
    expect(watcher.current('android')).toEqual({ version: 3 });
    release();
  });

  it('announces a first read that differs from the baseline its first subscriber has', async () => {
    const { upstream, announced, watcher, settled } = setup();
    upstream.value.set('android', 7);
    const release = watcher.watch('android');
    watcher.baseline('android', { version: 6 });
    await settled();
    expect(announced).toEqual([['android', 7]]);
    // Once the poller has read a value, a baseline changes nothing.
    watcher.baseline('android', { version: 1 });
    expect(watcher.current('android')).toEqual({ version: 7 });
    release();
  });

  it('does nothing after close', async () => {
    const { timer, upstream, watcher, settled } = setup();
    watcher.watch('android');
    await settled();
    watcher.close();
    expect(timer.pending).toBe(0);
    watcher.watch('ios');
    expect(upstream.reads).toEqual(['android']);
  });
});
