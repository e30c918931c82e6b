import { GraphQLObjectType } from 'graphql';
import { FIELD_ACCESS, OPERATION_ACCESS, secureResolvers } from './authorization';
import { buildSchema } from './graphql/schema';
import { UpstreamUnavailableError } from './upstream/http';

describe('access table', () => {
  const schema = buildSchema();

  it('has a rule for every operation of the schema', () => {
    for (const typeName of ['Query', 'Mutation', 'Subscription'] as const) {
      const type = schema.getType(typeName);
      expect(type).toBeInstanceOf(GraphQLObjectType);
      const fields = Object.keys((type as GraphQLObjectType).getFields()).sort();
      expect(Object.keys(OPERATION_ACCESS[typeName]).sort()).toEqual(fields);
    }
  });

  it('only names fields that exist', () => {
    for (const [typeName, fields] of Object.entries(FIELD_ACCESS)) {
      const type = schema.getType(typeName) as GraphQLObjectType;
      for (const field of Object.keys(fields)) expect(type.getFields()[field]).toBeDefined();
    }
  });

  it('refuses to start with an operation that has no rule', () => {
    expect(() => secureResolvers({ Query: { unknownField: () => true } })).toThrow(/No access rule for Query.unknownField/);
  });

  it('answers at once where nothing is to be checked first (an event of a subscription), and still types what fails', async () => {
    const event = { platform: 'android' };
    const down = new UpstreamUnavailableError('network', 'GET', '/api/ordering/android');
    const secured = secureResolvers({
      Subscription: { orderingChanged: { subscribe: () => ({}), resolve: (value: unknown) => value } },
      Leaflet: { version: () => Promise.reject(down) },
    } as unknown as Parameters<typeof secureResolvers>[0]) as unknown as {
      Subscription: { orderingChanged: { resolve: (...args: unknown[]) => unknown } };
      Leaflet: { version: (...args: unknown[]) => Promise<unknown> };
    };
    const info = (typeName: string, fieldName: string) => ({ parentType: schema.getType(typeName), fieldName });
    expect(secured.Subscription.orderingChanged.resolve(event, {}, {}, info('Subscription', 'orderingChanged'))).toBe(event);
    const failing = secured.Leaflet.version({}, {}, {}, info('Leaflet', 'version'));
    await expect(failing).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('background jobs, article data, crawler and page cutting', () => {
  it('need the permissions of the job centre and of their screens', () => {
    expect(OPERATION_ACCESS.Query).toMatchObject({
      jobs: 'jobs.read',
      job: 'jobs.read',
      articlesDataImport: 'articlesData.manage',
      articlesData: 'articlesData.manage',
      articlesDataNotMatched: 'articlesData.manage',
      articlesDataDeleted: 'articlesData.manage',
      articlesDataArticles: 'articlesData.manage',
      articlesDataRetailers: 'articlesData.manage',
      crawlerSources: 'crawler.run',
      crawlerRuns: 'crawler.run',
      crawlerRunFindings: 'crawler.run',
      leafletPageCut: 'leaflets.cut',
    });
    expect(OPERATION_ACCESS.Mutation).toMatchObject({
      cancelJob: 'jobs.manage',
      retryJob: 'jobs.manage',
      startArticlesDataImport: 'articlesData.manage',
      confirmArticleDataMatch: 'articlesData.manage',
      matchArticleDataToLeaflet: 'articlesData.manage',
      removeArticleDataMatch: 'articlesData.manage',
      deleteArticleData: 'articlesData.manage',
      undeleteArticleData: 'articlesData.manage',
      runCrawler: 'crawler.run',
      runAllCrawlers: 'crawler.run',
      cutLeafletPages: 'leaflets.cut',
      retryFailedPages: 'leaflets.cut',
    });
    expect(OPERATION_ACCESS.Subscription).toMatchObject({
      // One job's progress: also the notification role, for the sends of its channels (the api decides which).
      jobProgress: 'jobs.progress',
      jobsChanged: 'jobs.read',
      articlesDataChanged: 'articlesData.manage',
    });
    expect(FIELD_ACCESS['Store']).toMatchObject({ hasUnconfirmedArticleData: 'articlesData.manage' });
  });
});

describe('push notifications', () => {
  it('are read with the archive permission and written with the send permission', () => {
    expect(OPERATION_ACCESS.Query).toMatchObject({
      notifications: 'notifications.archive',
      notification: 'notifications.archive',
      notificationHistory: 'notifications.archive',
      notificationDeliveries: 'notifications.archive',
      notificationTargets: 'notifications.send',
      notificationReach: 'notifications.send',
    });
    expect(OPERATION_ACCESS.Mutation).toMatchObject({
      sendNotification: 'notifications.send',
      updateNotification: 'notifications.send',
      cancelNotification: 'notifications.send',
    });
    expect(OPERATION_ACCESS.Subscription).toMatchObject({ notificationsChanged: 'notifications.archive' });
  });
});
