import { MemoryEventBus, type Sequenced, type SubscribeOptions } from '../realtime/pubsub';

/** In-memory bus that lets a test wait until subscribers are listening on a topic (tests only). */
export class ObservedEventBus extends MemoryEventBus {
  private readonly listening = new Map<string, number>();
  private waiters: { check: () => boolean; resolve: () => void }[] = [];

  override subscribe<T extends object>(topic: string, options?: SubscribeOptions): AsyncIterableIterator<Sequenced<T>> {
    const iterator = super.subscribe<T>(topic, options);
    this.change(topic, +1);
    const release = iterator.return?.bind(iterator);
    let released = false;
    iterator.return = () => {
      if (!released) {
        released = true;
        this.change(topic, -1);
      }
      return release ? release() : Promise.resolve({ value: undefined, done: true });
    };
    return iterator;
  }

  private change(topic: string, delta: number): void {
    this.listening.set(topic, (this.listening.get(topic) ?? 0) + delta);
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) {
      if (waiter.check()) waiter.resolve();
      else this.waiters.push(waiter);
    }
  }

  /** Subscribers listening on a topic now. */
  listeners(topic: string): number {
    return this.listening.get(topic) ?? 0;
  }

  private when(check: () => boolean): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ check, resolve }));
  }

  /** Resolves once at least `count` subscribers listen on the topic. */
  whenSubscribed(topic: string, count = 1): Promise<void> {
    return this.when(() => this.listeners(topic) >= count);
  }

  /** Resolves once at most `count` subscribers listen on the topic. */
  whenAtMost(topic: string, count: number): Promise<void> {
    return this.when(() => this.listeners(topic) <= count);
  }
}
