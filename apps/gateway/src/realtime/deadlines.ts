/**
 * Deadlines of many things on one timer: each socket's session expiry used to hold a timer of its
 * own; here a min-heap orders the deadlines and a single timer waits for the earliest one. A removed
 * deadline lets go of its item at once; its slot in the heap is skipped when its time comes (and
 * the heap is rebuilt when such slots outnumber the live ones).
 */
interface Entry<T> {
  item: T | null;
  at: number;
}

export class Deadlines<T> {
  private readonly due = new Map<T, Entry<T>>();
  private heap: Entry<T>[] = [];
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;

  constructor(
    private readonly onDue: (item: T) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls `onDue(item)` at `at` (epoch ms) unless removed before; a second `add` replaces the first. */
  add(item: T, at: number): void {
    this.delete(item);
    const entry: Entry<T> = { item, at };
    this.due.set(item, entry);
    this.push(entry);
    if (at < this.timerAt) this.arm(at);
  }

  delete(item: T): void {
    const entry = this.due.get(item);
    if (!entry) return;
    entry.item = null;
    this.due.delete(item);
    if (this.due.size === 0) {
      this.heap = [];
      this.disarm();
    } else if (this.heap.length > 2 * this.due.size + 64) {
      this.heap = [];
      for (const live of this.due.values()) this.push(live);
    }
  }

  /** Deadlines pending. */
  get size(): number {
    return this.due.size;
  }

  private arm(at: number): void {
    this.disarm();
    this.timerAt = at;
    const delay = Math.min(Math.max(at - this.now(), 0), 2 ** 31 - 1);
    this.timer = setTimeout(() => this.fire(), delay);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
  }

  private fire(): void {
    this.timer = null;
    this.timerAt = Infinity;
    const now = this.now();
    const dueNow: T[] = [];
    for (let top = this.heap[0]; top && (top.item === null || top.at <= now); top = this.heap[0]) {
      this.pop();
      if (top.item === null) continue;
      this.due.delete(top.item);
      dueNow.push(top.item);
    }
    const next = this.heap[0];
    if (next) this.arm(next.at);
    for (const item of dueNow) this.onDue(item);
  }

  private push(entry: Entry<T>): void {
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const above = heap[parent] as Entry<T>;
      if (above.at <= entry.at) break;
      heap[i] = above;
      i = parent;
    }
    heap[i] = entry;
  }

  private pop(): void {
    const heap = this.heap;
    const last = heap.pop();
    if (!last || heap.length === 0) return;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= heap.length) break;
      const right = left + 1;
      const leftEntry = heap[left] as Entry<T>;
      const rightEntry = heap[right];
      const child = rightEntry && rightEntry.at < leftEntry.at ? right : left;
      const below = heap[child] as Entry<T>;
      if (below.at >= last.at) break;
      heap[i] = below;
      i = child;
    }
    heap[i] = last;
  }
}
