import type { CancelTimer, WatcherTimer } from '../realtime/watcher';

interface Scheduled {
  id: number;
  due: number;
  delayMs: number;
  callback: () => void;
}

/** A clock that only moves when a test advances it (tests only). */
export class ManualTimer implements WatcherTimer {
  private now = 0;
  private nextId = 1;
  private scheduled: Scheduled[] = [];
  private waiters: (() => void)[] = [];
  /** Delay of every callback ever scheduled, in order. */
  readonly delays: number[] = [];

  schedule(callback: () => void, delayMs: number): CancelTimer {
    const entry: Scheduled = { id: this.nextId++, due: this.now + delayMs, delayMs, callback };
    this.scheduled.push(entry);
    this.delays.push(delayMs);
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
    return () => {
      this.scheduled = this.scheduled.filter((s) => s.id !== entry.id);
    };
  }

  /** Callbacks waiting to run. */
  get pending(): number {
    return this.scheduled.length;
  }

  /** Delays of the callbacks waiting to run. */
  pendingDelays(): number[] {
    return this.scheduled.map((s) => s.delayMs);
  }

  /** Resolves at the next `schedule` call after this one. */
  nextSchedule(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves once at least `count` callbacks are waiting. */
  async whenPending(count = 1): Promise<void> {
    while (this.scheduled.length < count) await this.nextSchedule();
  }

  /** Moves the clock forward and runs every callback that became due, in order. */
  advance(ms: number): void {
    this.now += ms;
    const due = this.scheduled.filter((s) => s.due <= this.now).sort((a, b) => a.due - b.due || a.id - b.id);
    this.scheduled = this.scheduled.filter((s) => s.due > this.now);
    for (const entry of due) entry.callback();
  }

  /** Runs every waiting callback whatever its delay; returns how many ran. */
  runAll(): number {
    const due = [...this.scheduled];
    this.scheduled = [];
    for (const entry of due) {
      this.now = Math.max(this.now, entry.due);
      entry.callback();
    }
    return due.length;
  }
}
