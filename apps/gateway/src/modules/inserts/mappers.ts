import type { Insert } from '../../__generated__/resolvers-types';
import { recordMeta } from '../resources/mappers';
import type { UpstreamInsert } from './client';

export function toInsert(raw: UpstreamInsert): Insert {
  return {
    id: raw.id,
    insertName: raw.insertName,
    description: raw.description ?? null,
    imageUrl: raw.imageUrl ?? null,
    redirectUrl: raw.redirectUrl ?? null,
    longUrl: raw.longUrl ?? null,
    validFrom: raw.validFrom ?? null,
    validTo: raw.validTo ?? null,
    showOnIos: raw.showOnIos ?? false,
    showOnAndroid: raw.showOnAndroid ?? false,
    showOnAndroid2: raw.showOnAndroid2 ?? false,
    showOnWeb: raw.showOnWeb ?? false,
    usedBy: raw.usedBy ?? 0,
    ...recordMeta(raw),
  };
}
