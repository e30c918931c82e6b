/**
 * Each ordering computed once per version in this instance: a read first takes the versions the
 * ordering depends on (its own and `all`'s, one cheap query of `ordering_state`, see
 * OrderingVersion.allVersion) and answers the kept
 * ordering when they match; otherwise it computes the ordering (one query of the leaflets and the
 * sort), keeps it with the versions read in the same snapshot, and answers it. Concurrent reads of a
 * platform at the same versions share one computation. A move made through this instance keeps the
 * orderings it leaves, made from the kept ones and the rows it changed (service.ts orderingAfterMove),
 * so the reads that follow a move compute nothing.
 *
 * Safe with many api instances on one database: every write that changes what an ordering shows bumps
 * its versions in the writing transaction (versions.ts), so a kept ordering is answered only while
 * nothing it shows has changed, whoever wrote.
 */
import type { OrderingPlatform } from '@flyerdesk/domain/ordering';
import type { Db } from '../../db/connect';
import { readOrdering, readOrderingVersion, type ComputedOrdering, type KeptOrderings } from './service';
import type { Ordering, OrderingVersion } from './model';

class Kept {
  private text: Buffer | undefined;

  constructor(readonly computed: ComputedOrdering) {}

  /** The answer's JSON text (UTF-8), made once per version, when first asked for. */
  get json(): Buffer {
    this.text ??= Buffer.from(JSON.stringify(this.computed.ordering), 'utf8');
    return this.text;
  }
}

type Stamp = Pick<OrderingVersion, 'version' | 'allVersion'>;

function sameStamp(a: Stamp, b: Stamp): boolean {
  return a.version === b.version && a.allVersion === b.allVersion;
}

function stampKey(platform: OrderingPlatform, stamp: Stamp): string {
  return `${platform}:${stamp.version}:${stamp.allVersion}`;
}

export class OrderingCache implements KeptOrderings {
  private readonly kept = new Map<OrderingPlatform, Kept>();
  private readonly loads = new Map<string, Promise<Kept>>();

  constructor(private readonly db: Db) {}

  /** The ordering of a platform (or `all`) as it is now. */
  async read(platform: OrderingPlatform): Promise<Ordering> {
    return (await this.current(platform)).computed.ordering;
  }

  /** The same, as the JSON text of the answer (UTF-8). */
  async json(platform: OrderingPlatform): Promise<Buffer> {
    return (await this.current(platform)).json;
  }

  keptAt(allVersion: number): ComputedOrdering[] {
    return [...this.kept.values()].filter((kept) => kept.computed.ordering.allVersion === allVersion).map((kept) => kept.computed);
  }

  keep(orderings: readonly ComputedOrdering[]): void {
    for (const computed of orderings) this.store(new Kept(computed));
  }

  private async current(platform: OrderingPlatform): Promise<Kept> {
    const stamp = await readOrderingVersion(this.db, platform);
    const kept = this.kept.get(platform);
    if (kept && sameStamp(kept.computed.ordering, stamp)) return kept;
    const key = stampKey(platform, stamp);
    let load = this.loads.get(key);
    if (!load) {
      load = this.load(platform).finally(() => this.loads.delete(key));
      this.loads.set(key, load);
    }
    return load;
  }

  private async load(platform: OrderingPlatform): Promise<Kept> {
    // The ordering carries the versions it was read at (one snapshot).
    const read = new Kept(await readOrdering(this.db, platform));
    this.store(read);
    return read;
  }

  /** `all`'s version only grows: an ordering computed late never replaces a newer one. */
  private store(read: Kept): void {
    const { platform, allVersion } = read.computed.ordering;
    const kept = this.kept.get(platform as OrderingPlatform);
    if (!kept || kept.computed.ordering.allVersion <= allVersion) this.kept.set(platform as OrderingPlatform, read);
  }
}
