import { MemoryEventBus, type Sequenced } from '../realtime/pubsub';

/** In-memory bus that lets a test wait until a subscriber is listening on a topic (tests only). */
export class ObservedEventBus extends MemoryEventBus {
  private readonly listening = new Map<string, number>();
  private readonly waiters: { topic: string; resolve: () => void }[] = [];

  override subscribe<T extends object>(topic: string): AsyncIterableIterator<Sequenced<T>> {
    const iterator = super.subscribe<T>(topic);
    this.listening.set(topic, (this.listening.get(topic) ?? 0) + 1);
    for (const waiter of this.waiters.filter((w) => w.topic === topic)) {
      waiter.resolve();
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
    }
    return iterator;
  }

  /** Resolves once somebody subscribed to the topic (immediately if somebody already has). */
  whenSubscribed(topic: string): Promise<void> {
    if ((this.listening.get(topic) ?? 0) > 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ topic, resolve }));
  }
}
