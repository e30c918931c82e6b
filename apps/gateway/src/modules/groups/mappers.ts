import type { Group } from '../../__generated__/resolvers-types';
import type { UpstreamGroup } from './client';

export function toGroup(raw: UpstreamGroup): Group {
  return { id: raw.id, name: raw.name, storeIds: raw.storeIds ?? [], version: raw.version };
}
