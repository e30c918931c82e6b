import type { Category } from '../../__generated__/resolvers-types';
import { recordMeta } from '../resources/mappers';
import type { UpstreamCategory } from './client';

export function toCategory(raw: UpstreamCategory): Category {
  return {
    id: raw.id,
    name: raw.name,
    categoryWebId: raw.categoryWebId,
    logoUrl: raw.logoUrl ?? null,
    ...recordMeta(raw),
  };
}
