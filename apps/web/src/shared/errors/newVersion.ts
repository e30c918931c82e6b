import { useSyncExternalStore } from 'react';
import { createExternalStore } from '../externalStore';
import { logError } from '../errorLog/errorLogStore';

/**
 * Spec §8: "A failed lazy module load fires a preload-error event and rethrows." After a new version
 * is deployed, the screens' modules of the version a tab started with are gone: opening a screen then
 * fails. The event (`vite:preloadError` on window, its error in `payload`) and the rejected lazy
 * screen both end in the same offer: reload to get the new version.
 */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

/** What browsers and the module preloader say when a module of the app cannot be fetched. */
const CHUNK_LOAD_MESSAGES: readonly RegExp[] = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // the preloader, for a screen's stylesheet
];

/** Names other bundlers give the same failure. */
const CHUNK_LOAD_NAMES: readonly string[] = ['ChunkLoadError'];

/** Errors the preload-error event announced, whatever their wording. */
const announced = new WeakSet<object>();
/** Errors already in the error log (the event and the screen's boundary see the same error). */
const logged = new WeakSet<object>();

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** Whether the error is a module of the app that could not be loaded (a new version replaced it). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error === 'string') return CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(error));
  if (typeof error !== 'object' || error === null) return false;
  if (announced.has(error)) return true;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (CHUNK_LOAD_NAMES.includes(textOf(name))) return true;
  if (CHUNK_LOAD_MESSAGES.some((pattern) => pattern.test(textOf(message)))) return true;
  return depth < 3 && cause !== undefined && isChunkLoadError(cause, depth + 1);
}

const available = createExternalStore(false);
/** How many screens show the offer in place of their content (the floating one then stays away). */
const inlineOffers = createExternalStore(0);

/** Records a failed module load in the error log (once per error) and offers the reload. */
export function noteChunkLoadFailure(error: unknown, info = ''): void {
  const key = typeof error === 'object' && error !== null ? error : null;
  if (!key || !logged.has(key)) {
    if (key) logged.add(key);
    logError(error, info);
  }
  available.set(true);
}

/** Listens for the preload-error event (the error still rethrows: the screen's boundary sees it too). */
export function listenForPreloadErrors(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Partial<VitePreloadErrorEvent>).payload;
    const error: unknown = payload ?? new Error(PRELOAD_ERROR_EVENT);
    if (typeof error === 'object' && error !== null) announced.add(error);
    noteChunkLoadFailure(error, PRELOAD_ERROR_EVENT);
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}

/** Whether a module failed to load since the page was opened. */
export function useNewVersionAvailable(): boolean {
  return useSyncExternalStore(available.subscribe, available.get, available.get);
}

/** A screen shows the offer in its place while mounted; returns the release. */
export function registerInlineOffer(): () => void {
  inlineOffers.set(inlineOffers.get() + 1);
  return () => inlineOffers.set(inlineOffers.get() - 1);
}

export function useInlineOfferShown(): boolean {
  return useSyncExternalStore(inlineOffers.subscribe, () => inlineOffers.get() > 0, () => inlineOffers.get() > 0);
}

/** The page itself, reloaded to fetch the new version (an object, so tests can watch it). */
export const currentPage = {
  reload(): void {
    window.location.reload();
  },
};

/** Forgets an earlier failure (tests start each case afresh). */
export function resetNewVersionOffer(): void {
  available.set(false);
  inlineOffers.set(0);
}
