/** Headless Chromium for the browser benchmark, found and started as the end-to-end tests do. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Flags for headless Chromium on machines without a desktop session or outside network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Two signed-in windows work side by side: neither is throttled as a hidden one.
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The system Chromium when installed, otherwise the binary packaged in @sparticuz/chromium. */
async function chromiumExecutable(): Promise<string> {
  const system = SYSTEM_CHROMIUM.find((candidate) => fs.existsSync(candidate));
  if (system) return system;
  const { default: packaged } = (await import('@sparticuz/chromium')) as { default: { executablePath(): Promise<string> } };
  return packaged.executablePath();
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumExecutable(), args: CHROMIUM_ARGS, headless: true });
}

/**
 * Runs in every page of the benchmark before the app's own scripts (`window.flyerdeskBench`):
 * - `enterAt`: when Enter was last pressed in a priority field (`performance.timeOrigin + performance.now()`,
 *   the machine's clock, comparable between the browser's pages);
 * - `arm(leafletId, priority, position)` then `shown()`: when the page's DOM first shows the leaflet's row
 *   at that position with that priority (a MutationObserver, checked again at every animation frame in case
 *   a change of a field's value alone touched no attribute), the start of the frame after it, and when the
 *   first `orderingChanged` message reached one of the page's WebSockets since arming (a listener added
 *   before the app's own);
 * - `gaps()`: ordering events the page missed (a sequence number that is not the previous one + 1);
 * - `announced()`: what the drag and drop's live region says now;
 * - `events(from)`: Event Timing entries (durationThreshold 16 ms, the smallest allowed) that started after
 *   `from`, once the frames that report them have passed.
 */
export const PROBE_SCRIPT = String.raw`(() => {
  const now = () => performance.timeOrigin + performance.now();
  const state = { enterAt: null, watch: null, events: [], eventAt: null, seqs: new Map(), gaps: 0 };
  // The first ordering event a socket of the page receives after arm() (before the app's own handler runs).
  const NativeWebSocket = window.WebSocket;
  window.WebSocket = class extends NativeWebSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (message) => {
        if (typeof message.data !== 'string' || !message.data.includes('"orderingChanged"')) return;
        if (state.watch && state.eventAt === null) state.eventAt = now();
        try {
          const event = JSON.parse(message.data).payload.data.orderingChanged;
          const last = state.seqs.get(event.platform);
          if (last !== undefined && event.seq !== last + 1) state.gaps += 1;
          state.seqs.set(event.platform, event.seq);
        } catch {
          // Not an event of the order after all.
        }
      });
    }
  };
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) state.enterAt = now();
  }, true);
  try {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.events.push({ name: entry.name, startTime: performance.timeOrigin + entry.startTime, duration: entry.duration,
          interactionId: entry.interactionId || 0, inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart });
      }
    });
    observer.observe({ type: 'event', buffered: true, durationThreshold: 16 });
    state.observer = observer;
  } catch (error) {
    state.eventTimingError = String(error);
  }
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(now())));
  const shows = (leafletId, priority, position) => {
    const row = document.querySelector('[data-testid="ordering-row-' + leafletId + '"]');
    const input = document.querySelector('[data-testid="priority-input-' + leafletId + '"]');
    return row !== null && input !== null && row.getAttribute('data-position') === String(position) && input.value === String(priority);
  };
  window.flyerdeskBench = {
    get enterAt() { return state.enterAt; },
    eventTimingError: () => state.eventTimingError ?? null,
    arm(leafletId, priority, position, timeoutMs) {
      if (state.watch) state.watch.stop();
      state.eventAt = null;
      let done = false;
      let resolveShown;
      const result = new Promise((resolve) => { resolveShown = resolve; });
      const finish = (domAt) => {
        if (done) return;
        done = true;
        stop();
        const eventAt = state.eventAt;
        void frame().then((frameAt) => resolveShown({ domAt, frameAt, eventAt }));
      };
      const check = () => { if (shows(leafletId, priority, position)) finish(now()); };
      const mutations = new MutationObserver(check);
      mutations.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      let raf = 0;
      const poll = () => { check(); if (!done) raf = requestAnimationFrame(poll); };
      raf = requestAnimationFrame(poll);
      const timer = setTimeout(() => { if (!done) { done = true; stop(); resolveShown(null); } }, timeoutMs);
      const stop = () => { mutations.disconnect(); cancelAnimationFrame(raf); clearTimeout(timer); };
      state.watch = { stop, result };
      check();
      return done;
    },
    shown() { return state.watch ? state.watch.result : Promise.resolve(null); },
    async events(from) {
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
      await frame();
      if (state.observer) for (const entry of state.observer.takeRecords()) {
        state.events.push({ name: entry.name, startTime: performance.timeOrigin + entry.startTime, duration: entry.duration,
          interactionId: entry.interactionId || 0, inputDelay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart });
      }
      return state.events.filter((entry) => entry.startTime >= from);
    },
    gaps: () => state.gaps,
    announced: () => Array.from(document.querySelectorAll('[id^="DndLiveRegion"]'), (region) => region.textContent).join(' '),
    domNodes: () => document.getElementsByTagName('*').length,
    renderedRows: () => document.querySelectorAll('[data-testid="ordering-list"] > li').length,
    now,
  };
})();`;

/** What `events(from)` answers. */
export interface EventTiming {
  name: string;
  /** Machine clock (ms since the epoch). */
  startTime: number;
  duration: number;
  /** 0 for events that are not part of an interaction (pointermove…). */
  interactionId: number;
  /** From the input to its handlers starting (the main thread was busy). */
  inputDelay: number;
  /** The handlers themselves; the rest of `duration` is rendering until the next paint. */
  processing: number;
}

export interface Shown {
  /** When the DOM showed the change (machine clock, ms since the epoch). */
  domAt: number;
  /** Start of the next animation frame after it. */
  frameAt: number;
  /** When the first ordering event reached the page's socket after arming, null without one. */
  eventAt: number | null;
}
