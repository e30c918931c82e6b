import type { ActivityPage } from '@flyerdesk/domain/activity';
import type { ActivityFilter } from '@flyerdesk/domain/validation/activity';
import { ScopedClient } from '../../upstream/http';

/** REST client of the activity log (the signed-in user's token). */
export class LogsClient extends ScopedClient {
  /** GET /api/logs: a page of the entries the filter matches, newest first. */
  page(filter: ActivityFilter, limit: number, offset: number): Promise<ActivityPage> {
    return this.get<ActivityPage>('/api/logs', { ...filter, limit, offset });
  }
}
