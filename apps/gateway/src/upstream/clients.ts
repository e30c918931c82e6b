import { ArticlesDataClient } from '../modules/articlesData/client';
import { AuthClient } from '../modules/auth/client';
import { CategoriesClient } from '../modules/categories/client';
import { CrawlerClient } from '../modules/crawler/client';
import { CuttingClient } from '../modules/cutting/client';
import { GroupsClient } from '../modules/groups/client';
import { JobsClient } from '../modules/jobs/client';
import { LeafletsClient } from '../modules/leaflets/client';
import { OrderingClient } from '../modules/ordering/client';
import { PublicationClient } from '../modules/publication/client';
import { StoresClient } from '../modules/stores/client';
import { SystemClient } from '../modules/system/client';
import { UsersClient } from '../modules/users/client';
import type { CallScope, UpstreamHttp } from './http';

/** The REST clients of one request, all carrying its trace id and the signed-in user's token. */
export interface UpstreamApi {
  auth: AuthClient;
  users: UsersClient;
  system: SystemClient;
  stores: StoresClient;
  categories: CategoriesClient;
  groups: GroupsClient;
  leaflets: LeafletsClient;
  ordering: OrderingClient;
  publication: PublicationClient;
  jobs: JobsClient;
  articlesData: ArticlesDataClient;
  crawler: CrawlerClient;
  cutting: CuttingClient;
}

export function createUpstreamApi(http: UpstreamHttp, scope: CallScope): UpstreamApi {
  return {
    auth: new AuthClient(http, scope.traceId),
    users: new UsersClient(http, scope),
    system: new SystemClient(http, scope),
    stores: new StoresClient(http, scope),
    categories: new CategoriesClient(http, scope),
    groups: new GroupsClient(http, scope),
    leaflets: new LeafletsClient(http, scope),
    ordering: new OrderingClient(http, scope),
    publication: new PublicationClient(http, scope),
    jobs: new JobsClient(http, scope),
    articlesData: new ArticlesDataClient(http, scope),
    crawler: new CrawlerClient(http, scope),
    cutting: new CuttingClient(http, scope),
  };
}
