/** The handler of each job kind this api runs. */
import type { JobKind } from '@flyerdesk/domain/jobs';
import type { AppContext } from '../../context';
import { articlesImportHandler } from '../articlesData/importer';
import { crawlHandler } from '../crawler/handler';
import { pageCutHandler } from '../cutting/handler';
import { notificationSendHandler } from '../notifications/send';
import { linkSwapHandler } from '../pageDetails/linkSwapHandler';
import { leafletFromZipHandler, leafletPdfHandler } from '../scraper/handlers';
import type { JobHandler } from './runner';

export function jobHandlers(ctx: AppContext): Partial<Record<JobKind, JobHandler>> {
  return {
    PAGE_CUT: pageCutHandler(ctx),
    ARTICLES_IMPORT: articlesImportHandler(ctx),
    CRAWL: crawlHandler(ctx),
    LINK_SWAP: linkSwapHandler(),
    NOTIFICATION_SEND: notificationSendHandler(ctx),
    LEAFLET_FROM_ZIP: leafletFromZipHandler(ctx),
    LEAFLET_PDF: leafletPdfHandler(ctx),
  };
}
