/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n": typeof types.SystemInfoDocument,
    "\n  fragment ArticleDataFields on ArticleData {\n    id\n    retailer\n    storeId\n    storeName\n    title\n    validFrom\n    validTo\n    status\n    leafletReference {\n      leafletId\n      leafletNaturalId\n      leafletStoreId\n    }\n    articlesCount\n    updatedAt\n    updatedBy\n    version\n  }\n": typeof types.ArticleDataFieldsFragmentDoc,
    "\n  query ArticlesDataImport {\n    articlesDataImport {\n      ...JobFields\n    }\n  }\n": typeof types.ArticlesDataImportDocument,
    "\n  query ArticlesData {\n    articlesData {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.ArticlesDataDocument,
    "\n  query ArticlesDataRetailers {\n    articlesDataRetailers\n  }\n": typeof types.ArticlesDataRetailersDocument,
    "\n  query ArticlesDataDeleted($retailer: String!) {\n    articlesDataDeleted(retailer: $retailer) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.ArticlesDataDeletedDocument,
    "\n  query ArticlesDataArticles($id: ID!) {\n    articlesDataArticles(id: $id) {\n      id\n      name\n      brand\n      packaging\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      discount\n      pageNumber\n    }\n  }\n": typeof types.ArticlesDataArticlesDocument,
    "\n  mutation StartArticlesDataImport {\n    startArticlesDataImport {\n      ...JobFields\n    }\n  }\n": typeof types.StartArticlesDataImportDocument,
    "\n  mutation ConfirmArticleDataMatch($id: ID!, $leafletId: ID!, $version: Int) {\n    confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.ConfirmArticleDataMatchDocument,
    "\n  mutation MatchArticleDataToLeaflet($id: ID!, $leafletNaturalId: String!, $version: Int) {\n    matchArticleDataToLeaflet(id: $id, leafletNaturalId: $leafletNaturalId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.MatchArticleDataToLeafletDocument,
    "\n  mutation RemoveArticleDataMatch($id: ID!, $version: Int) {\n    removeArticleDataMatch(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.RemoveArticleDataMatchDocument,
    "\n  mutation DeleteArticleData($id: ID!, $version: Int) {\n    deleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.DeleteArticleDataDocument,
    "\n  mutation UndeleteArticleData($id: ID!, $version: Int) {\n    undeleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": typeof types.UndeleteArticleDataDocument,
    "\n  subscription ArticlesDataChanged {\n    articlesDataChanged {\n      seq\n      version\n    }\n  }\n": typeof types.ArticlesDataChangedDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query CrawlerSources {\n    crawlerSources {\n      id\n      name\n      storeId\n      storeName\n      url\n      enabled\n      findingsCount\n      lastRun {\n        ...JobFields\n      }\n    }\n  }\n": typeof types.CrawlerSourcesDocument,
    "\n  query CrawlerRuns($limit: Int) {\n    crawlerRuns(limit: $limit) {\n      ...JobFields\n    }\n  }\n": typeof types.CrawlerRunsDocument,
    "\n  query CrawlerRunFindings($runId: ID!) {\n    crawlerRunFindings(runId: $runId) {\n      id\n      sourceId\n      url\n      title\n      validFrom\n      validTo\n      foundAt\n      isNew\n    }\n  }\n": typeof types.CrawlerRunFindingsDocument,
    "\n  mutation RunCrawler($sourceId: ID!) {\n    runCrawler(sourceId: $sourceId) {\n      ...JobFields\n    }\n  }\n": typeof types.RunCrawlerDocument,
    "\n  mutation RunAllCrawlers {\n    runAllCrawlers {\n      ...JobFields\n    }\n  }\n": typeof types.RunAllCrawlersDocument,
    "\n  query LeafletPageCut($leafletId: ID!) {\n    leafletPageCut(leafletId: $leafletId) {\n      leafletId\n      leafletNaturalId\n      storeId\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": typeof types.LeafletPageCutDocument,
    "\n  mutation CutLeafletPages($leafletId: ID!) {\n    cutLeafletPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": typeof types.CutLeafletPagesDocument,
    "\n  mutation RetryFailedPages($leafletId: ID!) {\n    retryFailedPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": typeof types.RetryFailedPagesDocument,
    "\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n": typeof types.LeafletRow_LeafletFragmentDoc,
    "\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n": typeof types.LeafletsSummary_SummaryFragmentDoc,
    "\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": typeof types.ShopLeafletsDocument,
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n": typeof types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": typeof types.ShopsPanelDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": typeof types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": typeof types.StoreLeafletsLive_StoreFragmentDoc,
    "\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n": typeof types.JobCentreDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n": typeof types.RetryJobDocument,
    "\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n": typeof types.FeedLinks_PlatformFragmentDoc,
    "\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n": typeof types.FeedPlatformsDocument,
    "\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n": typeof types.FeedUrlDocument,
    "\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n": typeof types.PendingLeafletList_LeafletFragmentDoc,
    "\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n": typeof types.PendingPublication_ListsFragmentDoc,
    "\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n": typeof types.PendingPublicationDocument,
    "\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n": typeof types.PendingPublicationChangedDocument,
    "\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n": typeof types.PublishPromotionsDocument,
    "\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n": typeof types.ActivityLine_MoveFragmentDoc,
    "\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n": typeof types.XmlOffersLeafletDetailsDocument,
    "\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n": typeof types.OrderingRow_ItemFragmentDoc,
    "\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n": typeof types.XmlOffersPlatformsDocument,
    "\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": typeof types.XmlOffersOrderingDocument,
    "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n": typeof types.XmlOffersOrderingMovesDocument,
    "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n    }\n  }\n": typeof types.XmlOffersOrderingChangedDocument,
    "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": typeof types.XmlOffersSetLeafletPriorityDocument,
    "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": typeof types.XmlOffersUndoOrderingMoveDocument,
    "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n": typeof types.XmlOffersRefreshLeafletDocument,
    "\n  subscription XmlOffersPresence($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n": typeof types.XmlOffersPresenceDocument,
    "\n  mutation XmlOffersUpdatePresence($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n": typeof types.XmlOffersUpdatePresenceDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n    }\n  }\n": typeof types.JobFieldsFragmentDoc,
    "\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n": typeof types.JobStepFieldsFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": typeof types.JobProgressDocument,
    "\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": typeof types.JobProgressChangedDocument,
    "\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n": typeof types.JobsChangedDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n": types.SystemInfoDocument,
    "\n  fragment ArticleDataFields on ArticleData {\n    id\n    retailer\n    storeId\n    storeName\n    title\n    validFrom\n    validTo\n    status\n    leafletReference {\n      leafletId\n      leafletNaturalId\n      leafletStoreId\n    }\n    articlesCount\n    updatedAt\n    updatedBy\n    version\n  }\n": types.ArticleDataFieldsFragmentDoc,
    "\n  query ArticlesDataImport {\n    articlesDataImport {\n      ...JobFields\n    }\n  }\n": types.ArticlesDataImportDocument,
    "\n  query ArticlesData {\n    articlesData {\n      ...ArticleDataFields\n    }\n  }\n": types.ArticlesDataDocument,
    "\n  query ArticlesDataRetailers {\n    articlesDataRetailers\n  }\n": types.ArticlesDataRetailersDocument,
    "\n  query ArticlesDataDeleted($retailer: String!) {\n    articlesDataDeleted(retailer: $retailer) {\n      ...ArticleDataFields\n    }\n  }\n": types.ArticlesDataDeletedDocument,
    "\n  query ArticlesDataArticles($id: ID!) {\n    articlesDataArticles(id: $id) {\n      id\n      name\n      brand\n      packaging\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      discount\n      pageNumber\n    }\n  }\n": types.ArticlesDataArticlesDocument,
    "\n  mutation StartArticlesDataImport {\n    startArticlesDataImport {\n      ...JobFields\n    }\n  }\n": types.StartArticlesDataImportDocument,
    "\n  mutation ConfirmArticleDataMatch($id: ID!, $leafletId: ID!, $version: Int) {\n    confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": types.ConfirmArticleDataMatchDocument,
    "\n  mutation MatchArticleDataToLeaflet($id: ID!, $leafletNaturalId: String!, $version: Int) {\n    matchArticleDataToLeaflet(id: $id, leafletNaturalId: $leafletNaturalId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": types.MatchArticleDataToLeafletDocument,
    "\n  mutation RemoveArticleDataMatch($id: ID!, $version: Int) {\n    removeArticleDataMatch(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": types.RemoveArticleDataMatchDocument,
    "\n  mutation DeleteArticleData($id: ID!, $version: Int) {\n    deleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": types.DeleteArticleDataDocument,
    "\n  mutation UndeleteArticleData($id: ID!, $version: Int) {\n    undeleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n": types.UndeleteArticleDataDocument,
    "\n  subscription ArticlesDataChanged {\n    articlesDataChanged {\n      seq\n      version\n    }\n  }\n": types.ArticlesDataChangedDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query CrawlerSources {\n    crawlerSources {\n      id\n      name\n      storeId\n      storeName\n      url\n      enabled\n      findingsCount\n      lastRun {\n        ...JobFields\n      }\n    }\n  }\n": types.CrawlerSourcesDocument,
    "\n  query CrawlerRuns($limit: Int) {\n    crawlerRuns(limit: $limit) {\n      ...JobFields\n    }\n  }\n": types.CrawlerRunsDocument,
    "\n  query CrawlerRunFindings($runId: ID!) {\n    crawlerRunFindings(runId: $runId) {\n      id\n      sourceId\n      url\n      title\n      validFrom\n      validTo\n      foundAt\n      isNew\n    }\n  }\n": types.CrawlerRunFindingsDocument,
    "\n  mutation RunCrawler($sourceId: ID!) {\n    runCrawler(sourceId: $sourceId) {\n      ...JobFields\n    }\n  }\n": types.RunCrawlerDocument,
    "\n  mutation RunAllCrawlers {\n    runAllCrawlers {\n      ...JobFields\n    }\n  }\n": types.RunAllCrawlersDocument,
    "\n  query LeafletPageCut($leafletId: ID!) {\n    leafletPageCut(leafletId: $leafletId) {\n      leafletId\n      leafletNaturalId\n      storeId\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": types.LeafletPageCutDocument,
    "\n  mutation CutLeafletPages($leafletId: ID!) {\n    cutLeafletPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": types.CutLeafletPagesDocument,
    "\n  mutation RetryFailedPages($leafletId: ID!) {\n    retryFailedPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": types.RetryFailedPagesDocument,
    "\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n": types.LeafletRow_LeafletFragmentDoc,
    "\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n": types.LeafletsSummary_SummaryFragmentDoc,
    "\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": types.ShopLeafletsDocument,
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n": types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": types.ShopsPanelDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": types.StoreLeafletsLive_StoreFragmentDoc,
    "\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n": types.JobCentreDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n": types.CancelJobDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n": types.RetryJobDocument,
    "\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n": types.FeedLinks_PlatformFragmentDoc,
    "\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n": types.FeedPlatformsDocument,
    "\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n": types.FeedUrlDocument,
    "\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n": types.PendingLeafletList_LeafletFragmentDoc,
    "\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n": types.PendingPublication_ListsFragmentDoc,
    "\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n": types.PendingPublicationDocument,
    "\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n": types.PendingPublicationChangedDocument,
    "\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n": types.PublishPromotionsDocument,
    "\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n": types.ActivityLine_MoveFragmentDoc,
    "\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n": types.XmlOffersLeafletDetailsDocument,
    "\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n": types.OrderingRow_ItemFragmentDoc,
    "\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n": types.XmlOffersPlatformsDocument,
    "\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": types.XmlOffersOrderingDocument,
    "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n": types.XmlOffersOrderingMovesDocument,
    "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n    }\n  }\n": types.XmlOffersOrderingChangedDocument,
    "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": types.XmlOffersSetLeafletPriorityDocument,
    "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": types.XmlOffersUndoOrderingMoveDocument,
    "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n": types.XmlOffersRefreshLeafletDocument,
    "\n  subscription XmlOffersPresence($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n": types.XmlOffersPresenceDocument,
    "\n  mutation XmlOffersUpdatePresence($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n": types.XmlOffersUpdatePresenceDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n    }\n  }\n": types.JobFieldsFragmentDoc,
    "\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n": types.JobStepFieldsFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": types.JobProgressDocument,
    "\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": types.JobProgressChangedDocument,
    "\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n": types.JobsChangedDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n"): (typeof documents)["\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArticleDataFields on ArticleData {\n    id\n    retailer\n    storeId\n    storeName\n    title\n    validFrom\n    validTo\n    status\n    leafletReference {\n      leafletId\n      leafletNaturalId\n      leafletStoreId\n    }\n    articlesCount\n    updatedAt\n    updatedBy\n    version\n  }\n"): (typeof documents)["\n  fragment ArticleDataFields on ArticleData {\n    id\n    retailer\n    storeId\n    storeName\n    title\n    validFrom\n    validTo\n    status\n    leafletReference {\n      leafletId\n      leafletNaturalId\n      leafletStoreId\n    }\n    articlesCount\n    updatedAt\n    updatedBy\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesDataImport {\n    articlesDataImport {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  query ArticlesDataImport {\n    articlesDataImport {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesData {\n    articlesData {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  query ArticlesData {\n    articlesData {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesDataRetailers {\n    articlesDataRetailers\n  }\n"): (typeof documents)["\n  query ArticlesDataRetailers {\n    articlesDataRetailers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesDataDeleted($retailer: String!) {\n    articlesDataDeleted(retailer: $retailer) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  query ArticlesDataDeleted($retailer: String!) {\n    articlesDataDeleted(retailer: $retailer) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArticlesDataArticles($id: ID!) {\n    articlesDataArticles(id: $id) {\n      id\n      name\n      brand\n      packaging\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      discount\n      pageNumber\n    }\n  }\n"): (typeof documents)["\n  query ArticlesDataArticles($id: ID!) {\n    articlesDataArticles(id: $id) {\n      id\n      name\n      brand\n      packaging\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      discount\n      pageNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartArticlesDataImport {\n    startArticlesDataImport {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation StartArticlesDataImport {\n    startArticlesDataImport {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmArticleDataMatch($id: ID!, $leafletId: ID!, $version: Int) {\n    confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmArticleDataMatch($id: ID!, $leafletId: ID!, $version: Int) {\n    confirmArticleDataMatch(id: $id, leafletId: $leafletId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchArticleDataToLeaflet($id: ID!, $leafletNaturalId: String!, $version: Int) {\n    matchArticleDataToLeaflet(id: $id, leafletNaturalId: $leafletNaturalId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  mutation MatchArticleDataToLeaflet($id: ID!, $leafletNaturalId: String!, $version: Int) {\n    matchArticleDataToLeaflet(id: $id, leafletNaturalId: $leafletNaturalId, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveArticleDataMatch($id: ID!, $version: Int) {\n    removeArticleDataMatch(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveArticleDataMatch($id: ID!, $version: Int) {\n    removeArticleDataMatch(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteArticleData($id: ID!, $version: Int) {\n    deleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteArticleData($id: ID!, $version: Int) {\n    deleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndeleteArticleData($id: ID!, $version: Int) {\n    undeleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"): (typeof documents)["\n  mutation UndeleteArticleData($id: ID!, $version: Int) {\n    undeleteArticleData(id: $id, version: $version) {\n      ...ArticleDataFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArticlesDataChanged {\n    articlesDataChanged {\n      seq\n      version\n    }\n  }\n"): (typeof documents)["\n  subscription ArticlesDataChanged {\n    articlesDataChanged {\n      seq\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrawlerSources {\n    crawlerSources {\n      id\n      name\n      storeId\n      storeName\n      url\n      enabled\n      findingsCount\n      lastRun {\n        ...JobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CrawlerSources {\n    crawlerSources {\n      id\n      name\n      storeId\n      storeName\n      url\n      enabled\n      findingsCount\n      lastRun {\n        ...JobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrawlerRuns($limit: Int) {\n    crawlerRuns(limit: $limit) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  query CrawlerRuns($limit: Int) {\n    crawlerRuns(limit: $limit) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CrawlerRunFindings($runId: ID!) {\n    crawlerRunFindings(runId: $runId) {\n      id\n      sourceId\n      url\n      title\n      validFrom\n      validTo\n      foundAt\n      isNew\n    }\n  }\n"): (typeof documents)["\n  query CrawlerRunFindings($runId: ID!) {\n    crawlerRunFindings(runId: $runId) {\n      id\n      sourceId\n      url\n      title\n      validFrom\n      validTo\n      foundAt\n      isNew\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunCrawler($sourceId: ID!) {\n    runCrawler(sourceId: $sourceId) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation RunCrawler($sourceId: ID!) {\n    runCrawler(sourceId: $sourceId) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunAllCrawlers {\n    runAllCrawlers {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation RunAllCrawlers {\n    runAllCrawlers {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletPageCut($leafletId: ID!) {\n    leafletPageCut(leafletId: $leafletId) {\n      leafletId\n      leafletNaturalId\n      storeId\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeafletPageCut($leafletId: ID!) {\n    leafletPageCut(leafletId: $leafletId) {\n      leafletId\n      leafletNaturalId\n      storeId\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CutLeafletPages($leafletId: ID!) {\n    cutLeafletPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CutLeafletPages($leafletId: ID!) {\n    cutLeafletPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryFailedPages($leafletId: ID!) {\n    retryFailedPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryFailedPages($leafletId: ID!) {\n    retryFailedPages(leafletId: $leafletId) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n"): (typeof documents)["\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n"): (typeof documents)["\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n"): (typeof documents)["\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n"): (typeof documents)["\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n"): (typeof documents)["\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n"): (typeof documents)["\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n"): (typeof documents)["\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n"): (typeof documents)["\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n"): (typeof documents)["\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n"): (typeof documents)["\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription XmlOffersPresence($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription XmlOffersPresence($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersUpdatePresence($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n"): (typeof documents)["\n  mutation XmlOffersUpdatePresence($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n    }\n  }\n"): (typeof documents)["\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n"): (typeof documents)["\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;