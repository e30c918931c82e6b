import type { Group } from '../../__generated__/resolvers-types';
import { recordMeta } from '../resources/mappers';
import type { UpstreamGroup } from './client';

export function toGroup(raw: UpstreamGroup): Group {
  return { id: raw.id, name: raw.name, storeIds: raw.storeIds ?? [], ...recordMeta(raw) };
}
