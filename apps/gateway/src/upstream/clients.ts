import { AppConfigClient } from '../modules/appConfig/client';
import { ArticlesDataClient } from '../modules/articlesData/client';
import { AuthClient } from '../modules/auth/client';
import type { UpstreamCategory } from '../modules/categories/client';
import { CrawlerClient } from '../modules/crawler/client';
import { CuttingClient } from '../modules/cutting/client';
import type { UpstreamGroup } from '../modules/groups/client';
import type { UpstreamInsert } from '../modules/inserts/client';
import { JobsClient } from '../modules/jobs/client';
import { LeafletsClient } from '../modules/leaflets/client';
import { LogsClient } from '../modules/logs/client';
import { LoyaltyCardsClient } from '../modules/loyaltyCards/client';
import { NotificationsClient } from '../modules/notifications/client';
import { OrderingClient } from '../modules/ordering/client';
import { PageDetailsClient } from '../modules/pageDetails/client';
import { PublicationClient } from '../modules/publication/client';
import { RecipesClient, type UpstreamCook } from '../modules/recipes/client';
import { ReelsClient, type UpstreamReelChannel } from '../modules/reels/client';
import type { ReelChannelInput } from '@flyerdesk/domain/validation/reels';
import { ResourceClient } from '../modules/resources/client';
import { ScraperClient } from '../modules/scraper/client';
import { StoresClient } from '../modules/stores/client';
import { SystemClient } from '../modules/system/client';
import { UsersClient } from '../modules/users/client';
import type { CategoryInput } from '@flyerdesk/domain/validation/category';
import type { GroupInput } from '@flyerdesk/domain/validation/group';
import type { InsertInput } from '@flyerdesk/domain/validation/insert';
import type { CookInput } from '@flyerdesk/domain/validation/recipes';
import type { CallScope, UpstreamHttp } from './http';

/** The REST clients of one request, all carrying its trace id and the signed-in user's token. */
export interface UpstreamApi {
  auth: AuthClient;
  appConfig: AppConfigClient;
  users: UsersClient;
  system: SystemClient;
  stores: StoresClient;
  categories: ResourceClient<UpstreamCategory, CategoryInput>;
  groups: ResourceClient<UpstreamGroup, GroupInput>;
  inserts: ResourceClient<UpstreamInsert, InsertInput>;
  notifications: NotificationsClient;
  cooks: ResourceClient<UpstreamCook, CookInput>;
  recipes: RecipesClient;
  loyaltyCards: LoyaltyCardsClient;
  reelChannels: ResourceClient<UpstreamReelChannel, ReelChannelInput>;
  reels: ReelsClient;
  leaflets: LeafletsClient;
  logs: LogsClient;
  pageDetails: PageDetailsClient;
  ordering: OrderingClient;
  publication: PublicationClient;
  jobs: JobsClient;
  articlesData: ArticlesDataClient;
  crawler: CrawlerClient;
  cutting: CuttingClient;
  scraper: ScraperClient;
}

export function createUpstreamApi(http: UpstreamHttp, scope: CallScope): UpstreamApi {
  return {
    auth: new AuthClient(http, scope.traceId),
    appConfig: new AppConfigClient(http, scope),
    users: new UsersClient(http, scope),
    system: new SystemClient(http, scope),
    stores: new StoresClient(http, scope),
    categories: new ResourceClient(http, scope, 'categories'),
    groups: new ResourceClient(http, scope, 'groups'),
    inserts: new ResourceClient(http, scope, 'inserts'),
    notifications: new NotificationsClient(http, scope),
    cooks: new ResourceClient(http, scope, 'cooks'),
    recipes: new RecipesClient(http, scope),
    loyaltyCards: new LoyaltyCardsClient(http, scope),
    reelChannels: new ResourceClient(http, scope, 'reelChannels'),
    reels: new ReelsClient(http, scope),
    leaflets: new LeafletsClient(http, scope),
    logs: new LogsClient(http, scope),
    pageDetails: new PageDetailsClient(http, scope),
    ordering: new OrderingClient(http, scope),
    publication: new PublicationClient(http, scope),
    jobs: new JobsClient(http, scope),
    articlesData: new ArticlesDataClient(http, scope),
    crawler: new CrawlerClient(http, scope),
    cutting: new CuttingClient(http, scope),
    scraper: new ScraperClient(http, scope),
  };
}
