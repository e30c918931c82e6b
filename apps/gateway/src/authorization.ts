import type { GraphQLResolveInfo } from 'graphql';
import { GraphQLScalarType } from 'graphql';
import { can, type Permission } from '@flyerdesk/domain/permissions';
import type { Mutation, Query, Resolvers, Subscription } from './__generated__/resolvers-types';
import type { GatewayContext } from './context';
import { forbidden, toGraphQLError } from './errors';
import { checkIdArguments } from './validation';

/** Who may call a field: anyone (`public`), or signed-in users holding a permission. */
export type Access = 'public' | Permission;

type FieldsOf<T> = Exclude<keyof T, '__typename'>;

/**
 * The one table of who may call which operation. Every root field of the schema has an entry
 * (the compiler insists); the permissions themselves come from packages/domain, the same table
 * the api and the web app's routes use. Checked before any upstream call of the operation.
 */
export const OPERATION_ACCESS: {
  Query: Record<FieldsOf<Query>, Access>;
  Mutation: Record<FieldsOf<Mutation>, Access>;
  Subscription: Record<FieldsOf<Subscription>, Access>;
} = {
  Query: {
    ping: 'public',
    me: 'session.me',
    systemInfo: 'system.read',
    featureFlags: 'system.read',
    platforms: 'platforms.read',
    stores: 'stores.read',
    storesPage: 'stores.read',
    store: 'stores.read',
    storeHistory: 'stores.read',
    categories: 'categories.read',
    category: 'categories.read',
    categoryHistory: 'categories.read',
    users: 'users.read',
    user: 'users.read',
    userHistory: 'users.read',
    groups: 'groups.read',
    group: 'groups.read',
    groupHistory: 'groups.read',
    inserts: 'inserts.read',
    insert: 'inserts.read',
    insertHistory: 'inserts.read',
    // And the resource's own permission in the resolver (modules/resources/resolvers.ts).
    recordLock: 'records.lock',
    leaflets: 'leaflets.read',
    leaflet: 'leaflets.read',
    archivedLeaflets: 'leaflets.read',
    leafletHistory: 'leaflets.history',
    ordering: 'leaflets.order',
    orderingMoves: 'leaflets.order',
    pendingPublication: 'publication.read',
    feedUrl: 'publication.read',
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
    leafletPageDetails: 'leaflets.read',
    leafletRedirectHistory: 'leaflets.history',
    activityLog: 'logs.read',
    // Non-administrators see only the notifications of their channels (the api scopes every answer).
    notifications: 'notifications.archive',
    notification: 'notifications.archive',
    notificationHistory: 'notifications.archive',
    notificationDeliveries: 'notifications.archive',
    notificationTargets: 'notifications.send',
    notificationReach: 'notifications.send',
    // A recipe editor sees only the cooks assigned to them and their recipes (the api scopes every answer).
    cooks: 'recipes.read',
    cook: 'recipes.read',
    cookHistory: 'recipes.read',
    recipes: 'recipes.read',
    recipe: 'recipes.read',
    recipeHistory: 'recipes.read',
    recipeShops: 'recipes.read',
    loyaltyCards: 'loyaltyCards.read',
    loyaltyCard: 'loyaltyCards.read',
    loyaltyCardHistory: 'loyaltyCards.read',
    // EDITOR_REELS sees only the channels assigned to them and their reels (the api scopes every answer).
    reelChannels: 'reels.read',
    reelChannel: 'reels.read',
    reelChannelHistory: 'reels.read',
    reels: 'reels.read',
    reel: 'reels.read',
    reelHistory: 'reels.read',
    appConfigSections: 'appConfig.read',
    appConfigSection: 'appConfig.read',
    appConfigSectionHistory: 'appConfig.read',
    // The scraper (spec §2 /scrapper/pdf); the api answers FEATURE_DISABLED while its switch is off.
    leafletPdfLink: 'scrapper.pdf',
  },
  Mutation: {
    _noop: 'public',
    login: 'public',
    logout: 'public',
    refreshSession: 'public',
    changePassword: 'password.change',
    createStore: 'stores.create',
    updateStore: 'stores.update',
    archiveStore: 'stores.delete',
    deleteStore: 'stores.delete',
    restoreStore: 'stores.restore',
    createCategory: 'categories.write',
    createUser: 'users.write',
    updateUser: 'users.write',
    enableUser: 'users.write',
    disableUser: 'users.write',
    setUserPassword: 'users.write',
    updateCategory: 'categories.write',
    archiveCategory: 'categories.write',
    restoreCategory: 'categories.write',
    createGroup: 'groups.write',
    updateGroup: 'groups.write',
    archiveGroup: 'groups.write',
    restoreGroup: 'groups.write',
    createInsert: 'inserts.write',
    updateInsert: 'inserts.write',
    archiveInsert: 'inserts.write',
    restoreInsert: 'inserts.write',
    // And the resource's own permission in the resolvers (modules/resources/resolvers.ts).
    acquireRecordLock: 'records.lock',
    releaseRecordLock: 'records.lock',
    updateLeaflet: 'leaflets.update',
    restoreLeaflet: 'leaflets.restore',
    refreshLeaflet: 'leaflets.refresh',
    deleteLeaflet: 'leaflets.delete',
    setLeafletPriority: 'leaflets.order',
    undoOrderingMove: 'leaflets.order',
    publishPromotions: 'leaflets.publish',
    // Rooms of some screens need more (modules/presence/rooms.ts).
    updatePresence: 'presence.join',
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
    addPageInserts: 'pages.edit',
    removePageInsert: 'pages.edit',
    addPageRedirect: 'pages.edit',
    updatePageRedirect: 'pages.edit',
    removePageRedirect: 'pages.edit',
    applyBulkLink: 'pages.edit',
    scheduleLinkSwap: 'pages.edit',
    cancelLinkSwap: 'pages.edit',
    addPageArea: 'pages.edit',
    updatePageArea: 'pages.edit',
    removePageArea: 'pages.edit',
    loadPageAreasFromPdf: 'pages.edit',
    addProductArticle: 'pages.edit',
    updateProductArticle: 'pages.edit',
    removeProductArticle: 'pages.edit',
    deleteLeafletUrls: 'leaflets.update',
    // And the channel: the user's own ones unless an administrator (modules/notifications/resolvers.ts).
    sendNotification: 'notifications.send',
    updateNotification: 'notifications.send',
    cancelNotification: 'notifications.send',
    createCook: 'cooks.write',
    updateCook: 'cooks.write',
    archiveCook: 'cooks.write',
    restoreCook: 'cooks.write',
    // And the cook: a recipe editor's own cooks only (the api answers FORBIDDEN for another's).
    createRecipe: 'recipes.write',
    updateRecipe: 'recipes.write',
    archiveRecipe: 'recipes.write',
    restoreRecipe: 'recipes.write',
    createLoyaltyCard: 'loyaltyCards.write',
    updateLoyaltyCard: 'loyaltyCards.write',
    archiveLoyaltyCard: 'loyaltyCards.write',
    restoreLoyaltyCard: 'loyaltyCards.write',
    // And the channel: EDITOR_REELS only their own (the api answers FORBIDDEN for another's).
    createReelChannel: 'reels.write',
    updateReelChannel: 'reels.write',
    archiveReelChannel: 'reels.write',
    restoreReelChannel: 'reels.write',
    createReel: 'reels.write',
    updateReel: 'reels.write',
    publishReel: 'reels.write',
    deactivateReel: 'reels.write',
    removeReel: 'reels.write',
    restoreReel: 'reels.write',
    updateAppConfigSection: 'appConfig.write',
    revertAppConfigSection: 'appConfig.write',
    generateLeafletPdf: 'scrapper.pdf',
  },
  Subscription: {
    _noop: 'public',
    leafletChanged: 'leaflets.read',
    storeLeafletsChanged: 'leaflets.read',
    orderingChanged: 'leaflets.order',
    pendingPublicationChanged: 'publication.read',
    presence: 'presence.join',
    jobProgress: 'jobs.progress',
    jobsChanged: 'jobs.read',
    articlesDataChanged: 'articlesData.manage',
    categoriesChanged: 'categories.read',
    usersChanged: 'users.read',
    groupsChanged: 'groups.read',
    insertsChanged: 'inserts.read',
    storesChanged: 'stores.read',
    recordLock: 'records.lock',
    leafletPageDetailsChanged: 'leaflets.read',
    activityLogged: 'logs.read',
    // Events of the subscriber's channels only (administrators all).
    notificationsChanged: 'notifications.archive',
    // Events of the subscriber's cooks only (administrators all).
    cooksChanged: 'recipes.read',
    recipesChanged: 'recipes.read',
    loyaltyCardsChanged: 'loyaltyCards.read',
    // Events of the subscriber's channels only (administrators all).
    reelChannelsChanged: 'reels.read',
    reelsChanged: 'reels.read',
    appConfigSectionsChanged: 'appConfig.read',
  },
};

/** Fields below the root that reach other data and need their own permission. */
export const FIELD_ACCESS: Record<string, Record<string, Permission>> = {
  Store: { leaflets: 'leaflets.read', hasUnconfirmedArticleData: 'articlesData.manage' },
  Leaflet: { pages: 'leaflets.read' },
};

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Refuses (UNAUTHENTICATED / FORBIDDEN) unless the verified user holds the permission. */
export async function authorize(ctx: GatewayContext, access: Access): Promise<void> {
  if (access === 'public') return;
  const { user } = await ctx.session.require();
  if (!can(user.roles, access)) throw forbidden();
}

type AnyResolver = (parent: unknown, args: Record<string, unknown>, ctx: GatewayContext, info: GraphQLResolveInfo) => unknown;

function guard(resolve: AnyResolver, access: Access | undefined): AnyResolver {
  if (access) {
    return async (parent, args, ctx, info) => {
      try {
        await authorize(ctx, access);
        checkArguments(args, info);
        return await resolve(parent, args, ctx, info);
      } catch (err) {
        throw toGraphQLError(err);
      }
    };
  }
  // Nothing to wait for first: a resolver that answers at once still does (a subscription's event is
  // then executed without a promise, once for its thousand subscribers, see fanout.ts).
  return (parent, args, ctx, info) => {
    try {
      checkArguments(args, info);
      const resolved = resolve(parent, args, ctx, info);
      return resolved instanceof Promise
        ? resolved.catch((err: unknown) => {
            throw toGraphQLError(err);
          })
        : resolved;
    } catch (err) {
      throw toGraphQLError(err);
    }
  };
}

/** Refuses ids no record can have, in the arguments of the field being resolved (validation.ts). */
function checkArguments(args: Record<string, unknown>, info: GraphQLResolveInfo): void {
  const field = info.parentType.getFields()[info.fieldName];
  if (field && field.args.length > 0) checkIdArguments(field.args, args);
}

function accessFor(typeName: string, fieldName: string): Access | undefined {
  if (ROOT_TYPES.has(typeName)) {
    const table = OPERATION_ACCESS[typeName as keyof typeof OPERATION_ACCESS] as Record<string, Access>;
    const access = table[fieldName];
    if (!access) throw new Error(`No access rule for ${typeName}.${fieldName}: add it to OPERATION_ACCESS`);
    return access;
  }
  return FIELD_ACCESS[typeName]?.[fieldName];
}

/**
 * Wraps every resolver: checks the access rule of its field first, then refuses ids no record can
 * have (validation.ts), and turns whatever it throws into the typed errors of the contract (errors.ts).
 */
export function secureResolvers(resolvers: Resolvers): Resolvers {
  const secured: Record<string, unknown> = {};
  for (const [typeName, fields] of Object.entries(resolvers as Record<string, unknown>)) {
    if (fields instanceof GraphQLScalarType || typeof fields !== 'object' || fields === null) {
      secured[typeName] = fields;
      continue;
    }
    const out: Record<string, unknown> = {};
    for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
      const access = accessFor(typeName, fieldName);
      if (typeof resolver === 'function') {
        out[fieldName] = guard(resolver as AnyResolver, access);
      } else if (resolver && typeof resolver === 'object') {
        const { subscribe, resolve, ...rest } = resolver as { subscribe?: AnyResolver; resolve?: AnyResolver };
        out[fieldName] = {
          ...rest,
          ...(subscribe ? { subscribe: guard(subscribe, access) } : {}),
          ...(resolve ? { resolve: guard(resolve, subscribe ? undefined : access) } : {}),
        };
      } else {
        out[fieldName] = resolver;
      }
    }
    secured[typeName] = out;
  }
  return secured as Resolvers;
}
