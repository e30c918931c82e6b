import type { LeafletPdfLink } from '../../__generated__/resolvers-types';
import { toJob } from '../jobs/mappers';
import type { UpstreamPdfLink } from './client';

/** A PDF job and its download link as GraphQL shows them. */
export function toLeafletPdfLink(raw: UpstreamPdfLink): LeafletPdfLink {
  return {
    job: toJob(raw.job),
    url: typeof raw.url === 'string' && raw.url !== '' ? raw.url : null,
    expiresAt: raw.expiresAt ?? null,
    expired: raw.expired === true,
  };
}
