import type { LeafletPageCut } from '../../__generated__/resolvers-types';
import { toJob } from '../jobs/mappers';
import type { UpstreamLeafletPageCut } from './client';

export function toLeafletPageCut(raw: UpstreamLeafletPageCut): LeafletPageCut {
  return {
    leafletId: raw.leafletId,
    leafletNaturalId: raw.leafletNaturalId,
    storeId: raw.storeId,
    job: raw.job ? toJob(raw.job) : null,
  };
}
