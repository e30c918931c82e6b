/**
 * Answers of the upstream kept per key (e.g. a platform) together with the version they were read at
 * (the version the shared pollers read, or one read cheaply for the purpose). A read at a version the
 * cache holds is answered without calling the upstream; concurrent reads of one key at one version
 * share a single upstream call; an answer read at another version replaces the kept one.
 *
 * What invalidates an answer:
 * - a newer version (the poller's, or the one the gateway's own write returned): `get` with that
 *   version misses and reads again;
 * - the gateway's own writes: `remember` (the write returned the new answer) or `invalidate`.
 *
 * Versions are compared for equality; when both are numbers, an answer read at a lower version never
 * replaces one kept at a higher version (a slow read that started before a write ends after it).
 * Permission checks stay with the caller: the cache holds the upstream's answers, not who may see them.
 * A kept answer is shared by every reader: callers map it, never change it.
 */

/** Version of an upstream answer (a number that grows, or any opaque string). */
export type CacheVersion = number | string;

/** An answer kept by the cache with the version it was read at. */
export interface VersionedEntry<V> {
  version: CacheVersion;
  value: V;
}

export interface VersionedCacheOptions<K> {
  /** Map key of a key (defaults to String(key)). */
  keyId?(key: K): string;
  /** Most keys kept at once; the least recently used one is dropped first (default 1000). */
  maxEntries?: number;
}

export const DEFAULT_MAX_ENTRIES = 1000;

interface Slot<V> {
  entry: VersionedEntry<V> | undefined;
  /** Loads running per version (as a string); shared by concurrent reads at that version. */
  loads: Map<string, Promise<V>>;
  /** Bumped by `invalidate` and `remember`: a load that started before does not store its answer. */
  generation: number;
}

function versionId(version: CacheVersion): string {
  return `${typeof version}:${String(version)}`;
}

/** Whether `candidate` must not replace `kept` (both numbers and the candidate is older). */
function older(candidate: CacheVersion, kept: CacheVersion): boolean {
  return typeof candidate === 'number' && typeof kept === 'number' && candidate < kept;
}

/** Upstream answers kept per key and version (see the module comment). */
export class VersionedCache<K, V> {
  private readonly slots = new Map<string, Slot<V>>();
  private readonly maxEntries: number;

  constructor(private readonly options: VersionedCacheOptions<K> = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_ENTRIES);
  }

  private id(key: K): string {
    return this.options.keyId ? this.options.keyId(key) : String(key);
  }

  private slot(id: string): Slot<V> {
    let slot = this.slots.get(id);
    if (!slot) {
      slot = { entry: undefined, loads: new Map(), generation: 0 };
      this.slots.set(id, slot);
      this.evict();
    }
    return slot;
  }

  /** Marks a key as the most recently used one (Map order is the order of use). */
  private touch(id: string, slot: Slot<V>): void {
    this.slots.delete(id);
    this.slots.set(id, slot);
  }

  /** Drops the least recently used keys that have no load running, beyond `maxEntries`. */
  private evict(): void {
    if (this.slots.size <= this.maxEntries) return;
    for (const [id, slot] of this.slots) {
      if (this.slots.size <= this.maxEntries) return;
      if (slot.loads.size === 0) this.slots.delete(id);
    }
  }

  /**
   * The answer of `key` at `version`: the kept one when it was read at that version, otherwise the
   * answer of `load` (one call shared by every concurrent read of the key at that version), which is
   * then kept. A failed load is not kept: the next read calls `load` again.
   */
  get(key: K, version: CacheVersion, load: () => Promise<V>): Promise<V> {
    const id = this.id(key);
    const slot = this.slot(id);
    this.touch(id, slot);
    if (slot.entry && versionId(slot.entry.version) === versionId(version)) return Promise.resolve(slot.entry.value);
    const loadId = versionId(version);
    const running = slot.loads.get(loadId);
    if (running) return running;
    const generation = slot.generation;
    const read = async (): Promise<V> => {
      const value = await load();
      // Stored only if nothing was remembered or invalidated meanwhile and no newer answer is kept.
      if (slot.generation === generation && !(slot.entry && older(version, slot.entry.version))) {
        slot.entry = { version, value };
      }
      return value;
    };
    const promise: Promise<V> = read().finally(() => {
      if (slot.loads.get(loadId) === promise) slot.loads.delete(loadId);
      this.evict();
    });
    slot.loads.set(loadId, promise);
    return promise;
  }

  /** The answer kept for a key with its version (undefined when none is kept). */
  peek(key: K): VersionedEntry<V> | undefined {
    const entry = this.slots.get(this.id(key))?.entry;
    return entry ? { version: entry.version, value: entry.value } : undefined;
  }

  /**
   * Keeps an answer the gateway already has (e.g. returned by its own write) for a key at a version.
   * Loads still running for the key do not replace it; an answer kept at a higher (numeric) version
   * stays.
   */
  remember(key: K, version: CacheVersion, value: V): void {
    const id = this.id(key);
    const slot = this.slot(id);
    this.touch(id, slot);
    slot.generation += 1;
    if (slot.entry && older(version, slot.entry.version)) return;
    slot.entry = { version, value };
  }

  /**
   * Forgets the answer kept for a key (e.g. after the gateway's own write changed it). Reads running
   * at this moment still answer their callers, but later reads call the upstream again.
   */
  invalidate(key: K): void {
    const id = this.id(key);
    const slot = this.slots.get(id);
    if (!slot) return;
    slot.generation += 1;
    slot.entry = undefined;
    // Later reads at the same version must not join a load that started before the change.
    slot.loads.clear();
  }

  /** Forgets every kept answer. */
  clear(): void {
    for (const slot of this.slots.values()) {
      slot.generation += 1;
      slot.entry = undefined;
      slot.loads.clear();
    }
    this.slots.clear();
  }

  /** Number of keys with a kept answer. */
  get size(): number {
    let count = 0;
    for (const slot of this.slots.values()) if (slot.entry) count += 1;
    return count;
  }
}
