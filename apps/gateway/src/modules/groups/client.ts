import type { GroupInput } from '@flyerdesk/domain/validation/group';
import { ScopedClient, seg } from '../../upstream/http';

/** Group as the api answers it. */
export interface UpstreamGroup {
  id: string;
  name: string;
  storeIds?: string[];
  version: number;
}

/** REST client for shop groups. */
export class GroupsClient extends ScopedClient {
  list(): Promise<UpstreamGroup[]> {
    return this.get<UpstreamGroup[]>('/api/groups');
  }

  create(input: GroupInput): Promise<UpstreamGroup> {
    return this.write<UpstreamGroup>('POST', '/api/groups', { json: input });
  }

  update(id: string, version: number, input: GroupInput): Promise<UpstreamGroup> {
    return this.write<UpstreamGroup>('PUT', `/api/groups/${seg(id)}`, { json: input, ifMatch: version });
  }

  remove(id: string): Promise<void> {
    return this.writeVoid('DELETE', `/api/groups/${seg(id)}`);
  }
}
