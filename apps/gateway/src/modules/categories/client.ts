import type { CategoryInput } from '@flyerdesk/domain/validation/category';
import { ScopedClient, seg } from '../../upstream/http';

/** Category as the api answers it. */
export interface UpstreamCategory {
  id: string;
  name: string;
  categoryWebId: string;
  logoUrl?: string | null;
  version: number;
}

/** REST client for shop categories. */
export class CategoriesClient extends ScopedClient {
  list(): Promise<UpstreamCategory[]> {
    return this.get<UpstreamCategory[]>('/api/categories');
  }

  create(input: CategoryInput): Promise<UpstreamCategory> {
    return this.write<UpstreamCategory>('POST', '/api/categories', { json: input });
  }

  update(id: string, version: number, input: CategoryInput): Promise<UpstreamCategory> {
    return this.write<UpstreamCategory>('PUT', `/api/categories/${seg(id)}`, { json: input, ifMatch: version });
  }

  remove(id: string): Promise<void> {
    return this.writeVoid('DELETE', `/api/categories/${seg(id)}`);
  }
}
