import { isAppConfigSection, type AppConfigSection } from '@flyerdesk/domain/appConfig';

/** Far more than the sections of one configuration (the oldest is forgotten beyond it). */
const MAX_KNOWN_IDS = 1000;

/**
 * Which section each record id holds, learnt from the sections the api answered: a section's id never
 * changes, so the section of a save is known without reading the record again.
 */
export class SectionIds {
  private readonly known = new Map<string, AppConfigSection>();

  /** Notes the section of a record the api answered; answers the record unchanged. */
  remember<T extends { id: string; section: unknown }>(raw: T): T {
    if (isAppConfigSection(raw.section) && !this.known.has(raw.id)) {
      if (this.known.size >= MAX_KNOWN_IDS) {
        const oldest = this.known.keys().next();
        if (!oldest.done) this.known.delete(oldest.value);
      }
      this.known.set(raw.id, raw.section);
    }
    return raw;
  }

  /** The section of a record id, when seen already. */
  sectionOf(id: string): AppConfigSection | undefined {
    return this.known.get(id);
  }
}

const memories = new WeakMap<object, SectionIds>();

/** The section ids known through one upstream connection (the gateway has one; its clients share it). */
export function sectionIdsOf(upstream: object): SectionIds {
  let ids = memories.get(upstream);
  if (!ids) {
    ids = new SectionIds();
    memories.set(upstream, ids);
  }
  return ids;
}
