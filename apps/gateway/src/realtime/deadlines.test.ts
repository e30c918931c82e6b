import { Deadlines } from './deadlines';

describe('Deadlines', () => {
  let now = 0;
  const clock = () => now;

  beforeEach(() => {
    jest.useFakeTimers();
    now = 1_000_000;
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  /** Moves the injected clock and the fake timers together. */
  function advance(ms: number): void {
    now += ms;
    jest.advanceTimersByTime(ms);
  }

  it('calls each item when its time comes, in order, on one timer', () => {
    const due: string[] = [];
    const deadlines = new Deadlines<string>((item) => due.push(item), clock);
    deadlines.add('c', now + 300);
    deadlines.add('a', now + 100);
    deadlines.add('b', now + 200);
    expect(jest.getTimerCount()).toBe(1);

    advance(99);
    expect(due).toEqual([]);
    advance(1);
    expect(due).toEqual(['a']);
    advance(200);
    expect(due).toEqual(['a', 'b', 'c']);
    expect(deadlines.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('forgets removed items and keeps no timer when none is left', () => {
    const due: string[] = [];
    const deadlines = new Deadlines<string>((item) => due.push(item), clock);
    deadlines.add('a', now + 100);
    deadlines.add('b', now + 200);
    deadlines.delete('a');
    advance(150);
    expect(due).toEqual([]);
    deadlines.delete('b');
    expect(jest.getTimerCount()).toBe(0);
    advance(1000);
    expect(due).toEqual([]);
  });

  it('moves an item added again to its new time', () => {
    const due: string[] = [];
    const deadlines = new Deadlines<string>((item) => due.push(item), clock);
    deadlines.add('a', now + 100);
    deadlines.add('b', now + 150);
    deadlines.add('a', now + 300);
    advance(200);
    expect(due).toEqual(['b']);
    advance(100);
    expect(due).toEqual(['b', 'a']);
  });

  it('keeps the heap small when many items leave before their time', () => {
    const due: number[] = [];
    const deadlines = new Deadlines<number>((item) => due.push(item), clock);
    for (let i = 0; i < 1000; i += 1) deadlines.add(i, now + 10_000 + i);
    for (let i = 0; i < 999; i += 1) deadlines.delete(i);
    expect(deadlines.size).toBe(1);
    advance(20_000);
    expect(due).toEqual([999]);
  });
});
