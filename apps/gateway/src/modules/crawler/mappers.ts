import type { CrawlerFinding, CrawlerSource } from '../../__generated__/resolvers-types';
import { toJob } from '../jobs/mappers';
import type { UpstreamCrawlerFinding, UpstreamCrawlerSource } from './client';

export function toCrawlerSource(raw: UpstreamCrawlerSource): CrawlerSource {
  return {
    id: raw.id,
    name: raw.name,
    storeId: raw.storeId ?? null,
    storeName: raw.storeName ?? null,
    url: raw.url,
    enabled: raw.enabled,
    lastRun: raw.lastRun ? toJob(raw.lastRun) : null,
    findingsCount: raw.findingsCount ?? 0,
  };
}

export function toCrawlerFinding(raw: UpstreamCrawlerFinding): CrawlerFinding {
  return {
    id: raw.id,
    sourceId: raw.sourceId,
    url: raw.url,
    title: raw.title,
    validFrom: raw.validFrom ?? null,
    validTo: raw.validTo ?? null,
    foundAt: raw.foundAt,
    isNew: raw.isNew,
  };
}
