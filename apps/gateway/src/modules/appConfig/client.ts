import { isAppConfigSection, type AppConfigDocument, type AppConfigSection } from '@flyerdesk/domain/appConfig';
import { seg, type CallScope, type QueryValue, type UpstreamHttp } from '../../upstream/http';
import { ResourceClient, type UpstreamPage, type UpstreamRecord } from '../resources/client';
import { sectionIdsOf, type SectionIds } from './sections';

/** A section of the app configuration as the api answers it (GET /api/appConfig/{id}). */
export interface UpstreamAppConfigSection extends UpstreamRecord {
  section: AppConfigSection;
  /** The section's current document (its shape is the section's). */
  document: Record<string, unknown>;
}

/**
 * REST client of the app configuration's sections: the kit's list, record and history under
 * /api/appConfig, a save of a section's document (PUT with If-Match, body `{ document }`) and the
 * revert to an earlier version. Sections are never created, archived or restored: the api has one
 * record per section. Every section answered is noted (id → section) in the gateway's memory.
 */
export class AppConfigClient extends ResourceClient<UpstreamAppConfigSection, AppConfigDocument> {
  constructor(http: UpstreamHttp, scope: CallScope) {
    super(http, scope, 'appConfig');
  }

  private get known(): SectionIds {
    return sectionIdsOf(this.http);
  }

  override async list(query: Record<string, QueryValue>): Promise<UpstreamPage<UpstreamAppConfigSection>> {
    const page = await super.list(query);
    for (const item of page.items) this.known.remember(item);
    return page;
  }

  override async byId(id: string): Promise<UpstreamAppConfigSection> {
    return this.known.remember(await super.byId(id));
  }

  /** The section a record id holds: from memory, or read once from the api (NOT_FOUND when no such record). */
  async sectionOf(id: string): Promise<AppConfigSection> {
    const known = this.known.sectionOf(id);
    if (known) return known;
    const { section } = await this.byId(id);
    if (!isAppConfigSection(section)) throw new Error(`The api answered an unknown app configuration section: ${String(section)}`);
    return section;
  }

  /** Saves the section's new document (already checked by its section's schema) as its next version. */
  override update(id: string, version: number, document: AppConfigDocument): Promise<UpstreamAppConfigSection> {
    return this.write<UpstreamAppConfigSection>('PUT', `/api/appConfig/${seg(id)}`, { json: { document }, ifMatch: version });
  }

  /** Saves the document the section had at `toVersion` as its next version; `version` is the current one. */
  revert(id: string, version: number, toVersion: number): Promise<UpstreamAppConfigSection> {
    return this.write<UpstreamAppConfigSection>('POST', `/api/appConfig/${seg(id)}/revert`, { json: { toVersion }, ifMatch: version });
  }
}
