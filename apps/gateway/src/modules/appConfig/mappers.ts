import type { AppConfigSection, ListPageInput } from '../../__generated__/resolvers-types';
import type { QueryValue } from '../../upstream/http';
import { listQuery } from '../resources/listArgs';
import { recordMeta } from '../resources/mappers';
import type { UpstreamAppConfigSection } from './client';

/** A section as GraphQL shows it (never archived: archivedAt stays null). */
export function toAppConfigSection(raw: UpstreamAppConfigSection): AppConfigSection {
  return {
    id: raw.id,
    section: raw.section,
    document: raw.document,
    ...recordMeta(raw),
    archivedAt: null,
  };
}

/**
 * A page of the section list, checked before anything goes upstream: limit, offset, sort (section or
 * updatedAt) and order. Sections are never archived, so no archive filter is sent.
 */
export function appConfigQuery(page: ListPageInput | null | undefined): Record<string, QueryValue> {
  const { archived: _archived, ...query } = listQuery('appConfig', page);
  return query;
}
