/**
 * A test's own calendar. Screens that refuse past days and times are tested with fixed dates typed
 * into their forms (a leaflet valid in December 2030); on the machine's real date those would turn
 * into the past one day. Pinned, `Date` starts at TEST_TODAY (local time) and runs on with real
 * time, while timers, animation frames and `performance` stay real, so the screens wait and render
 * as usual. Pin it in `beforeEach` and give the real clock back with `jest.useRealTimers()` in
 * `afterEach`; a test may still take full control of time with `jest.useFakeTimers()`.
 */
export const TEST_TODAY = new Date(2026, 10, 20, 9, 0);

export function pinCalendar(now: Date = TEST_TODAY): void {
  jest.useFakeTimers({
    now,
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
