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
    "\n  fragment AppConfigSectionRecord on AppConfigSection {\n    id\n    section\n    document\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.AppConfigSectionRecordFragmentDoc,
    "\n  query AppConfigSectionsPage($page: ListPageInput) {\n    page: appConfigSections(page: $page) {\n      items {\n        ...AppConfigSectionRecord\n      }\n      total\n    }\n  }\n": typeof types.AppConfigSectionsPageDocument,
    "\n  query AppConfigSectionRecordById($id: ID!) {\n    record: appConfigSection(id: $id) {\n      ...AppConfigSectionRecord\n    }\n  }\n": typeof types.AppConfigSectionRecordByIdDocument,
    "\n  query AppConfigSectionHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: appConfigSectionHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.AppConfigSectionHistoryDocument,
    "\n  subscription AppConfigSectionsChanged {\n    change: appConfigSectionsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...AppConfigSectionRecord\n      }\n    }\n  }\n": typeof types.AppConfigSectionsChangedDocument,
    "\n  mutation UpdateAppConfigSection($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $clientMutationId: String) {\n    record: updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n": typeof types.UpdateAppConfigSectionDocument,
    "\n  mutation RevertAppConfigSection($id: ID!, $version: Int!, $toVersion: Int!, $clientMutationId: String) {\n    record: revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n": typeof types.RevertAppConfigSectionDocument,
    "\n  query AppConfigShops {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.AppConfigShopsDocument,
    "\n  query AppConfigCooks($page: ListPageInput) {\n    cooks(page: $page) {\n      items {\n        id\n        name\n      }\n      total\n    }\n  }\n": typeof types.AppConfigCooksDocument,
    "\n  query AppConfigRecipes($page: ListPageInput) {\n    recipes(page: $page) {\n      items {\n        id\n        title\n        cookName\n      }\n      total\n    }\n  }\n": typeof types.AppConfigRecipesDocument,
    "\n  fragment ArchiveLeafletRow on Leaflet {\n    id\n    naturalId\n    storeId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    pageCount\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.ArchiveLeafletRowFragmentDoc,
    "\n  fragment ArchiveLeafletDetails on Leaflet {\n    ...ArchiveLeafletRow\n    seoId\n    additionalInfo2\n    publishDate\n    publishEndDate\n    createdAt\n    createdBy\n    refreshedAt\n    refreshedBy\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n  }\n": typeof types.ArchiveLeafletDetailsFragmentDoc,
    "\n  query ArchivedLeafletsList($filter: LeafletFilter, $offset: Int, $limit: Int) {\n    archivedLeaflets(filter: $filter, offset: $offset, limit: $limit) {\n      items {\n        ...ArchiveLeafletRow\n      }\n      total\n    }\n  }\n": typeof types.ArchivedLeafletsListDocument,
    "\n  query ArchiveShops {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.ArchiveShopsDocument,
    "\n  mutation ArchiveRestoreLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      ...ArchiveLeafletRow\n    }\n  }\n": typeof types.ArchiveRestoreLeafletDocument,
    "\n  fragment ArchiveLeafletEvent on LeafletChangeEvent {\n    seq\n    kind\n    actor\n    clientMutationId\n    leaflet {\n      ...ArchiveLeafletRow\n    }\n  }\n": typeof types.ArchiveLeafletEventFragmentDoc,
    "\n  subscription ArchiveShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      ...ArchiveLeafletEvent\n    }\n  }\n": typeof types.ArchiveShopLeafletsChangedDocument,
    "\n  query ArchiveLeaflet($id: ID!) {\n    leaflet(id: $id) {\n      ...ArchiveLeafletDetails\n    }\n  }\n": typeof types.ArchiveLeafletDocument,
    "\n  subscription ArchiveLeafletChanged($id: ID!) {\n    leafletChanged(id: $id) {\n      ...ArchiveLeafletEvent\n      leaflet {\n        ...ArchiveLeafletDetails\n      }\n    }\n  }\n": typeof types.ArchiveLeafletChangedDocument,
    "\n  query ArchiveLeafletPages($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      leafletId\n      version\n      pages {\n        pageNumber\n        imageUrl\n        thumbnailUrl\n      }\n      inserts {\n        id\n        position\n        insertName\n      }\n      redirects {\n        id\n        positionsText\n        description\n        redirectUrl\n      }\n      areas {\n        id\n        pageNumber\n        link\n      }\n      articles {\n        id\n        pageNumber\n        name\n        brand\n        price\n        currency\n      }\n    }\n  }\n": typeof types.ArchiveLeafletPagesDocument,
    "\n  query ArchiveLeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.ArchiveLeafletHistoryDocument,
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
    "\n  fragment CategoryRecord on Category {\n    id\n    name\n    categoryWebId\n    logoUrl\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.CategoryRecordFragmentDoc,
    "\n  query CategoriesPage($page: ListPageInput) {\n    page: categories(page: $page) {\n      items {\n        ...CategoryRecord\n      }\n      total\n    }\n  }\n": typeof types.CategoriesPageDocument,
    "\n  query CategoryRecordById($id: ID!) {\n    record: category(id: $id) {\n      ...CategoryRecord\n    }\n  }\n": typeof types.CategoryRecordByIdDocument,
    "\n  query CategoryHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: categoryHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.CategoryHistoryDocument,
    "\n  subscription CategoriesChanged {\n    change: categoriesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CategoryRecord\n      }\n    }\n  }\n": typeof types.CategoriesChangedDocument,
    "\n  mutation CreateCategory($input: CategoryInput!, $clientMutationId: String) {\n    record: createCategory(input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $version: Int!, $input: CategoryInput!, $clientMutationId: String) {\n    record: updateCategory(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  mutation ArchiveCategory($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCategory(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": typeof types.ArchiveCategoryDocument,
    "\n  mutation RestoreCategory($id: ID!, $clientMutationId: String) {\n    record: restoreCategory(id: $id, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": typeof types.RestoreCategoryDocument,
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
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    storeWebId\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n": typeof types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": typeof types.ShopsPanelDocument,
    "\n  query ArchivedShopLeaflets($storeId: ID!, $limit: Int) {\n    archivedLeaflets(filter: { storeId: $storeId }, limit: $limit) {\n      items {\n        id\n        ...LeafletRow_leaflet\n        updatedAt\n        updatedBy\n      }\n      total\n    }\n  }\n": typeof types.ArchivedShopLeafletsDocument,
    "\n  mutation DeleteShopLeaflet($id: ID!, $clientMutationId: String) {\n    deleteLeaflet(id: $id, clientMutationId: $clientMutationId)\n  }\n": typeof types.DeleteShopLeafletDocument,
    "\n  mutation RestoreShopLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      storeId\n      ...LeafletRow_leaflet\n    }\n  }\n": typeof types.RestoreShopLeafletDocument,
    "\n  mutation RefreshShopLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      ...LeafletRow_leaflet\n    }\n  }\n": typeof types.RefreshShopLeafletDocument,
    "\n  query RunningLeafletCuts {\n    jobs(state: RUNNING, kind: PAGE_CUT) {\n      ...JobFields\n    }\n  }\n": typeof types.RunningLeafletCutsDocument,
    "\n  query LeafletRowAfterCut($id: ID!) {\n    leaflet(id: $id) {\n      id\n      ...LeafletRow_leaflet\n    }\n  }\n": typeof types.LeafletRowAfterCutDocument,
    "\n  mutation DeleteShopLeafletUrls($kind: LeafletUrlKind!, $leafletIds: [ID!], $storeId: ID, $clientMutationId: String) {\n    deleteLeafletUrls(kind: $kind, leafletIds: $leafletIds, storeId: $storeId, clientMutationId: $clientMutationId)\n  }\n": typeof types.DeleteShopLeafletUrlsDocument,
    "\n  fragment ShopsPanelLive_store on Store {\n    id\n    version\n    archivedAt\n    ...ShopRow_store\n  }\n": typeof types.ShopsPanelLive_StoreFragmentDoc,
    "\n  subscription ShopsPanelStoresChanged {\n    change: storesChanged {\n      seq\n      position\n      record {\n        ...ShopsPanelLive_store\n      }\n    }\n  }\n": typeof types.ShopsPanelStoresChangedDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": typeof types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": typeof types.StoreLeafletsLive_StoreFragmentDoc,
    "\n  fragment GroupRecord on Group {\n    id\n    name\n    storeIds\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.GroupRecordFragmentDoc,
    "\n  query GroupsPage($page: ListPageInput) {\n    page: groups(page: $page) {\n      items {\n        ...GroupRecord\n      }\n      total\n    }\n  }\n": typeof types.GroupsPageDocument,
    "\n  query GroupRecordById($id: ID!) {\n    record: group(id: $id) {\n      ...GroupRecord\n    }\n  }\n": typeof types.GroupRecordByIdDocument,
    "\n  query GroupHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: groupHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.GroupHistoryDocument,
    "\n  subscription GroupsChanged {\n    change: groupsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...GroupRecord\n      }\n    }\n  }\n": typeof types.GroupsChangedDocument,
    "\n  mutation CreateGroup($input: GroupInput!, $clientMutationId: String) {\n    record: createGroup(input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": typeof types.CreateGroupDocument,
    "\n  mutation UpdateGroup($id: ID!, $version: Int!, $input: GroupInput!, $clientMutationId: String) {\n    record: updateGroup(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": typeof types.UpdateGroupDocument,
    "\n  mutation ArchiveGroup($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveGroup(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": typeof types.ArchiveGroupDocument,
    "\n  mutation RestoreGroup($id: ID!, $clientMutationId: String) {\n    record: restoreGroup(id: $id, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": typeof types.RestoreGroupDocument,
    "\n  query GroupStores {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.GroupStoresDocument,
    "\n  fragment InsertRecord on Insert {\n    id\n    insertName\n    description\n    imageUrl\n    redirectUrl\n    longUrl\n    validFrom\n    validTo\n    showOnIos\n    showOnAndroid\n    showOnAndroid2\n    showOnWeb\n    usedBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.InsertRecordFragmentDoc,
    "\n  query InsertsPage($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        ...InsertRecord\n      }\n      total\n    }\n  }\n": typeof types.InsertsPageDocument,
    "\n  query InsertRecordById($id: ID!) {\n    record: insert(id: $id) {\n      ...InsertRecord\n    }\n  }\n": typeof types.InsertRecordByIdDocument,
    "\n  query InsertHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: insertHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.InsertHistoryDocument,
    "\n  subscription InsertsChanged {\n    change: insertsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...InsertRecord\n      }\n    }\n  }\n": typeof types.InsertsChangedDocument,
    "\n  mutation CreateInsert($input: InsertInput!, $clientMutationId: String) {\n    record: createInsert(input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": typeof types.CreateInsertDocument,
    "\n  mutation UpdateInsert($id: ID!, $version: Int!, $input: InsertInput!, $clientMutationId: String) {\n    record: updateInsert(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": typeof types.UpdateInsertDocument,
    "\n  mutation ArchiveInsert($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveInsert(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": typeof types.ArchiveInsertDocument,
    "\n  mutation RestoreInsert($id: ID!, $clientMutationId: String) {\n    record: restoreInsert(id: $id, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": typeof types.RestoreInsertDocument,
    "\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n": typeof types.JobCentreDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n": typeof types.RetryJobDocument,
    "\n  fragment LeafletEditor_leaflet on Leaflet {\n    id\n    naturalId\n    seoId\n    storeId\n    status\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    publishEndDate\n    additionalInfo\n    additionalInfo2\n    pageCount\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    groupId\n    categoryId\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n    firstPageUrl\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.LeafletEditor_LeafletFragmentDoc,
    "\n  query LeafletEditor($id: ID!) {\n    record: leaflet(id: $id) {\n      ...LeafletEditor_leaflet\n    }\n  }\n": typeof types.LeafletEditorDocument,
    "\n  query LeafletChoices($page: ListPageInput) {\n    groups(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n    categories(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.LeafletChoicesDocument,
    "\n  mutation UpdateLeaflet(\n    $id: ID!\n    $version: Int!\n    $input: LeafletUpdateInput!\n    $overwritePriority: Boolean\n    $clientMutationId: String\n  ) {\n    record: updateLeaflet(\n      id: $id\n      version: $version\n      input: $input\n      overwritePriority: $overwritePriority\n      clientMutationId: $clientMutationId\n    ) {\n      ...LeafletEditor_leaflet\n    }\n  }\n": typeof types.UpdateLeafletDocument,
    "\n  query LeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.LeafletHistoryDocument,
    "\n  fragment ActivityEntryRow on ActivityEntry {\n    seq\n    at\n    actor\n    kind\n    resource\n    recordId\n    action\n    summary\n    details\n  }\n": typeof types.ActivityEntryRowFragmentDoc,
    "\n  query ActivityLog($filter: ActivityFilter, $limit: Int, $offset: Int) {\n    activityLog(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...ActivityEntryRow\n      }\n      total\n      limit\n      offset\n    }\n  }\n": typeof types.ActivityLogDocument,
    "\n  subscription ActivityLogged {\n    activityLogged {\n      seq\n      entry {\n        ...ActivityEntryRow\n      }\n    }\n  }\n": typeof types.ActivityLoggedDocument,
    "\n  fragment LoyaltyCardRecord on LoyaltyCard {\n    id\n    cardId\n    cardName\n    storeId\n    storeName\n    legacyId\n    color\n    images\n    isPopular\n    country\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.LoyaltyCardRecordFragmentDoc,
    "\n  query LoyaltyCardsPage($page: ListPageInput, $filter: LoyaltyCardFilter) {\n    page: loyaltyCards(page: $page, filter: $filter) {\n      items {\n        ...LoyaltyCardRecord\n      }\n      total\n    }\n  }\n": typeof types.LoyaltyCardsPageDocument,
    "\n  query LoyaltyCardRecordById($id: ID!) {\n    record: loyaltyCard(id: $id) {\n      ...LoyaltyCardRecord\n    }\n  }\n": typeof types.LoyaltyCardRecordByIdDocument,
    "\n  query LoyaltyCardHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: loyaltyCardHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.LoyaltyCardHistoryDocument,
    "\n  subscription LoyaltyCardsChanged {\n    change: loyaltyCardsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...LoyaltyCardRecord\n      }\n    }\n  }\n": typeof types.LoyaltyCardsChangedDocument,
    "\n  mutation CreateLoyaltyCard($input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: createLoyaltyCard(input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": typeof types.CreateLoyaltyCardDocument,
    "\n  mutation UpdateLoyaltyCard($id: ID!, $version: Int!, $input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: updateLoyaltyCard(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": typeof types.UpdateLoyaltyCardDocument,
    "\n  mutation ArchiveLoyaltyCard($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveLoyaltyCard(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": typeof types.ArchiveLoyaltyCardDocument,
    "\n  mutation RestoreLoyaltyCard($id: ID!, $clientMutationId: String) {\n    record: restoreLoyaltyCard(id: $id, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": typeof types.RestoreLoyaltyCardDocument,
    "\n  query LoyaltyCardShops {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.LoyaltyCardShopsDocument,
    "\n  fragment NotificationRecord on Notification {\n    id\n    channel\n    title\n    text\n    bigIcon\n    bigPicture\n    deepLink\n    webpageLink\n    showTrackingLink\n    openTrackingLink\n    geolocations\n    devices\n    storeIds\n    groupIds\n    storeNames\n    groupNames\n    plannedAt\n    status\n    jobId\n    recipients\n    sent\n    failed\n    startedAt\n    finishedAt\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.NotificationRecordFragmentDoc,
    "\n  query NotificationsPage($page: ListPageInput, $filter: NotificationFilter) {\n    page: notifications(page: $page, filter: $filter) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n": typeof types.NotificationsPageDocument,
    "\n  query NotificationRecordById($id: ID!) {\n    record: notification(id: $id) {\n      ...NotificationRecord\n    }\n  }\n": typeof types.NotificationRecordByIdDocument,
    "\n  query NotificationHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: notificationHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.NotificationHistoryDocument,
    "\n  subscription NotificationsChanged {\n    change: notificationsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...NotificationRecord\n      }\n    }\n  }\n": typeof types.NotificationsChangedDocument,
    "\n  mutation SendNotification($input: NotificationInput!, $clientMutationId: String) {\n    record: sendNotification(input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": typeof types.SendNotificationDocument,
    "\n  mutation UpdateNotification($id: ID!, $version: Int!, $input: NotificationInput!, $clientMutationId: String) {\n    record: updateNotification(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": typeof types.UpdateNotificationDocument,
    "\n  mutation CancelNotification($id: ID!, $version: Int, $clientMutationId: String) {\n    record: cancelNotification(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": typeof types.CancelNotificationDocument,
    "\n  query NotificationTargets {\n    notificationTargets {\n      stores {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      channels\n      provider\n    }\n  }\n": typeof types.NotificationTargetsDocument,
    "\n  query NotificationReach($input: NotificationInput!) {\n    notificationReach(input: $input)\n  }\n": typeof types.NotificationReachDocument,
    "\n  query DashboardNotifications($sendingPage: ListPageInput, $plannedPage: ListPageInput, $sentPage: ListPageInput, $failedPage: ListPageInput) {\n    sending: notifications(page: $sendingPage, filter: { status: SENDING }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    planned: notifications(page: $plannedPage, filter: { status: PLANNED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    sent: notifications(page: $sentPage, filter: { status: SENT }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    failed: notifications(page: $failedPage, filter: { status: FAILED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n": typeof types.DashboardNotificationsDocument,
    "\n  fragment DeliveryRow on NotificationDelivery {\n    id\n    notificationId\n    notificationTitle\n    channel\n    device\n    platform\n    responseCode\n    errorCode\n    sentAt\n    storeIds\n    storeNames\n  }\n": typeof types.DeliveryRowFragmentDoc,
    "\n  query NotificationDeliveries($filter: NotificationDeliveryFilter, $limit: Int, $offset: Int) {\n    notificationDeliveries(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...DeliveryRow\n      }\n      total\n    }\n  }\n": typeof types.NotificationDeliveriesDocument,
    "\n  query DeliveryStores {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.DeliveryStoresDocument,
    "\n  fragment PageDetailsAggregate on LeafletPageDetails {\n    leafletId\n    storeId\n    naturalId\n    pageCount\n    version\n    pages {\n      pageNumber\n      imageUrl\n      thumbnailUrl\n      width\n      height\n    }\n    inserts {\n      id\n      position\n      insertId\n      insertName\n      imageUrl\n      createdAt\n      createdBy\n    }\n    redirects {\n      id\n      positions\n      positionsText\n      description\n      longUrl\n      redirectUrl\n      thumbnailTrackingUrl\n      platformLinks {\n        platform\n        url\n      }\n      version\n      updatedAt\n      updatedBy\n    }\n    linkSwaps {\n      id\n      redirectId\n      at\n      newLink\n      platforms\n      status\n      appliedAt\n      createdBy\n    }\n    areas {\n      id\n      pageNumber\n      x\n      y\n      width\n      height\n      link\n      color\n      affiliation\n      urlParams\n      source\n      version\n    }\n    articles {\n      id\n      pageNumber\n      name\n      brand\n      packaging\n      x\n      y\n      width\n      height\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      mapPrice\n      discount\n      categories\n      validFrom\n      validTo\n      version\n    }\n  }\n": typeof types.PageDetailsAggregateFragmentDoc,
    "\n  query LeafletPageDetails($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.LeafletPageDetailsDocument,
    "\n  subscription LeafletPageDetailsChanged($leafletId: ID!, $sinceVersion: Int) {\n    change: leafletPageDetailsChanged(leafletId: $leafletId, sinceVersion: $sinceVersion) {\n      seq\n      part\n      action\n      actor\n      at\n      clientMutationId\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n": typeof types.LeafletPageDetailsChangedDocument,
    "\n  query PageInsertChoices($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        id\n        insertName\n        imageUrl\n      }\n      total\n    }\n  }\n": typeof types.PageInsertChoicesDocument,
    "\n  query LeafletRedirectHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletRedirectHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.LeafletRedirectHistoryDocument,
    "\n  mutation AddPageInserts($leafletId: ID!, $input: PageInsertInput!, $clientMutationId: String) {\n    details: addPageInserts(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.AddPageInsertsDocument,
    "\n  mutation RemovePageInsert($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageInsert(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.RemovePageInsertDocument,
    "\n  mutation AddPageRedirect($leafletId: ID!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.AddPageRedirectDocument,
    "\n  mutation UpdatePageRedirect($leafletId: ID!, $id: ID!, $version: Int!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: updatePageRedirect(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.UpdatePageRedirectDocument,
    "\n  mutation RemovePageRedirect($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageRedirect(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.RemovePageRedirectDocument,
    "\n  mutation ApplyBulkLink($leafletId: ID!, $input: BulkLinkInput!, $clientMutationId: String) {\n    details: applyBulkLink(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.ApplyBulkLinkDocument,
    "\n  mutation ScheduleLinkSwap($leafletId: ID!, $input: LinkSwapInput!, $clientMutationId: String) {\n    details: scheduleLinkSwap(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.ScheduleLinkSwapDocument,
    "\n  mutation CancelLinkSwap($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: cancelLinkSwap(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.CancelLinkSwapDocument,
    "\n  mutation AddPageArea($leafletId: ID!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: addPageArea(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.AddPageAreaDocument,
    "\n  mutation UpdatePageArea($leafletId: ID!, $id: ID!, $version: Int!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: updatePageArea(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.UpdatePageAreaDocument,
    "\n  mutation RemovePageArea($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageArea(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.RemovePageAreaDocument,
    "\n  mutation LoadPageAreasFromPdf($leafletId: ID!, $clientMutationId: String) {\n    loaded: loadPageAreasFromPdf(leafletId: $leafletId, clientMutationId: $clientMutationId) {\n      loaded\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n": typeof types.LoadPageAreasFromPdfDocument,
    "\n  mutation AddProductArticle($leafletId: ID!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: addProductArticle(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.AddProductArticleDocument,
    "\n  mutation UpdateProductArticle($leafletId: ID!, $id: ID!, $version: Int!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: updateProductArticle(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.UpdateProductArticleDocument,
    "\n  mutation RemoveProductArticle($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removeProductArticle(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": typeof types.RemoveProductArticleDocument,
    "\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n": typeof types.FeedLinks_PlatformFragmentDoc,
    "\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n": typeof types.FeedPlatformsDocument,
    "\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n": typeof types.FeedUrlDocument,
    "\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n": typeof types.PendingLeafletList_LeafletFragmentDoc,
    "\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n": typeof types.PendingPublication_ListsFragmentDoc,
    "\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n": typeof types.PendingPublicationDocument,
    "\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n": typeof types.PendingPublicationChangedDocument,
    "\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n": typeof types.PublishPromotionsDocument,
    "\n  fragment CookRecord on Cook {\n    id\n    name\n    seoId\n    logoUrl\n    status\n    editorIds\n    editors\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.CookRecordFragmentDoc,
    "\n  query CooksPage($page: ListPageInput, $filter: CookFilter) {\n    page: cooks(page: $page, filter: $filter) {\n      items {\n        ...CookRecord\n      }\n      total\n    }\n  }\n": typeof types.CooksPageDocument,
    "\n  query CookRecordById($id: ID!) {\n    record: cook(id: $id) {\n      ...CookRecord\n    }\n  }\n": typeof types.CookRecordByIdDocument,
    "\n  query CookHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: cookHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.CookHistoryDocument,
    "\n  subscription CooksChanged {\n    change: cooksChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CookRecord\n      }\n    }\n  }\n": typeof types.CooksChangedDocument,
    "\n  mutation CreateCook($input: CookInput!, $clientMutationId: String) {\n    record: createCook(input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": typeof types.CreateCookDocument,
    "\n  mutation UpdateCook($id: ID!, $version: Int!, $input: CookInput!, $clientMutationId: String) {\n    record: updateCook(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": typeof types.UpdateCookDocument,
    "\n  mutation ArchiveCook($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCook(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": typeof types.ArchiveCookDocument,
    "\n  mutation RestoreCook($id: ID!, $clientMutationId: String) {\n    record: restoreCook(id: $id, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": typeof types.RestoreCookDocument,
    "\n  fragment RecipeRecord on Recipe {\n    id\n    cookId\n    cookName\n    title\n    seoId\n    type\n    leafletId\n    publishDate\n    visibleAt\n    status\n    preparationTime\n    numberOfServings\n    complexity\n    tags\n    longUrl\n    shoppingListUrl\n    cover\n    steps {\n      name\n      description\n      extraDescription\n      image\n    }\n    storeId\n    storeName\n    createdAt\n    createdBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.RecipeRecordFragmentDoc,
    "\n  query RecipesPage($page: ListPageInput, $filter: RecipeFilter) {\n    page: recipes(page: $page, filter: $filter) {\n      items {\n        ...RecipeRecord\n      }\n      total\n    }\n  }\n": typeof types.RecipesPageDocument,
    "\n  query RecipeRecordById($id: ID!) {\n    record: recipe(id: $id) {\n      ...RecipeRecord\n    }\n  }\n": typeof types.RecipeRecordByIdDocument,
    "\n  query RecipeHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: recipeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.RecipeHistoryDocument,
    "\n  subscription RecipesChanged {\n    change: recipesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...RecipeRecord\n      }\n    }\n  }\n": typeof types.RecipesChangedDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $clientMutationId: String) {\n    record: createRecipe(input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": typeof types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $version: Int!, $input: RecipeInput!, $clientMutationId: String) {\n    record: updateRecipe(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": typeof types.UpdateRecipeDocument,
    "\n  mutation ArchiveRecipe($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveRecipe(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": typeof types.ArchiveRecipeDocument,
    "\n  mutation RestoreRecipe($id: ID!, $clientMutationId: String) {\n    record: restoreRecipe(id: $id, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": typeof types.RestoreRecipeDocument,
    "\n  query RecipeShops {\n    recipeShops {\n      id\n      name\n    }\n  }\n": typeof types.RecipeShopsDocument,
    "\n  query CookEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": typeof types.CookEditorChoicesDocument,
    "\n  fragment ReelChannelRecord on ReelChannel {\n    id\n    naturalId\n    name\n    description\n    logoUrl\n    autoCreateReels\n    editorIds\n    editors\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n": typeof types.ReelChannelRecordFragmentDoc,
    "\n  query ReelChannelsPage($page: ListPageInput) {\n    page: reelChannels(page: $page) {\n      items {\n        ...ReelChannelRecord\n      }\n      total\n    }\n  }\n": typeof types.ReelChannelsPageDocument,
    "\n  query ReelChannelRecordById($id: ID!) {\n    record: reelChannel(id: $id) {\n      ...ReelChannelRecord\n    }\n  }\n": typeof types.ReelChannelRecordByIdDocument,
    "\n  query ReelChannelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelChannelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.ReelChannelHistoryDocument,
    "\n  subscription ReelChannelsChanged {\n    change: reelChannelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelChannelRecord\n      }\n    }\n  }\n": typeof types.ReelChannelsChangedDocument,
    "\n  mutation CreateReelChannel($input: ReelChannelInput!, $clientMutationId: String) {\n    record: createReelChannel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": typeof types.CreateReelChannelDocument,
    "\n  mutation UpdateReelChannel($id: ID!, $version: Int!, $input: ReelChannelInput!, $clientMutationId: String) {\n    record: updateReelChannel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": typeof types.UpdateReelChannelDocument,
    "\n  mutation ArchiveReelChannel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveReelChannel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": typeof types.ArchiveReelChannelDocument,
    "\n  mutation RestoreReelChannel($id: ID!, $clientMutationId: String) {\n    record: restoreReelChannel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": typeof types.RestoreReelChannelDocument,
    "\n  fragment ReelRecord on Reel {\n    id\n    channelId\n    channelName\n    naturalId\n    mediaURL\n    mediaType\n    description\n    ctaButtonText\n    visibilityTime\n    status\n    visibilityStartDate\n    visibilityEndDate\n    publishDate\n    internalNote\n    showOn\n    actionType\n    leafletId\n    insertNumber\n    standardPageNumber\n    url\n    productName\n    impressions\n    clicks\n    expiry\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n": typeof types.ReelRecordFragmentDoc,
    "\n  query ReelsPage($page: ListPageInput, $filter: ReelFilter) {\n    page: reels(page: $page, filter: $filter) {\n      items {\n        ...ReelRecord\n      }\n      total\n    }\n  }\n": typeof types.ReelsPageDocument,
    "\n  query ReelRecordById($id: ID!) {\n    record: reel(id: $id) {\n      ...ReelRecord\n    }\n  }\n": typeof types.ReelRecordByIdDocument,
    "\n  query ReelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.ReelHistoryDocument,
    "\n  subscription ReelsChanged {\n    change: reelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelRecord\n      }\n    }\n  }\n": typeof types.ReelsChangedDocument,
    "\n  mutation CreateReel($input: ReelInput!, $clientMutationId: String) {\n    record: createReel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.CreateReelDocument,
    "\n  mutation UpdateReel($id: ID!, $version: Int!, $input: ReelInput!, $clientMutationId: String) {\n    record: updateReel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.UpdateReelDocument,
    "\n  mutation RemoveReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: removeReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.RemoveReelDocument,
    "\n  mutation RestoreReel($id: ID!, $clientMutationId: String) {\n    record: restoreReel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.RestoreReelDocument,
    "\n  mutation PublishReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: publishReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.PublishReelDocument,
    "\n  mutation DeactivateReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: deactivateReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": typeof types.DeactivateReelDocument,
    "\n  query ReelChannelChoices($page: ListPageInput) {\n    reelChannels(page: $page) {\n      items {\n        id\n        name\n        archivedAt\n      }\n    }\n  }\n": typeof types.ReelChannelChoicesDocument,
    "\n  query ReelEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": typeof types.ReelEditorChoicesDocument,
    "\n  query ScraperStores {\n    stores {\n      id\n      name\n      storeWebId\n    }\n  }\n": typeof types.ScraperStoresDocument,
    "\n  query ScraperStoreLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leaflets(type: ALL) {\n        id\n        naturalId\n        status\n        validFrom\n        validTo\n        untilEndOfSupply\n        pageCount\n      }\n    }\n  }\n": typeof types.ScraperStoreLeafletsDocument,
    "\n  query ScraperZipJobResult($id: ID!) {\n    job(id: $id) {\n      id\n      result {\n        pages\n        cutJobId\n      }\n    }\n  }\n": typeof types.ScraperZipJobResultDocument,
    "\n  mutation GenerateLeafletPdf($leafletId: ID!) {\n    generateLeafletPdf(leafletId: $leafletId) {\n      ...JobFields\n    }\n  }\n": typeof types.GenerateLeafletPdfDocument,
    "\n  query LeafletPdfLink($jobId: ID!) {\n    leafletPdfLink(jobId: $jobId) {\n      job {\n        ...JobFields\n      }\n      url\n      expiresAt\n      expired\n    }\n  }\n": typeof types.LeafletPdfLinkDocument,
    "\n  fragment StoreRecord on Store {\n    id\n    name\n    storeWebId\n    categoryId\n    category {\n      id\n      name\n    }\n    groupIds\n    editorIds\n    editors\n    logoUrl\n    forceFavorites\n    showAnyway\n    storeAtFirst\n    addAsReelsChannel\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": typeof types.StoreRecordFragmentDoc,
    "\n  query StoresPage($page: ListPageInput) {\n    page: storesPage(page: $page) {\n      items {\n        ...StoreRecord\n      }\n      total\n    }\n  }\n": typeof types.StoresPageDocument,
    "\n  query StoreRecordById($id: ID!) {\n    record: store(id: $id) {\n      ...StoreRecord\n    }\n  }\n": typeof types.StoreRecordByIdDocument,
    "\n  query StoreHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: storeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.StoreHistoryDocument,
    "\n  subscription StoresChanged {\n    change: storesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...StoreRecord\n      }\n    }\n  }\n": typeof types.StoresChangedDocument,
    "\n  mutation CreateStore($input: StoreInput!, $clientMutationId: String) {\n    record: createStore(input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": typeof types.CreateStoreDocument,
    "\n  mutation UpdateStore($id: ID!, $version: Int!, $input: StoreInput!, $clientMutationId: String) {\n    record: updateStore(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": typeof types.UpdateStoreDocument,
    "\n  mutation ArchiveStore($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveStore(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": typeof types.ArchiveStoreDocument,
    "\n  mutation RestoreStore($id: ID!, $clientMutationId: String) {\n    record: restoreStore(id: $id, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": typeof types.RestoreStoreDocument,
    "\n  query ShopFormChoices($categoriesPage: ListPageInput, $groupsPage: ListPageInput) {\n    categoryChoices: categories(page: $categoriesPage) {\n      items {\n        id\n        name\n      }\n    }\n    groupChoices: groups(page: $groupsPage) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.ShopFormChoicesDocument,
    "\n  query ShopEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": typeof types.ShopEditorChoicesDocument,
    "\n  fragment UserRecord on User {\n    id\n    username\n    role\n    enabled\n    storeIds\n    notificationChannels\n    mustChangePassword\n    passwordChangedAt\n    createdAt\n    version\n    updatedAt\n    updatedBy\n  }\n": typeof types.UserRecordFragmentDoc,
    "\n  query UsersPage($page: ListPageInput) {\n    page: users(page: $page) {\n      items {\n        ...UserRecord\n      }\n      total\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  query UserRecordById($id: ID!) {\n    record: user(id: $id) {\n      ...UserRecord\n    }\n  }\n": typeof types.UserRecordByIdDocument,
    "\n  query UserHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: userHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": typeof types.UserHistoryDocument,
    "\n  subscription UsersChanged {\n    change: usersChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...UserRecord\n      }\n    }\n  }\n": typeof types.UsersChangedDocument,
    "\n  mutation CreateUser($input: NewUserInput!, $clientMutationId: String) {\n    record: createUser(input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {\n    record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation EnableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: enableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": typeof types.EnableUserDocument,
    "\n  mutation DisableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: disableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": typeof types.DisableUserDocument,
    "\n  mutation SetUserPassword($id: ID!, $temporaryPassword: String!, $version: Int, $clientMutationId: String) {\n    record: setUserPassword(id: $id, temporaryPassword: $temporaryPassword, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": typeof types.SetUserPasswordDocument,
    "\n  query UserStores {\n    stores {\n      id\n      name\n    }\n  }\n": typeof types.UserStoresDocument,
    "\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n": typeof types.ActivityLine_MoveFragmentDoc,
    "\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n": typeof types.XmlOffersLeafletDetailsDocument,
    "\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n": typeof types.OrderingRow_ItemFragmentDoc,
    "\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n": typeof types.XmlOffersPlatformsDocument,
    "\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": typeof types.XmlOffersOrderingDocument,
    "\n  query XmlOffersOrderingVersion($platform: String!) {\n    ordering(platform: $platform) {\n      version\n    }\n  }\n": typeof types.XmlOffersOrderingVersionDocument,
    "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n": typeof types.XmlOffersOrderingMovesDocument,
    "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n      delta {\n        ...OrderingCache_delta\n      }\n    }\n  }\n": typeof types.XmlOffersOrderingChangedDocument,
    "\n  fragment OrderingCache_delta on OrderingDelta {\n    platform\n    baseVersion\n    version\n    updatedAt\n    updatedBy\n    total\n    complete\n    removed\n    changed {\n      ...OrderingRow_item\n    }\n  }\n": typeof types.OrderingCache_DeltaFragmentDoc,
    "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      ...OrderingCache_delta\n    }\n  }\n": typeof types.XmlOffersSetLeafletPriorityDocument,
    "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      ...OrderingCache_delta\n    }\n  }\n": typeof types.XmlOffersUndoOrderingMoveDocument,
    "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n": typeof types.XmlOffersRefreshLeafletDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n": typeof types.RefreshSessionDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n      notificationId\n      notificationTitle\n      notificationChannel\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n      recipients\n      sent\n      failed\n    }\n  }\n": typeof types.JobFieldsFragmentDoc,
    "\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n": typeof types.JobStepFieldsFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": typeof types.JobProgressDocument,
    "\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": typeof types.JobProgressChangedDocument,
    "\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n": typeof types.JobsChangedDocument,
    "\n  subscription PresenceMembers($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n": typeof types.PresenceMembersDocument,
    "\n  mutation PresenceUpdate($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n": typeof types.PresenceUpdateDocument,
    "\n  fragment HistoryPanel_entry on HistoryEntry {\n    id\n    at\n    actor\n    action\n    version\n    changes {\n      field\n      before\n      after\n    }\n  }\n": typeof types.HistoryPanel_EntryFragmentDoc,
    "\n  subscription ResourceRecordLock($resource: ResourceName!, $id: ID!) {\n    recordLock(resource: $resource, id: $id) {\n      resource\n      id\n      lock {\n        holder\n        since\n        expiresAt\n      }\n      takenOverFrom\n      seq\n    }\n  }\n": typeof types.ResourceRecordLockDocument,
    "\n  mutation ResourceAcquireRecordLock($resource: ResourceName!, $id: ID!, $takeOver: Boolean) {\n    acquireRecordLock(resource: $resource, id: $id, takeOver: $takeOver) {\n      holder\n      since\n      expiresAt\n    }\n  }\n": typeof types.ResourceAcquireRecordLockDocument,
    "\n  mutation ResourceReleaseRecordLock($resource: ResourceName!, $id: ID!) {\n    releaseRecordLock(resource: $resource, id: $id)\n  }\n": typeof types.ResourceReleaseRecordLockDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n      mustChangePassword\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
};
const documents: Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n": types.SystemInfoDocument,
    "\n  fragment AppConfigSectionRecord on AppConfigSection {\n    id\n    section\n    document\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.AppConfigSectionRecordFragmentDoc,
    "\n  query AppConfigSectionsPage($page: ListPageInput) {\n    page: appConfigSections(page: $page) {\n      items {\n        ...AppConfigSectionRecord\n      }\n      total\n    }\n  }\n": types.AppConfigSectionsPageDocument,
    "\n  query AppConfigSectionRecordById($id: ID!) {\n    record: appConfigSection(id: $id) {\n      ...AppConfigSectionRecord\n    }\n  }\n": types.AppConfigSectionRecordByIdDocument,
    "\n  query AppConfigSectionHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: appConfigSectionHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.AppConfigSectionHistoryDocument,
    "\n  subscription AppConfigSectionsChanged {\n    change: appConfigSectionsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...AppConfigSectionRecord\n      }\n    }\n  }\n": types.AppConfigSectionsChangedDocument,
    "\n  mutation UpdateAppConfigSection($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $clientMutationId: String) {\n    record: updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n": types.UpdateAppConfigSectionDocument,
    "\n  mutation RevertAppConfigSection($id: ID!, $version: Int!, $toVersion: Int!, $clientMutationId: String) {\n    record: revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n": types.RevertAppConfigSectionDocument,
    "\n  query AppConfigShops {\n    stores {\n      id\n      name\n    }\n  }\n": types.AppConfigShopsDocument,
    "\n  query AppConfigCooks($page: ListPageInput) {\n    cooks(page: $page) {\n      items {\n        id\n        name\n      }\n      total\n    }\n  }\n": types.AppConfigCooksDocument,
    "\n  query AppConfigRecipes($page: ListPageInput) {\n    recipes(page: $page) {\n      items {\n        id\n        title\n        cookName\n      }\n      total\n    }\n  }\n": types.AppConfigRecipesDocument,
    "\n  fragment ArchiveLeafletRow on Leaflet {\n    id\n    naturalId\n    storeId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    pageCount\n    version\n    updatedAt\n    updatedBy\n  }\n": types.ArchiveLeafletRowFragmentDoc,
    "\n  fragment ArchiveLeafletDetails on Leaflet {\n    ...ArchiveLeafletRow\n    seoId\n    additionalInfo2\n    publishDate\n    publishEndDate\n    createdAt\n    createdBy\n    refreshedAt\n    refreshedBy\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n  }\n": types.ArchiveLeafletDetailsFragmentDoc,
    "\n  query ArchivedLeafletsList($filter: LeafletFilter, $offset: Int, $limit: Int) {\n    archivedLeaflets(filter: $filter, offset: $offset, limit: $limit) {\n      items {\n        ...ArchiveLeafletRow\n      }\n      total\n    }\n  }\n": types.ArchivedLeafletsListDocument,
    "\n  query ArchiveShops {\n    stores {\n      id\n      name\n    }\n  }\n": types.ArchiveShopsDocument,
    "\n  mutation ArchiveRestoreLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      ...ArchiveLeafletRow\n    }\n  }\n": types.ArchiveRestoreLeafletDocument,
    "\n  fragment ArchiveLeafletEvent on LeafletChangeEvent {\n    seq\n    kind\n    actor\n    clientMutationId\n    leaflet {\n      ...ArchiveLeafletRow\n    }\n  }\n": types.ArchiveLeafletEventFragmentDoc,
    "\n  subscription ArchiveShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      ...ArchiveLeafletEvent\n    }\n  }\n": types.ArchiveShopLeafletsChangedDocument,
    "\n  query ArchiveLeaflet($id: ID!) {\n    leaflet(id: $id) {\n      ...ArchiveLeafletDetails\n    }\n  }\n": types.ArchiveLeafletDocument,
    "\n  subscription ArchiveLeafletChanged($id: ID!) {\n    leafletChanged(id: $id) {\n      ...ArchiveLeafletEvent\n      leaflet {\n        ...ArchiveLeafletDetails\n      }\n    }\n  }\n": types.ArchiveLeafletChangedDocument,
    "\n  query ArchiveLeafletPages($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      leafletId\n      version\n      pages {\n        pageNumber\n        imageUrl\n        thumbnailUrl\n      }\n      inserts {\n        id\n        position\n        insertName\n      }\n      redirects {\n        id\n        positionsText\n        description\n        redirectUrl\n      }\n      areas {\n        id\n        pageNumber\n        link\n      }\n      articles {\n        id\n        pageNumber\n        name\n        brand\n        price\n        currency\n      }\n    }\n  }\n": types.ArchiveLeafletPagesDocument,
    "\n  query ArchiveLeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.ArchiveLeafletHistoryDocument,
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
    "\n  fragment CategoryRecord on Category {\n    id\n    name\n    categoryWebId\n    logoUrl\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.CategoryRecordFragmentDoc,
    "\n  query CategoriesPage($page: ListPageInput) {\n    page: categories(page: $page) {\n      items {\n        ...CategoryRecord\n      }\n      total\n    }\n  }\n": types.CategoriesPageDocument,
    "\n  query CategoryRecordById($id: ID!) {\n    record: category(id: $id) {\n      ...CategoryRecord\n    }\n  }\n": types.CategoryRecordByIdDocument,
    "\n  query CategoryHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: categoryHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.CategoryHistoryDocument,
    "\n  subscription CategoriesChanged {\n    change: categoriesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CategoryRecord\n      }\n    }\n  }\n": types.CategoriesChangedDocument,
    "\n  mutation CreateCategory($input: CategoryInput!, $clientMutationId: String) {\n    record: createCategory(input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation UpdateCategory($id: ID!, $version: Int!, $input: CategoryInput!, $clientMutationId: String) {\n    record: updateCategory(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  mutation ArchiveCategory($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCategory(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": types.ArchiveCategoryDocument,
    "\n  mutation RestoreCategory($id: ID!, $clientMutationId: String) {\n    record: restoreCategory(id: $id, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n": types.RestoreCategoryDocument,
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
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    storeWebId\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n": types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": types.ShopsPanelDocument,
    "\n  query ArchivedShopLeaflets($storeId: ID!, $limit: Int) {\n    archivedLeaflets(filter: { storeId: $storeId }, limit: $limit) {\n      items {\n        id\n        ...LeafletRow_leaflet\n        updatedAt\n        updatedBy\n      }\n      total\n    }\n  }\n": types.ArchivedShopLeafletsDocument,
    "\n  mutation DeleteShopLeaflet($id: ID!, $clientMutationId: String) {\n    deleteLeaflet(id: $id, clientMutationId: $clientMutationId)\n  }\n": types.DeleteShopLeafletDocument,
    "\n  mutation RestoreShopLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      storeId\n      ...LeafletRow_leaflet\n    }\n  }\n": types.RestoreShopLeafletDocument,
    "\n  mutation RefreshShopLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      ...LeafletRow_leaflet\n    }\n  }\n": types.RefreshShopLeafletDocument,
    "\n  query RunningLeafletCuts {\n    jobs(state: RUNNING, kind: PAGE_CUT) {\n      ...JobFields\n    }\n  }\n": types.RunningLeafletCutsDocument,
    "\n  query LeafletRowAfterCut($id: ID!) {\n    leaflet(id: $id) {\n      id\n      ...LeafletRow_leaflet\n    }\n  }\n": types.LeafletRowAfterCutDocument,
    "\n  mutation DeleteShopLeafletUrls($kind: LeafletUrlKind!, $leafletIds: [ID!], $storeId: ID, $clientMutationId: String) {\n    deleteLeafletUrls(kind: $kind, leafletIds: $leafletIds, storeId: $storeId, clientMutationId: $clientMutationId)\n  }\n": types.DeleteShopLeafletUrlsDocument,
    "\n  fragment ShopsPanelLive_store on Store {\n    id\n    version\n    archivedAt\n    ...ShopRow_store\n  }\n": types.ShopsPanelLive_StoreFragmentDoc,
    "\n  subscription ShopsPanelStoresChanged {\n    change: storesChanged {\n      seq\n      position\n      record {\n        ...ShopsPanelLive_store\n      }\n    }\n  }\n": types.ShopsPanelStoresChangedDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": types.StoreLeafletsLive_StoreFragmentDoc,
    "\n  fragment GroupRecord on Group {\n    id\n    name\n    storeIds\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.GroupRecordFragmentDoc,
    "\n  query GroupsPage($page: ListPageInput) {\n    page: groups(page: $page) {\n      items {\n        ...GroupRecord\n      }\n      total\n    }\n  }\n": types.GroupsPageDocument,
    "\n  query GroupRecordById($id: ID!) {\n    record: group(id: $id) {\n      ...GroupRecord\n    }\n  }\n": types.GroupRecordByIdDocument,
    "\n  query GroupHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: groupHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.GroupHistoryDocument,
    "\n  subscription GroupsChanged {\n    change: groupsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...GroupRecord\n      }\n    }\n  }\n": types.GroupsChangedDocument,
    "\n  mutation CreateGroup($input: GroupInput!, $clientMutationId: String) {\n    record: createGroup(input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": types.CreateGroupDocument,
    "\n  mutation UpdateGroup($id: ID!, $version: Int!, $input: GroupInput!, $clientMutationId: String) {\n    record: updateGroup(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": types.UpdateGroupDocument,
    "\n  mutation ArchiveGroup($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveGroup(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": types.ArchiveGroupDocument,
    "\n  mutation RestoreGroup($id: ID!, $clientMutationId: String) {\n    record: restoreGroup(id: $id, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n": types.RestoreGroupDocument,
    "\n  query GroupStores {\n    stores {\n      id\n      name\n    }\n  }\n": types.GroupStoresDocument,
    "\n  fragment InsertRecord on Insert {\n    id\n    insertName\n    description\n    imageUrl\n    redirectUrl\n    longUrl\n    validFrom\n    validTo\n    showOnIos\n    showOnAndroid\n    showOnAndroid2\n    showOnWeb\n    usedBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.InsertRecordFragmentDoc,
    "\n  query InsertsPage($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        ...InsertRecord\n      }\n      total\n    }\n  }\n": types.InsertsPageDocument,
    "\n  query InsertRecordById($id: ID!) {\n    record: insert(id: $id) {\n      ...InsertRecord\n    }\n  }\n": types.InsertRecordByIdDocument,
    "\n  query InsertHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: insertHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.InsertHistoryDocument,
    "\n  subscription InsertsChanged {\n    change: insertsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...InsertRecord\n      }\n    }\n  }\n": types.InsertsChangedDocument,
    "\n  mutation CreateInsert($input: InsertInput!, $clientMutationId: String) {\n    record: createInsert(input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": types.CreateInsertDocument,
    "\n  mutation UpdateInsert($id: ID!, $version: Int!, $input: InsertInput!, $clientMutationId: String) {\n    record: updateInsert(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": types.UpdateInsertDocument,
    "\n  mutation ArchiveInsert($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveInsert(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": types.ArchiveInsertDocument,
    "\n  mutation RestoreInsert($id: ID!, $clientMutationId: String) {\n    record: restoreInsert(id: $id, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n": types.RestoreInsertDocument,
    "\n  query JobCentre {\n    jobs(state: ALL, limit: 30) {\n      ...JobFields\n    }\n  }\n": types.JobCentreDocument,
    "\n  mutation CancelJob($id: ID!) {\n    cancelJob(id: $id) {\n      ...JobFields\n    }\n  }\n": types.CancelJobDocument,
    "\n  mutation RetryJob($id: ID!) {\n    retryJob(id: $id) {\n      ...JobFields\n    }\n  }\n": types.RetryJobDocument,
    "\n  fragment LeafletEditor_leaflet on Leaflet {\n    id\n    naturalId\n    seoId\n    storeId\n    status\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    publishEndDate\n    additionalInfo\n    additionalInfo2\n    pageCount\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    groupId\n    categoryId\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n    firstPageUrl\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n": types.LeafletEditor_LeafletFragmentDoc,
    "\n  query LeafletEditor($id: ID!) {\n    record: leaflet(id: $id) {\n      ...LeafletEditor_leaflet\n    }\n  }\n": types.LeafletEditorDocument,
    "\n  query LeafletChoices($page: ListPageInput) {\n    groups(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n    categories(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.LeafletChoicesDocument,
    "\n  mutation UpdateLeaflet(\n    $id: ID!\n    $version: Int!\n    $input: LeafletUpdateInput!\n    $overwritePriority: Boolean\n    $clientMutationId: String\n  ) {\n    record: updateLeaflet(\n      id: $id\n      version: $version\n      input: $input\n      overwritePriority: $overwritePriority\n      clientMutationId: $clientMutationId\n    ) {\n      ...LeafletEditor_leaflet\n    }\n  }\n": types.UpdateLeafletDocument,
    "\n  query LeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.LeafletHistoryDocument,
    "\n  fragment ActivityEntryRow on ActivityEntry {\n    seq\n    at\n    actor\n    kind\n    resource\n    recordId\n    action\n    summary\n    details\n  }\n": types.ActivityEntryRowFragmentDoc,
    "\n  query ActivityLog($filter: ActivityFilter, $limit: Int, $offset: Int) {\n    activityLog(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...ActivityEntryRow\n      }\n      total\n      limit\n      offset\n    }\n  }\n": types.ActivityLogDocument,
    "\n  subscription ActivityLogged {\n    activityLogged {\n      seq\n      entry {\n        ...ActivityEntryRow\n      }\n    }\n  }\n": types.ActivityLoggedDocument,
    "\n  fragment LoyaltyCardRecord on LoyaltyCard {\n    id\n    cardId\n    cardName\n    storeId\n    storeName\n    legacyId\n    color\n    images\n    isPopular\n    country\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.LoyaltyCardRecordFragmentDoc,
    "\n  query LoyaltyCardsPage($page: ListPageInput, $filter: LoyaltyCardFilter) {\n    page: loyaltyCards(page: $page, filter: $filter) {\n      items {\n        ...LoyaltyCardRecord\n      }\n      total\n    }\n  }\n": types.LoyaltyCardsPageDocument,
    "\n  query LoyaltyCardRecordById($id: ID!) {\n    record: loyaltyCard(id: $id) {\n      ...LoyaltyCardRecord\n    }\n  }\n": types.LoyaltyCardRecordByIdDocument,
    "\n  query LoyaltyCardHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: loyaltyCardHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.LoyaltyCardHistoryDocument,
    "\n  subscription LoyaltyCardsChanged {\n    change: loyaltyCardsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...LoyaltyCardRecord\n      }\n    }\n  }\n": types.LoyaltyCardsChangedDocument,
    "\n  mutation CreateLoyaltyCard($input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: createLoyaltyCard(input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": types.CreateLoyaltyCardDocument,
    "\n  mutation UpdateLoyaltyCard($id: ID!, $version: Int!, $input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: updateLoyaltyCard(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": types.UpdateLoyaltyCardDocument,
    "\n  mutation ArchiveLoyaltyCard($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveLoyaltyCard(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": types.ArchiveLoyaltyCardDocument,
    "\n  mutation RestoreLoyaltyCard($id: ID!, $clientMutationId: String) {\n    record: restoreLoyaltyCard(id: $id, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n": types.RestoreLoyaltyCardDocument,
    "\n  query LoyaltyCardShops {\n    stores {\n      id\n      name\n    }\n  }\n": types.LoyaltyCardShopsDocument,
    "\n  fragment NotificationRecord on Notification {\n    id\n    channel\n    title\n    text\n    bigIcon\n    bigPicture\n    deepLink\n    webpageLink\n    showTrackingLink\n    openTrackingLink\n    geolocations\n    devices\n    storeIds\n    groupIds\n    storeNames\n    groupNames\n    plannedAt\n    status\n    jobId\n    recipients\n    sent\n    failed\n    startedAt\n    finishedAt\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n": types.NotificationRecordFragmentDoc,
    "\n  query NotificationsPage($page: ListPageInput, $filter: NotificationFilter) {\n    page: notifications(page: $page, filter: $filter) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n": types.NotificationsPageDocument,
    "\n  query NotificationRecordById($id: ID!) {\n    record: notification(id: $id) {\n      ...NotificationRecord\n    }\n  }\n": types.NotificationRecordByIdDocument,
    "\n  query NotificationHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: notificationHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.NotificationHistoryDocument,
    "\n  subscription NotificationsChanged {\n    change: notificationsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...NotificationRecord\n      }\n    }\n  }\n": types.NotificationsChangedDocument,
    "\n  mutation SendNotification($input: NotificationInput!, $clientMutationId: String) {\n    record: sendNotification(input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": types.SendNotificationDocument,
    "\n  mutation UpdateNotification($id: ID!, $version: Int!, $input: NotificationInput!, $clientMutationId: String) {\n    record: updateNotification(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": types.UpdateNotificationDocument,
    "\n  mutation CancelNotification($id: ID!, $version: Int, $clientMutationId: String) {\n    record: cancelNotification(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n": types.CancelNotificationDocument,
    "\n  query NotificationTargets {\n    notificationTargets {\n      stores {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      channels\n      provider\n    }\n  }\n": types.NotificationTargetsDocument,
    "\n  query NotificationReach($input: NotificationInput!) {\n    notificationReach(input: $input)\n  }\n": types.NotificationReachDocument,
    "\n  query DashboardNotifications($sendingPage: ListPageInput, $plannedPage: ListPageInput, $sentPage: ListPageInput, $failedPage: ListPageInput) {\n    sending: notifications(page: $sendingPage, filter: { status: SENDING }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    planned: notifications(page: $plannedPage, filter: { status: PLANNED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    sent: notifications(page: $sentPage, filter: { status: SENT }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    failed: notifications(page: $failedPage, filter: { status: FAILED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n": types.DashboardNotificationsDocument,
    "\n  fragment DeliveryRow on NotificationDelivery {\n    id\n    notificationId\n    notificationTitle\n    channel\n    device\n    platform\n    responseCode\n    errorCode\n    sentAt\n    storeIds\n    storeNames\n  }\n": types.DeliveryRowFragmentDoc,
    "\n  query NotificationDeliveries($filter: NotificationDeliveryFilter, $limit: Int, $offset: Int) {\n    notificationDeliveries(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...DeliveryRow\n      }\n      total\n    }\n  }\n": types.NotificationDeliveriesDocument,
    "\n  query DeliveryStores {\n    stores {\n      id\n      name\n    }\n  }\n": types.DeliveryStoresDocument,
    "\n  fragment PageDetailsAggregate on LeafletPageDetails {\n    leafletId\n    storeId\n    naturalId\n    pageCount\n    version\n    pages {\n      pageNumber\n      imageUrl\n      thumbnailUrl\n      width\n      height\n    }\n    inserts {\n      id\n      position\n      insertId\n      insertName\n      imageUrl\n      createdAt\n      createdBy\n    }\n    redirects {\n      id\n      positions\n      positionsText\n      description\n      longUrl\n      redirectUrl\n      thumbnailTrackingUrl\n      platformLinks {\n        platform\n        url\n      }\n      version\n      updatedAt\n      updatedBy\n    }\n    linkSwaps {\n      id\n      redirectId\n      at\n      newLink\n      platforms\n      status\n      appliedAt\n      createdBy\n    }\n    areas {\n      id\n      pageNumber\n      x\n      y\n      width\n      height\n      link\n      color\n      affiliation\n      urlParams\n      source\n      version\n    }\n    articles {\n      id\n      pageNumber\n      name\n      brand\n      packaging\n      x\n      y\n      width\n      height\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      mapPrice\n      discount\n      categories\n      validFrom\n      validTo\n      version\n    }\n  }\n": types.PageDetailsAggregateFragmentDoc,
    "\n  query LeafletPageDetails($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.LeafletPageDetailsDocument,
    "\n  subscription LeafletPageDetailsChanged($leafletId: ID!, $sinceVersion: Int) {\n    change: leafletPageDetailsChanged(leafletId: $leafletId, sinceVersion: $sinceVersion) {\n      seq\n      part\n      action\n      actor\n      at\n      clientMutationId\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n": types.LeafletPageDetailsChangedDocument,
    "\n  query PageInsertChoices($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        id\n        insertName\n        imageUrl\n      }\n      total\n    }\n  }\n": types.PageInsertChoicesDocument,
    "\n  query LeafletRedirectHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletRedirectHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.LeafletRedirectHistoryDocument,
    "\n  mutation AddPageInserts($leafletId: ID!, $input: PageInsertInput!, $clientMutationId: String) {\n    details: addPageInserts(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.AddPageInsertsDocument,
    "\n  mutation RemovePageInsert($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageInsert(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.RemovePageInsertDocument,
    "\n  mutation AddPageRedirect($leafletId: ID!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.AddPageRedirectDocument,
    "\n  mutation UpdatePageRedirect($leafletId: ID!, $id: ID!, $version: Int!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: updatePageRedirect(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.UpdatePageRedirectDocument,
    "\n  mutation RemovePageRedirect($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageRedirect(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.RemovePageRedirectDocument,
    "\n  mutation ApplyBulkLink($leafletId: ID!, $input: BulkLinkInput!, $clientMutationId: String) {\n    details: applyBulkLink(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.ApplyBulkLinkDocument,
    "\n  mutation ScheduleLinkSwap($leafletId: ID!, $input: LinkSwapInput!, $clientMutationId: String) {\n    details: scheduleLinkSwap(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.ScheduleLinkSwapDocument,
    "\n  mutation CancelLinkSwap($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: cancelLinkSwap(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.CancelLinkSwapDocument,
    "\n  mutation AddPageArea($leafletId: ID!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: addPageArea(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.AddPageAreaDocument,
    "\n  mutation UpdatePageArea($leafletId: ID!, $id: ID!, $version: Int!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: updatePageArea(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.UpdatePageAreaDocument,
    "\n  mutation RemovePageArea($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageArea(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.RemovePageAreaDocument,
    "\n  mutation LoadPageAreasFromPdf($leafletId: ID!, $clientMutationId: String) {\n    loaded: loadPageAreasFromPdf(leafletId: $leafletId, clientMutationId: $clientMutationId) {\n      loaded\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n": types.LoadPageAreasFromPdfDocument,
    "\n  mutation AddProductArticle($leafletId: ID!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: addProductArticle(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.AddProductArticleDocument,
    "\n  mutation UpdateProductArticle($leafletId: ID!, $id: ID!, $version: Int!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: updateProductArticle(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.UpdateProductArticleDocument,
    "\n  mutation RemoveProductArticle($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removeProductArticle(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n": types.RemoveProductArticleDocument,
    "\n  fragment FeedLinks_platform on Platform {\n    key\n    name\n  }\n": types.FeedLinks_PlatformFragmentDoc,
    "\n  query FeedPlatforms {\n    platforms {\n      leafletPlatforms {\n        ...FeedLinks_platform\n      }\n    }\n  }\n": types.FeedPlatformsDocument,
    "\n  query FeedUrl($platform: String!) {\n    feedUrl(platform: $platform)\n  }\n": types.FeedUrlDocument,
    "\n  fragment PendingLeafletList_leaflet on Leaflet {\n    id\n    naturalId\n    additionalInfo\n    publishDate\n  }\n": types.PendingLeafletList_LeafletFragmentDoc,
    "\n  fragment PendingPublication_lists on PendingPublication {\n    toActivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n    toDeactivate {\n      id\n      ...PendingLeafletList_leaflet\n    }\n  }\n": types.PendingPublication_ListsFragmentDoc,
    "\n  query PendingPublication {\n    pendingPublication {\n      ...PendingPublication_lists\n    }\n  }\n": types.PendingPublicationDocument,
    "\n  subscription PendingPublicationChanged {\n    pendingPublicationChanged {\n      seq\n      pending {\n        ...PendingPublication_lists\n      }\n    }\n  }\n": types.PendingPublicationChangedDocument,
    "\n  mutation PublishPromotions {\n    publishPromotions {\n      activated\n      deactivated\n      publishedAt\n    }\n  }\n": types.PublishPromotionsDocument,
    "\n  fragment CookRecord on Cook {\n    id\n    name\n    seoId\n    logoUrl\n    status\n    editorIds\n    editors\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.CookRecordFragmentDoc,
    "\n  query CooksPage($page: ListPageInput, $filter: CookFilter) {\n    page: cooks(page: $page, filter: $filter) {\n      items {\n        ...CookRecord\n      }\n      total\n    }\n  }\n": types.CooksPageDocument,
    "\n  query CookRecordById($id: ID!) {\n    record: cook(id: $id) {\n      ...CookRecord\n    }\n  }\n": types.CookRecordByIdDocument,
    "\n  query CookHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: cookHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.CookHistoryDocument,
    "\n  subscription CooksChanged {\n    change: cooksChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CookRecord\n      }\n    }\n  }\n": types.CooksChangedDocument,
    "\n  mutation CreateCook($input: CookInput!, $clientMutationId: String) {\n    record: createCook(input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": types.CreateCookDocument,
    "\n  mutation UpdateCook($id: ID!, $version: Int!, $input: CookInput!, $clientMutationId: String) {\n    record: updateCook(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": types.UpdateCookDocument,
    "\n  mutation ArchiveCook($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCook(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": types.ArchiveCookDocument,
    "\n  mutation RestoreCook($id: ID!, $clientMutationId: String) {\n    record: restoreCook(id: $id, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n": types.RestoreCookDocument,
    "\n  fragment RecipeRecord on Recipe {\n    id\n    cookId\n    cookName\n    title\n    seoId\n    type\n    leafletId\n    publishDate\n    visibleAt\n    status\n    preparationTime\n    numberOfServings\n    complexity\n    tags\n    longUrl\n    shoppingListUrl\n    cover\n    steps {\n      name\n      description\n      extraDescription\n      image\n    }\n    storeId\n    storeName\n    createdAt\n    createdBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.RecipeRecordFragmentDoc,
    "\n  query RecipesPage($page: ListPageInput, $filter: RecipeFilter) {\n    page: recipes(page: $page, filter: $filter) {\n      items {\n        ...RecipeRecord\n      }\n      total\n    }\n  }\n": types.RecipesPageDocument,
    "\n  query RecipeRecordById($id: ID!) {\n    record: recipe(id: $id) {\n      ...RecipeRecord\n    }\n  }\n": types.RecipeRecordByIdDocument,
    "\n  query RecipeHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: recipeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.RecipeHistoryDocument,
    "\n  subscription RecipesChanged {\n    change: recipesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...RecipeRecord\n      }\n    }\n  }\n": types.RecipesChangedDocument,
    "\n  mutation CreateRecipe($input: RecipeInput!, $clientMutationId: String) {\n    record: createRecipe(input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": types.CreateRecipeDocument,
    "\n  mutation UpdateRecipe($id: ID!, $version: Int!, $input: RecipeInput!, $clientMutationId: String) {\n    record: updateRecipe(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": types.UpdateRecipeDocument,
    "\n  mutation ArchiveRecipe($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveRecipe(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": types.ArchiveRecipeDocument,
    "\n  mutation RestoreRecipe($id: ID!, $clientMutationId: String) {\n    record: restoreRecipe(id: $id, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n": types.RestoreRecipeDocument,
    "\n  query RecipeShops {\n    recipeShops {\n      id\n      name\n    }\n  }\n": types.RecipeShopsDocument,
    "\n  query CookEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": types.CookEditorChoicesDocument,
    "\n  fragment ReelChannelRecord on ReelChannel {\n    id\n    naturalId\n    name\n    description\n    logoUrl\n    autoCreateReels\n    editorIds\n    editors\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n": types.ReelChannelRecordFragmentDoc,
    "\n  query ReelChannelsPage($page: ListPageInput) {\n    page: reelChannels(page: $page) {\n      items {\n        ...ReelChannelRecord\n      }\n      total\n    }\n  }\n": types.ReelChannelsPageDocument,
    "\n  query ReelChannelRecordById($id: ID!) {\n    record: reelChannel(id: $id) {\n      ...ReelChannelRecord\n    }\n  }\n": types.ReelChannelRecordByIdDocument,
    "\n  query ReelChannelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelChannelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.ReelChannelHistoryDocument,
    "\n  subscription ReelChannelsChanged {\n    change: reelChannelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelChannelRecord\n      }\n    }\n  }\n": types.ReelChannelsChangedDocument,
    "\n  mutation CreateReelChannel($input: ReelChannelInput!, $clientMutationId: String) {\n    record: createReelChannel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": types.CreateReelChannelDocument,
    "\n  mutation UpdateReelChannel($id: ID!, $version: Int!, $input: ReelChannelInput!, $clientMutationId: String) {\n    record: updateReelChannel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": types.UpdateReelChannelDocument,
    "\n  mutation ArchiveReelChannel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveReelChannel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": types.ArchiveReelChannelDocument,
    "\n  mutation RestoreReelChannel($id: ID!, $clientMutationId: String) {\n    record: restoreReelChannel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n": types.RestoreReelChannelDocument,
    "\n  fragment ReelRecord on Reel {\n    id\n    channelId\n    channelName\n    naturalId\n    mediaURL\n    mediaType\n    description\n    ctaButtonText\n    visibilityTime\n    status\n    visibilityStartDate\n    visibilityEndDate\n    publishDate\n    internalNote\n    showOn\n    actionType\n    leafletId\n    insertNumber\n    standardPageNumber\n    url\n    productName\n    impressions\n    clicks\n    expiry\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n": types.ReelRecordFragmentDoc,
    "\n  query ReelsPage($page: ListPageInput, $filter: ReelFilter) {\n    page: reels(page: $page, filter: $filter) {\n      items {\n        ...ReelRecord\n      }\n      total\n    }\n  }\n": types.ReelsPageDocument,
    "\n  query ReelRecordById($id: ID!) {\n    record: reel(id: $id) {\n      ...ReelRecord\n    }\n  }\n": types.ReelRecordByIdDocument,
    "\n  query ReelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.ReelHistoryDocument,
    "\n  subscription ReelsChanged {\n    change: reelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelRecord\n      }\n    }\n  }\n": types.ReelsChangedDocument,
    "\n  mutation CreateReel($input: ReelInput!, $clientMutationId: String) {\n    record: createReel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.CreateReelDocument,
    "\n  mutation UpdateReel($id: ID!, $version: Int!, $input: ReelInput!, $clientMutationId: String) {\n    record: updateReel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.UpdateReelDocument,
    "\n  mutation RemoveReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: removeReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.RemoveReelDocument,
    "\n  mutation RestoreReel($id: ID!, $clientMutationId: String) {\n    record: restoreReel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.RestoreReelDocument,
    "\n  mutation PublishReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: publishReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.PublishReelDocument,
    "\n  mutation DeactivateReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: deactivateReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n": types.DeactivateReelDocument,
    "\n  query ReelChannelChoices($page: ListPageInput) {\n    reelChannels(page: $page) {\n      items {\n        id\n        name\n        archivedAt\n      }\n    }\n  }\n": types.ReelChannelChoicesDocument,
    "\n  query ReelEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": types.ReelEditorChoicesDocument,
    "\n  query ScraperStores {\n    stores {\n      id\n      name\n      storeWebId\n    }\n  }\n": types.ScraperStoresDocument,
    "\n  query ScraperStoreLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leaflets(type: ALL) {\n        id\n        naturalId\n        status\n        validFrom\n        validTo\n        untilEndOfSupply\n        pageCount\n      }\n    }\n  }\n": types.ScraperStoreLeafletsDocument,
    "\n  query ScraperZipJobResult($id: ID!) {\n    job(id: $id) {\n      id\n      result {\n        pages\n        cutJobId\n      }\n    }\n  }\n": types.ScraperZipJobResultDocument,
    "\n  mutation GenerateLeafletPdf($leafletId: ID!) {\n    generateLeafletPdf(leafletId: $leafletId) {\n      ...JobFields\n    }\n  }\n": types.GenerateLeafletPdfDocument,
    "\n  query LeafletPdfLink($jobId: ID!) {\n    leafletPdfLink(jobId: $jobId) {\n      job {\n        ...JobFields\n      }\n      url\n      expiresAt\n      expired\n    }\n  }\n": types.LeafletPdfLinkDocument,
    "\n  fragment StoreRecord on Store {\n    id\n    name\n    storeWebId\n    categoryId\n    category {\n      id\n      name\n    }\n    groupIds\n    editorIds\n    editors\n    logoUrl\n    forceFavorites\n    showAnyway\n    storeAtFirst\n    addAsReelsChannel\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n": types.StoreRecordFragmentDoc,
    "\n  query StoresPage($page: ListPageInput) {\n    page: storesPage(page: $page) {\n      items {\n        ...StoreRecord\n      }\n      total\n    }\n  }\n": types.StoresPageDocument,
    "\n  query StoreRecordById($id: ID!) {\n    record: store(id: $id) {\n      ...StoreRecord\n    }\n  }\n": types.StoreRecordByIdDocument,
    "\n  query StoreHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: storeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.StoreHistoryDocument,
    "\n  subscription StoresChanged {\n    change: storesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...StoreRecord\n      }\n    }\n  }\n": types.StoresChangedDocument,
    "\n  mutation CreateStore($input: StoreInput!, $clientMutationId: String) {\n    record: createStore(input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": types.CreateStoreDocument,
    "\n  mutation UpdateStore($id: ID!, $version: Int!, $input: StoreInput!, $clientMutationId: String) {\n    record: updateStore(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": types.UpdateStoreDocument,
    "\n  mutation ArchiveStore($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveStore(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": types.ArchiveStoreDocument,
    "\n  mutation RestoreStore($id: ID!, $clientMutationId: String) {\n    record: restoreStore(id: $id, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n": types.RestoreStoreDocument,
    "\n  query ShopFormChoices($categoriesPage: ListPageInput, $groupsPage: ListPageInput) {\n    categoryChoices: categories(page: $categoriesPage) {\n      items {\n        id\n        name\n      }\n    }\n    groupChoices: groups(page: $groupsPage) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.ShopFormChoicesDocument,
    "\n  query ShopEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n": types.ShopEditorChoicesDocument,
    "\n  fragment UserRecord on User {\n    id\n    username\n    role\n    enabled\n    storeIds\n    notificationChannels\n    mustChangePassword\n    passwordChangedAt\n    createdAt\n    version\n    updatedAt\n    updatedBy\n  }\n": types.UserRecordFragmentDoc,
    "\n  query UsersPage($page: ListPageInput) {\n    page: users(page: $page) {\n      items {\n        ...UserRecord\n      }\n      total\n    }\n  }\n": types.UsersPageDocument,
    "\n  query UserRecordById($id: ID!) {\n    record: user(id: $id) {\n      ...UserRecord\n    }\n  }\n": types.UserRecordByIdDocument,
    "\n  query UserHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: userHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n": types.UserHistoryDocument,
    "\n  subscription UsersChanged {\n    change: usersChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...UserRecord\n      }\n    }\n  }\n": types.UsersChangedDocument,
    "\n  mutation CreateUser($input: NewUserInput!, $clientMutationId: String) {\n    record: createUser(input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {\n    record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation EnableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: enableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": types.EnableUserDocument,
    "\n  mutation DisableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: disableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": types.DisableUserDocument,
    "\n  mutation SetUserPassword($id: ID!, $temporaryPassword: String!, $version: Int, $clientMutationId: String) {\n    record: setUserPassword(id: $id, temporaryPassword: $temporaryPassword, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n": types.SetUserPasswordDocument,
    "\n  query UserStores {\n    stores {\n      id\n      name\n    }\n  }\n": types.UserStoresDocument,
    "\n  fragment ActivityLine_move on OrderingMove {\n    id\n    platform\n    leafletId\n    naturalId\n    storeName\n    fromPriority\n    toPriority\n    displacedNaturalId\n    actor\n    at\n    versionBefore\n    versionAfter\n    clientMutationId\n    undoOf\n  }\n": types.ActivityLine_MoveFragmentDoc,
    "\n  query XmlOffersLeafletDetails($id: ID!) {\n    leaflet(id: $id) {\n      id\n      naturalId\n      status\n      additionalInfo\n      additionalInfo2\n      validFrom\n      validTo\n      untilEndOfSupply\n      publishDate\n      publishEndDate\n      createdAt\n      createdBy\n      refreshedAt\n      refreshedBy\n      pageCount\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n      visibility {\n        android\n        android2\n        ios\n        web\n        wp\n      }\n      pages {\n        pageNumber\n        thumbnailUrl\n        imageUrl\n      }\n    }\n  }\n": types.XmlOffersLeafletDetailsDocument,
    "\n  fragment OrderingRow_item on OrderedLeaflet {\n    position\n    priority\n    storeName\n    leaflet {\n      id\n      naturalId\n      status\n      additionalInfo\n      validFrom\n      validTo\n      untilEndOfSupply\n      createdAt\n      refreshedAt\n      version\n      priorities {\n        android\n        ios\n        web\n        wp\n        android2\n      }\n    }\n  }\n": types.OrderingRow_ItemFragmentDoc,
    "\n  query XmlOffersPlatforms {\n    platforms {\n      leafletPlatforms {\n        key\n        name\n      }\n    }\n  }\n": types.XmlOffersPlatformsDocument,
    "\n  query XmlOffersOrdering($platform: String!) {\n    ordering(platform: $platform) {\n      platform\n      version\n      updatedAt\n      updatedBy\n      items {\n        ...OrderingRow_item\n      }\n    }\n  }\n": types.XmlOffersOrderingDocument,
    "\n  query XmlOffersOrderingVersion($platform: String!) {\n    ordering(platform: $platform) {\n      version\n    }\n  }\n": types.XmlOffersOrderingVersionDocument,
    "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n": types.XmlOffersOrderingMovesDocument,
    "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n      delta {\n        ...OrderingCache_delta\n      }\n    }\n  }\n": types.XmlOffersOrderingChangedDocument,
    "\n  fragment OrderingCache_delta on OrderingDelta {\n    platform\n    baseVersion\n    version\n    updatedAt\n    updatedBy\n    total\n    complete\n    removed\n    changed {\n      ...OrderingRow_item\n    }\n  }\n": types.OrderingCache_DeltaFragmentDoc,
    "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      ...OrderingCache_delta\n    }\n  }\n": types.XmlOffersSetLeafletPriorityDocument,
    "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      ...OrderingCache_delta\n    }\n  }\n": types.XmlOffersUndoOrderingMoveDocument,
    "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n": types.XmlOffersRefreshLeafletDocument,
    "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n": types.RefreshSessionDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n      notificationId\n      notificationTitle\n      notificationChannel\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n      recipients\n      sent\n      failed\n    }\n  }\n": types.JobFieldsFragmentDoc,
    "\n  fragment JobStepFields on JobStep {\n    key\n    number\n    status\n    errorCode\n    error\n    attempts\n    imageUrl\n    thumbnailUrl\n    width\n    height\n  }\n": types.JobStepFieldsFragmentDoc,
    "\n  query JobProgress($id: ID!) {\n    job(id: $id) {\n      ...JobFields\n      steps {\n        ...JobStepFields\n      }\n    }\n  }\n": types.JobProgressDocument,
    "\n  subscription JobProgressChanged($id: ID!) {\n    jobProgress(id: $id) {\n      seq\n      state\n      retryInMs\n      job {\n        ...JobFields\n        steps {\n          ...JobStepFields\n        }\n      }\n    }\n  }\n": types.JobProgressChangedDocument,
    "\n  subscription JobsChanged {\n    jobsChanged {\n      seq\n      version\n    }\n  }\n": types.JobsChangedDocument,
    "\n  subscription PresenceMembers($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n": types.PresenceMembersDocument,
    "\n  mutation PresenceUpdate($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n": types.PresenceUpdateDocument,
    "\n  fragment HistoryPanel_entry on HistoryEntry {\n    id\n    at\n    actor\n    action\n    version\n    changes {\n      field\n      before\n      after\n    }\n  }\n": types.HistoryPanel_EntryFragmentDoc,
    "\n  subscription ResourceRecordLock($resource: ResourceName!, $id: ID!) {\n    recordLock(resource: $resource, id: $id) {\n      resource\n      id\n      lock {\n        holder\n        since\n        expiresAt\n      }\n      takenOverFrom\n      seq\n    }\n  }\n": types.ResourceRecordLockDocument,
    "\n  mutation ResourceAcquireRecordLock($resource: ResourceName!, $id: ID!, $takeOver: Boolean) {\n    acquireRecordLock(resource: $resource, id: $id, takeOver: $takeOver) {\n      holder\n      since\n      expiresAt\n    }\n  }\n": types.ResourceAcquireRecordLockDocument,
    "\n  mutation ResourceReleaseRecordLock($resource: ResourceName!, $id: ID!) {\n    releaseRecordLock(resource: $resource, id: $id)\n  }\n": types.ResourceReleaseRecordLockDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n      mustChangePassword\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": types.SessionDocument,
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
export function graphql(source: "\n  fragment AppConfigSectionRecord on AppConfigSection {\n    id\n    section\n    document\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment AppConfigSectionRecord on AppConfigSection {\n    id\n    section\n    document\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigSectionsPage($page: ListPageInput) {\n    page: appConfigSections(page: $page) {\n      items {\n        ...AppConfigSectionRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppConfigSectionsPage($page: ListPageInput) {\n    page: appConfigSections(page: $page) {\n      items {\n        ...AppConfigSectionRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigSectionRecordById($id: ID!) {\n    record: appConfigSection(id: $id) {\n      ...AppConfigSectionRecord\n    }\n  }\n"): (typeof documents)["\n  query AppConfigSectionRecordById($id: ID!) {\n    record: appConfigSection(id: $id) {\n      ...AppConfigSectionRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigSectionHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: appConfigSectionHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppConfigSectionHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: appConfigSectionHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AppConfigSectionsChanged {\n    change: appConfigSectionsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...AppConfigSectionRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AppConfigSectionsChanged {\n    change: appConfigSectionsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...AppConfigSectionRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppConfigSection($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $clientMutationId: String) {\n    record: updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppConfigSection($id: ID!, $version: Int!, $input: AppConfigSectionInput!, $clientMutationId: String) {\n    record: updateAppConfigSection(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertAppConfigSection($id: ID!, $version: Int!, $toVersion: Int!, $clientMutationId: String) {\n    record: revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RevertAppConfigSection($id: ID!, $version: Int!, $toVersion: Int!, $clientMutationId: String) {\n    record: revertAppConfigSection(id: $id, version: $version, toVersion: $toVersion, clientMutationId: $clientMutationId) {\n      ...AppConfigSectionRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigShops {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AppConfigShops {\n    stores {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigCooks($page: ListPageInput) {\n    cooks(page: $page) {\n      items {\n        id\n        name\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppConfigCooks($page: ListPageInput) {\n    cooks(page: $page) {\n      items {\n        id\n        name\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppConfigRecipes($page: ListPageInput) {\n    recipes(page: $page) {\n      items {\n        id\n        title\n        cookName\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AppConfigRecipes($page: ListPageInput) {\n    recipes(page: $page) {\n      items {\n        id\n        title\n        cookName\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArchiveLeafletRow on Leaflet {\n    id\n    naturalId\n    storeId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    pageCount\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment ArchiveLeafletRow on Leaflet {\n    id\n    naturalId\n    storeId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    pageCount\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArchiveLeafletDetails on Leaflet {\n    ...ArchiveLeafletRow\n    seoId\n    additionalInfo2\n    publishDate\n    publishEndDate\n    createdAt\n    createdBy\n    refreshedAt\n    refreshedBy\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n  }\n"): (typeof documents)["\n  fragment ArchiveLeafletDetails on Leaflet {\n    ...ArchiveLeafletRow\n    seoId\n    additionalInfo2\n    publishDate\n    publishEndDate\n    createdAt\n    createdBy\n    refreshedAt\n    refreshedBy\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchivedLeafletsList($filter: LeafletFilter, $offset: Int, $limit: Int) {\n    archivedLeaflets(filter: $filter, offset: $offset, limit: $limit) {\n      items {\n        ...ArchiveLeafletRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ArchivedLeafletsList($filter: LeafletFilter, $offset: Int, $limit: Int) {\n    archivedLeaflets(filter: $filter, offset: $offset, limit: $limit) {\n      items {\n        ...ArchiveLeafletRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchiveShops {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ArchiveShops {\n    stores {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveRestoreLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      ...ArchiveLeafletRow\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveRestoreLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      ...ArchiveLeafletRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArchiveLeafletEvent on LeafletChangeEvent {\n    seq\n    kind\n    actor\n    clientMutationId\n    leaflet {\n      ...ArchiveLeafletRow\n    }\n  }\n"): (typeof documents)["\n  fragment ArchiveLeafletEvent on LeafletChangeEvent {\n    seq\n    kind\n    actor\n    clientMutationId\n    leaflet {\n      ...ArchiveLeafletRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArchiveShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      ...ArchiveLeafletEvent\n    }\n  }\n"): (typeof documents)["\n  subscription ArchiveShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      ...ArchiveLeafletEvent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchiveLeaflet($id: ID!) {\n    leaflet(id: $id) {\n      ...ArchiveLeafletDetails\n    }\n  }\n"): (typeof documents)["\n  query ArchiveLeaflet($id: ID!) {\n    leaflet(id: $id) {\n      ...ArchiveLeafletDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ArchiveLeafletChanged($id: ID!) {\n    leafletChanged(id: $id) {\n      ...ArchiveLeafletEvent\n      leaflet {\n        ...ArchiveLeafletDetails\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ArchiveLeafletChanged($id: ID!) {\n    leafletChanged(id: $id) {\n      ...ArchiveLeafletEvent\n      leaflet {\n        ...ArchiveLeafletDetails\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchiveLeafletPages($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      leafletId\n      version\n      pages {\n        pageNumber\n        imageUrl\n        thumbnailUrl\n      }\n      inserts {\n        id\n        position\n        insertName\n      }\n      redirects {\n        id\n        positionsText\n        description\n        redirectUrl\n      }\n      areas {\n        id\n        pageNumber\n        link\n      }\n      articles {\n        id\n        pageNumber\n        name\n        brand\n        price\n        currency\n      }\n    }\n  }\n"): (typeof documents)["\n  query ArchiveLeafletPages($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      leafletId\n      version\n      pages {\n        pageNumber\n        imageUrl\n        thumbnailUrl\n      }\n      inserts {\n        id\n        position\n        insertName\n      }\n      redirects {\n        id\n        positionsText\n        description\n        redirectUrl\n      }\n      areas {\n        id\n        pageNumber\n        link\n      }\n      articles {\n        id\n        pageNumber\n        name\n        brand\n        price\n        currency\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchiveLeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ArchiveLeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CategoryRecord on Category {\n    id\n    name\n    categoryWebId\n    logoUrl\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment CategoryRecord on Category {\n    id\n    name\n    categoryWebId\n    logoUrl\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoriesPage($page: ListPageInput) {\n    page: categories(page: $page) {\n      items {\n        ...CategoryRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CategoriesPage($page: ListPageInput) {\n    page: categories(page: $page) {\n      items {\n        ...CategoryRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryRecordById($id: ID!) {\n    record: category(id: $id) {\n      ...CategoryRecord\n    }\n  }\n"): (typeof documents)["\n  query CategoryRecordById($id: ID!) {\n    record: category(id: $id) {\n      ...CategoryRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: categoryHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CategoryHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: categoryHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CategoriesChanged {\n    change: categoriesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CategoryRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CategoriesChanged {\n    change: categoriesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CategoryRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCategory($input: CategoryInput!, $clientMutationId: String) {\n    record: createCategory(input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCategory($input: CategoryInput!, $clientMutationId: String) {\n    record: createCategory(input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $version: Int!, $input: CategoryInput!, $clientMutationId: String) {\n    record: updateCategory(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCategory($id: ID!, $version: Int!, $input: CategoryInput!, $clientMutationId: String) {\n    record: updateCategory(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCategory($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCategory(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCategory($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCategory(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCategory($id: ID!, $clientMutationId: String) {\n    record: restoreCategory(id: $id, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCategory($id: ID!, $clientMutationId: String) {\n    record: restoreCategory(id: $id, clientMutationId: $clientMutationId) {\n      ...CategoryRecord\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ShopRow_store on Store {\n    id\n    name\n    storeWebId\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n"): (typeof documents)["\n  fragment ShopRow_store on Store {\n    id\n    name\n    storeWebId\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n    hasUnconfirmedArticleData\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n"): (typeof documents)["\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ArchivedShopLeaflets($storeId: ID!, $limit: Int) {\n    archivedLeaflets(filter: { storeId: $storeId }, limit: $limit) {\n      items {\n        id\n        ...LeafletRow_leaflet\n        updatedAt\n        updatedBy\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ArchivedShopLeaflets($storeId: ID!, $limit: Int) {\n    archivedLeaflets(filter: { storeId: $storeId }, limit: $limit) {\n      items {\n        id\n        ...LeafletRow_leaflet\n        updatedAt\n        updatedBy\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShopLeaflet($id: ID!, $clientMutationId: String) {\n    deleteLeaflet(id: $id, clientMutationId: $clientMutationId)\n  }\n"): (typeof documents)["\n  mutation DeleteShopLeaflet($id: ID!, $clientMutationId: String) {\n    deleteLeaflet(id: $id, clientMutationId: $clientMutationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreShopLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      storeId\n      ...LeafletRow_leaflet\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreShopLeaflet($id: ID!, $clientMutationId: String) {\n    restoreLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      storeId\n      ...LeafletRow_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshShopLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      ...LeafletRow_leaflet\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshShopLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      ...LeafletRow_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunningLeafletCuts {\n    jobs(state: RUNNING, kind: PAGE_CUT) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  query RunningLeafletCuts {\n    jobs(state: RUNNING, kind: PAGE_CUT) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletRowAfterCut($id: ID!) {\n    leaflet(id: $id) {\n      id\n      ...LeafletRow_leaflet\n    }\n  }\n"): (typeof documents)["\n  query LeafletRowAfterCut($id: ID!) {\n    leaflet(id: $id) {\n      id\n      ...LeafletRow_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShopLeafletUrls($kind: LeafletUrlKind!, $leafletIds: [ID!], $storeId: ID, $clientMutationId: String) {\n    deleteLeafletUrls(kind: $kind, leafletIds: $leafletIds, storeId: $storeId, clientMutationId: $clientMutationId)\n  }\n"): (typeof documents)["\n  mutation DeleteShopLeafletUrls($kind: LeafletUrlKind!, $leafletIds: [ID!], $storeId: ID, $clientMutationId: String) {\n    deleteLeafletUrls(kind: $kind, leafletIds: $leafletIds, storeId: $storeId, clientMutationId: $clientMutationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopsPanelLive_store on Store {\n    id\n    version\n    archivedAt\n    ...ShopRow_store\n  }\n"): (typeof documents)["\n  fragment ShopsPanelLive_store on Store {\n    id\n    version\n    archivedAt\n    ...ShopRow_store\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ShopsPanelStoresChanged {\n    change: storesChanged {\n      seq\n      position\n      record {\n        ...ShopsPanelLive_store\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ShopsPanelStoresChanged {\n    change: storesChanged {\n      seq\n      position\n      record {\n        ...ShopsPanelLive_store\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment GroupRecord on Group {\n    id\n    name\n    storeIds\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment GroupRecord on Group {\n    id\n    name\n    storeIds\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupsPage($page: ListPageInput) {\n    page: groups(page: $page) {\n      items {\n        ...GroupRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query GroupsPage($page: ListPageInput) {\n    page: groups(page: $page) {\n      items {\n        ...GroupRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupRecordById($id: ID!) {\n    record: group(id: $id) {\n      ...GroupRecord\n    }\n  }\n"): (typeof documents)["\n  query GroupRecordById($id: ID!) {\n    record: group(id: $id) {\n      ...GroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: groupHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query GroupHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: groupHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription GroupsChanged {\n    change: groupsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...GroupRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription GroupsChanged {\n    change: groupsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...GroupRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGroup($input: GroupInput!, $clientMutationId: String) {\n    record: createGroup(input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGroup($input: GroupInput!, $clientMutationId: String) {\n    record: createGroup(input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGroup($id: ID!, $version: Int!, $input: GroupInput!, $clientMutationId: String) {\n    record: updateGroup(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGroup($id: ID!, $version: Int!, $input: GroupInput!, $clientMutationId: String) {\n    record: updateGroup(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveGroup($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveGroup(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveGroup($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveGroup(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreGroup($id: ID!, $clientMutationId: String) {\n    record: restoreGroup(id: $id, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreGroup($id: ID!, $clientMutationId: String) {\n    record: restoreGroup(id: $id, clientMutationId: $clientMutationId) {\n      ...GroupRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GroupStores {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query GroupStores {\n    stores {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsertRecord on Insert {\n    id\n    insertName\n    description\n    imageUrl\n    redirectUrl\n    longUrl\n    validFrom\n    validTo\n    showOnIos\n    showOnAndroid\n    showOnAndroid2\n    showOnWeb\n    usedBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment InsertRecord on Insert {\n    id\n    insertName\n    description\n    imageUrl\n    redirectUrl\n    longUrl\n    validFrom\n    validTo\n    showOnIos\n    showOnAndroid\n    showOnAndroid2\n    showOnWeb\n    usedBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsertsPage($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        ...InsertRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query InsertsPage($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        ...InsertRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsertRecordById($id: ID!) {\n    record: insert(id: $id) {\n      ...InsertRecord\n    }\n  }\n"): (typeof documents)["\n  query InsertRecordById($id: ID!) {\n    record: insert(id: $id) {\n      ...InsertRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsertHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: insertHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query InsertHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: insertHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription InsertsChanged {\n    change: insertsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...InsertRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription InsertsChanged {\n    change: insertsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...InsertRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInsert($input: InsertInput!, $clientMutationId: String) {\n    record: createInsert(input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInsert($input: InsertInput!, $clientMutationId: String) {\n    record: createInsert(input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInsert($id: ID!, $version: Int!, $input: InsertInput!, $clientMutationId: String) {\n    record: updateInsert(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInsert($id: ID!, $version: Int!, $input: InsertInput!, $clientMutationId: String) {\n    record: updateInsert(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveInsert($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveInsert(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveInsert($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveInsert(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreInsert($id: ID!, $clientMutationId: String) {\n    record: restoreInsert(id: $id, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreInsert($id: ID!, $clientMutationId: String) {\n    record: restoreInsert(id: $id, clientMutationId: $clientMutationId) {\n      ...InsertRecord\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment LeafletEditor_leaflet on Leaflet {\n    id\n    naturalId\n    seoId\n    storeId\n    status\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    publishEndDate\n    additionalInfo\n    additionalInfo2\n    pageCount\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    groupId\n    categoryId\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n    firstPageUrl\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment LeafletEditor_leaflet on Leaflet {\n    id\n    naturalId\n    seoId\n    storeId\n    status\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    publishEndDate\n    additionalInfo\n    additionalInfo2\n    pageCount\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n    notShowAdInserts\n    notAllowShoppingList\n    showOnlineBadge\n    showPopularBadge\n    hasRecipe\n    watermark\n    forceLast\n    groupId\n    categoryId\n    longUrl\n    thumbnailTrackingUrl\n    redirectUrl\n    zipCodes\n    socialMedia {\n      platform\n      url\n    }\n    replaceValidityText\n    firstPageUrl\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletEditor($id: ID!) {\n    record: leaflet(id: $id) {\n      ...LeafletEditor_leaflet\n    }\n  }\n"): (typeof documents)["\n  query LeafletEditor($id: ID!) {\n    record: leaflet(id: $id) {\n      ...LeafletEditor_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletChoices($page: ListPageInput) {\n    groups(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n    categories(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query LeafletChoices($page: ListPageInput) {\n    groups(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n    categories(page: $page) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLeaflet(\n    $id: ID!\n    $version: Int!\n    $input: LeafletUpdateInput!\n    $overwritePriority: Boolean\n    $clientMutationId: String\n  ) {\n    record: updateLeaflet(\n      id: $id\n      version: $version\n      input: $input\n      overwritePriority: $overwritePriority\n      clientMutationId: $clientMutationId\n    ) {\n      ...LeafletEditor_leaflet\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLeaflet(\n    $id: ID!\n    $version: Int!\n    $input: LeafletUpdateInput!\n    $overwritePriority: Boolean\n    $clientMutationId: String\n  ) {\n    record: updateLeaflet(\n      id: $id\n      version: $version\n      input: $input\n      overwritePriority: $overwritePriority\n      clientMutationId: $clientMutationId\n    ) {\n      ...LeafletEditor_leaflet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query LeafletHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActivityEntryRow on ActivityEntry {\n    seq\n    at\n    actor\n    kind\n    resource\n    recordId\n    action\n    summary\n    details\n  }\n"): (typeof documents)["\n  fragment ActivityEntryRow on ActivityEntry {\n    seq\n    at\n    actor\n    kind\n    resource\n    recordId\n    action\n    summary\n    details\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivityLog($filter: ActivityFilter, $limit: Int, $offset: Int) {\n    activityLog(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...ActivityEntryRow\n      }\n      total\n      limit\n      offset\n    }\n  }\n"): (typeof documents)["\n  query ActivityLog($filter: ActivityFilter, $limit: Int, $offset: Int) {\n    activityLog(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...ActivityEntryRow\n      }\n      total\n      limit\n      offset\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ActivityLogged {\n    activityLogged {\n      seq\n      entry {\n        ...ActivityEntryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ActivityLogged {\n    activityLogged {\n      seq\n      entry {\n        ...ActivityEntryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoyaltyCardRecord on LoyaltyCard {\n    id\n    cardId\n    cardName\n    storeId\n    storeName\n    legacyId\n    color\n    images\n    isPopular\n    country\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment LoyaltyCardRecord on LoyaltyCard {\n    id\n    cardId\n    cardName\n    storeId\n    storeName\n    legacyId\n    color\n    images\n    isPopular\n    country\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyCardsPage($page: ListPageInput, $filter: LoyaltyCardFilter) {\n    page: loyaltyCards(page: $page, filter: $filter) {\n      items {\n        ...LoyaltyCardRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyCardsPage($page: ListPageInput, $filter: LoyaltyCardFilter) {\n    page: loyaltyCards(page: $page, filter: $filter) {\n      items {\n        ...LoyaltyCardRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyCardRecordById($id: ID!) {\n    record: loyaltyCard(id: $id) {\n      ...LoyaltyCardRecord\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyCardRecordById($id: ID!) {\n    record: loyaltyCard(id: $id) {\n      ...LoyaltyCardRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyCardHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: loyaltyCardHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyCardHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: loyaltyCardHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LoyaltyCardsChanged {\n    change: loyaltyCardsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...LoyaltyCardRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LoyaltyCardsChanged {\n    change: loyaltyCardsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...LoyaltyCardRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLoyaltyCard($input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: createLoyaltyCard(input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLoyaltyCard($input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: createLoyaltyCard(input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLoyaltyCard($id: ID!, $version: Int!, $input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: updateLoyaltyCard(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLoyaltyCard($id: ID!, $version: Int!, $input: LoyaltyCardInput!, $clientMutationId: String) {\n    record: updateLoyaltyCard(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveLoyaltyCard($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveLoyaltyCard(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveLoyaltyCard($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveLoyaltyCard(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreLoyaltyCard($id: ID!, $clientMutationId: String) {\n    record: restoreLoyaltyCard(id: $id, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreLoyaltyCard($id: ID!, $clientMutationId: String) {\n    record: restoreLoyaltyCard(id: $id, clientMutationId: $clientMutationId) {\n      ...LoyaltyCardRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LoyaltyCardShops {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LoyaltyCardShops {\n    stores {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationRecord on Notification {\n    id\n    channel\n    title\n    text\n    bigIcon\n    bigPicture\n    deepLink\n    webpageLink\n    showTrackingLink\n    openTrackingLink\n    geolocations\n    devices\n    storeIds\n    groupIds\n    storeNames\n    groupNames\n    plannedAt\n    status\n    jobId\n    recipients\n    sent\n    failed\n    startedAt\n    finishedAt\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment NotificationRecord on Notification {\n    id\n    channel\n    title\n    text\n    bigIcon\n    bigPicture\n    deepLink\n    webpageLink\n    showTrackingLink\n    openTrackingLink\n    geolocations\n    devices\n    storeIds\n    groupIds\n    storeNames\n    groupNames\n    plannedAt\n    status\n    jobId\n    recipients\n    sent\n    failed\n    startedAt\n    finishedAt\n    createdAt\n    createdBy\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationsPage($page: ListPageInput, $filter: NotificationFilter) {\n    page: notifications(page: $page, filter: $filter) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query NotificationsPage($page: ListPageInput, $filter: NotificationFilter) {\n    page: notifications(page: $page, filter: $filter) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationRecordById($id: ID!) {\n    record: notification(id: $id) {\n      ...NotificationRecord\n    }\n  }\n"): (typeof documents)["\n  query NotificationRecordById($id: ID!) {\n    record: notification(id: $id) {\n      ...NotificationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: notificationHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query NotificationHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: notificationHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationsChanged {\n    change: notificationsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...NotificationRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription NotificationsChanged {\n    change: notificationsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...NotificationRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendNotification($input: NotificationInput!, $clientMutationId: String) {\n    record: sendNotification(input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation SendNotification($input: NotificationInput!, $clientMutationId: String) {\n    record: sendNotification(input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotification($id: ID!, $version: Int!, $input: NotificationInput!, $clientMutationId: String) {\n    record: updateNotification(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotification($id: ID!, $version: Int!, $input: NotificationInput!, $clientMutationId: String) {\n    record: updateNotification(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelNotification($id: ID!, $version: Int, $clientMutationId: String) {\n    record: cancelNotification(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CancelNotification($id: ID!, $version: Int, $clientMutationId: String) {\n    record: cancelNotification(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...NotificationRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationTargets {\n    notificationTargets {\n      stores {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      channels\n      provider\n    }\n  }\n"): (typeof documents)["\n  query NotificationTargets {\n    notificationTargets {\n      stores {\n        id\n        name\n      }\n      groups {\n        id\n        name\n      }\n      channels\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationReach($input: NotificationInput!) {\n    notificationReach(input: $input)\n  }\n"): (typeof documents)["\n  query NotificationReach($input: NotificationInput!) {\n    notificationReach(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardNotifications($sendingPage: ListPageInput, $plannedPage: ListPageInput, $sentPage: ListPageInput, $failedPage: ListPageInput) {\n    sending: notifications(page: $sendingPage, filter: { status: SENDING }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    planned: notifications(page: $plannedPage, filter: { status: PLANNED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    sent: notifications(page: $sentPage, filter: { status: SENT }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    failed: notifications(page: $failedPage, filter: { status: FAILED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query DashboardNotifications($sendingPage: ListPageInput, $plannedPage: ListPageInput, $sentPage: ListPageInput, $failedPage: ListPageInput) {\n    sending: notifications(page: $sendingPage, filter: { status: SENDING }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    planned: notifications(page: $plannedPage, filter: { status: PLANNED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    sent: notifications(page: $sentPage, filter: { status: SENT }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n    failed: notifications(page: $failedPage, filter: { status: FAILED }) {\n      items {\n        ...NotificationRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryRow on NotificationDelivery {\n    id\n    notificationId\n    notificationTitle\n    channel\n    device\n    platform\n    responseCode\n    errorCode\n    sentAt\n    storeIds\n    storeNames\n  }\n"): (typeof documents)["\n  fragment DeliveryRow on NotificationDelivery {\n    id\n    notificationId\n    notificationTitle\n    channel\n    device\n    platform\n    responseCode\n    errorCode\n    sentAt\n    storeIds\n    storeNames\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationDeliveries($filter: NotificationDeliveryFilter, $limit: Int, $offset: Int) {\n    notificationDeliveries(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...DeliveryRow\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query NotificationDeliveries($filter: NotificationDeliveryFilter, $limit: Int, $offset: Int) {\n    notificationDeliveries(filter: $filter, limit: $limit, offset: $offset) {\n      items {\n        ...DeliveryRow\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryStores {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DeliveryStores {\n    stores {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageDetailsAggregate on LeafletPageDetails {\n    leafletId\n    storeId\n    naturalId\n    pageCount\n    version\n    pages {\n      pageNumber\n      imageUrl\n      thumbnailUrl\n      width\n      height\n    }\n    inserts {\n      id\n      position\n      insertId\n      insertName\n      imageUrl\n      createdAt\n      createdBy\n    }\n    redirects {\n      id\n      positions\n      positionsText\n      description\n      longUrl\n      redirectUrl\n      thumbnailTrackingUrl\n      platformLinks {\n        platform\n        url\n      }\n      version\n      updatedAt\n      updatedBy\n    }\n    linkSwaps {\n      id\n      redirectId\n      at\n      newLink\n      platforms\n      status\n      appliedAt\n      createdBy\n    }\n    areas {\n      id\n      pageNumber\n      x\n      y\n      width\n      height\n      link\n      color\n      affiliation\n      urlParams\n      source\n      version\n    }\n    articles {\n      id\n      pageNumber\n      name\n      brand\n      packaging\n      x\n      y\n      width\n      height\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      mapPrice\n      discount\n      categories\n      validFrom\n      validTo\n      version\n    }\n  }\n"): (typeof documents)["\n  fragment PageDetailsAggregate on LeafletPageDetails {\n    leafletId\n    storeId\n    naturalId\n    pageCount\n    version\n    pages {\n      pageNumber\n      imageUrl\n      thumbnailUrl\n      width\n      height\n    }\n    inserts {\n      id\n      position\n      insertId\n      insertName\n      imageUrl\n      createdAt\n      createdBy\n    }\n    redirects {\n      id\n      positions\n      positionsText\n      description\n      longUrl\n      redirectUrl\n      thumbnailTrackingUrl\n      platformLinks {\n        platform\n        url\n      }\n      version\n      updatedAt\n      updatedBy\n    }\n    linkSwaps {\n      id\n      redirectId\n      at\n      newLink\n      platforms\n      status\n      appliedAt\n      createdBy\n    }\n    areas {\n      id\n      pageNumber\n      x\n      y\n      width\n      height\n      link\n      color\n      affiliation\n      urlParams\n      source\n      version\n    }\n    articles {\n      id\n      pageNumber\n      name\n      brand\n      packaging\n      x\n      y\n      width\n      height\n      price\n      currency\n      pricePerUnit\n      unit\n      crossedPrice\n      mapPrice\n      discount\n      categories\n      validFrom\n      validTo\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletPageDetails($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  query LeafletPageDetails($leafletId: ID!) {\n    details: leafletPageDetails(leafletId: $leafletId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeafletPageDetailsChanged($leafletId: ID!, $sinceVersion: Int) {\n    change: leafletPageDetailsChanged(leafletId: $leafletId, sinceVersion: $sinceVersion) {\n      seq\n      part\n      action\n      actor\n      at\n      clientMutationId\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LeafletPageDetailsChanged($leafletId: ID!, $sinceVersion: Int) {\n    change: leafletPageDetailsChanged(leafletId: $leafletId, sinceVersion: $sinceVersion) {\n      seq\n      part\n      action\n      actor\n      at\n      clientMutationId\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageInsertChoices($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        id\n        insertName\n        imageUrl\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PageInsertChoices($page: ListPageInput) {\n    page: inserts(page: $page) {\n      items {\n        id\n        insertName\n        imageUrl\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletRedirectHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletRedirectHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query LeafletRedirectHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: leafletRedirectHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPageInserts($leafletId: ID!, $input: PageInsertInput!, $clientMutationId: String) {\n    details: addPageInserts(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation AddPageInserts($leafletId: ID!, $input: PageInsertInput!, $clientMutationId: String) {\n    details: addPageInserts(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePageInsert($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageInsert(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePageInsert($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageInsert(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPageRedirect($leafletId: ID!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation AddPageRedirect($leafletId: ID!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: addPageRedirect(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageRedirect($leafletId: ID!, $id: ID!, $version: Int!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: updatePageRedirect(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageRedirect($leafletId: ID!, $id: ID!, $version: Int!, $input: PageRedirectInput!, $clientMutationId: String) {\n    details: updatePageRedirect(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePageRedirect($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageRedirect(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePageRedirect($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageRedirect(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyBulkLink($leafletId: ID!, $input: BulkLinkInput!, $clientMutationId: String) {\n    details: applyBulkLink(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyBulkLink($leafletId: ID!, $input: BulkLinkInput!, $clientMutationId: String) {\n    details: applyBulkLink(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleLinkSwap($leafletId: ID!, $input: LinkSwapInput!, $clientMutationId: String) {\n    details: scheduleLinkSwap(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleLinkSwap($leafletId: ID!, $input: LinkSwapInput!, $clientMutationId: String) {\n    details: scheduleLinkSwap(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLinkSwap($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: cancelLinkSwap(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLinkSwap($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: cancelLinkSwap(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPageArea($leafletId: ID!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: addPageArea(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation AddPageArea($leafletId: ID!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: addPageArea(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageArea($leafletId: ID!, $id: ID!, $version: Int!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: updatePageArea(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageArea($leafletId: ID!, $id: ID!, $version: Int!, $input: PageAreaInput!, $clientMutationId: String) {\n    details: updatePageArea(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePageArea($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageArea(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePageArea($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removePageArea(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoadPageAreasFromPdf($leafletId: ID!, $clientMutationId: String) {\n    loaded: loadPageAreasFromPdf(leafletId: $leafletId, clientMutationId: $clientMutationId) {\n      loaded\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LoadPageAreasFromPdf($leafletId: ID!, $clientMutationId: String) {\n    loaded: loadPageAreasFromPdf(leafletId: $leafletId, clientMutationId: $clientMutationId) {\n      loaded\n      details {\n        ...PageDetailsAggregate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductArticle($leafletId: ID!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: addProductArticle(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductArticle($leafletId: ID!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: addProductArticle(leafletId: $leafletId, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductArticle($leafletId: ID!, $id: ID!, $version: Int!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: updateProductArticle(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductArticle($leafletId: ID!, $id: ID!, $version: Int!, $input: ProductArticleInput!, $clientMutationId: String) {\n    details: updateProductArticle(leafletId: $leafletId, id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductArticle($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removeProductArticle(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProductArticle($leafletId: ID!, $id: ID!, $clientMutationId: String) {\n    details: removeProductArticle(leafletId: $leafletId, id: $id, clientMutationId: $clientMutationId) {\n      ...PageDetailsAggregate\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment CookRecord on Cook {\n    id\n    name\n    seoId\n    logoUrl\n    status\n    editorIds\n    editors\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment CookRecord on Cook {\n    id\n    name\n    seoId\n    logoUrl\n    status\n    editorIds\n    editors\n    createdAt\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CooksPage($page: ListPageInput, $filter: CookFilter) {\n    page: cooks(page: $page, filter: $filter) {\n      items {\n        ...CookRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CooksPage($page: ListPageInput, $filter: CookFilter) {\n    page: cooks(page: $page, filter: $filter) {\n      items {\n        ...CookRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CookRecordById($id: ID!) {\n    record: cook(id: $id) {\n      ...CookRecord\n    }\n  }\n"): (typeof documents)["\n  query CookRecordById($id: ID!) {\n    record: cook(id: $id) {\n      ...CookRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CookHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: cookHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CookHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: cookHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CooksChanged {\n    change: cooksChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CookRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CooksChanged {\n    change: cooksChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...CookRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCook($input: CookInput!, $clientMutationId: String) {\n    record: createCook(input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCook($input: CookInput!, $clientMutationId: String) {\n    record: createCook(input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCook($id: ID!, $version: Int!, $input: CookInput!, $clientMutationId: String) {\n    record: updateCook(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCook($id: ID!, $version: Int!, $input: CookInput!, $clientMutationId: String) {\n    record: updateCook(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveCook($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCook(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveCook($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveCook(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreCook($id: ID!, $clientMutationId: String) {\n    record: restoreCook(id: $id, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreCook($id: ID!, $clientMutationId: String) {\n    record: restoreCook(id: $id, clientMutationId: $clientMutationId) {\n      ...CookRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipeRecord on Recipe {\n    id\n    cookId\n    cookName\n    title\n    seoId\n    type\n    leafletId\n    publishDate\n    visibleAt\n    status\n    preparationTime\n    numberOfServings\n    complexity\n    tags\n    longUrl\n    shoppingListUrl\n    cover\n    steps {\n      name\n      description\n      extraDescription\n      image\n    }\n    storeId\n    storeName\n    createdAt\n    createdBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment RecipeRecord on Recipe {\n    id\n    cookId\n    cookName\n    title\n    seoId\n    type\n    leafletId\n    publishDate\n    visibleAt\n    status\n    preparationTime\n    numberOfServings\n    complexity\n    tags\n    longUrl\n    shoppingListUrl\n    cover\n    steps {\n      name\n      description\n      extraDescription\n      image\n    }\n    storeId\n    storeName\n    createdAt\n    createdBy\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipesPage($page: ListPageInput, $filter: RecipeFilter) {\n    page: recipes(page: $page, filter: $filter) {\n      items {\n        ...RecipeRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RecipesPage($page: ListPageInput, $filter: RecipeFilter) {\n    page: recipes(page: $page, filter: $filter) {\n      items {\n        ...RecipeRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeRecordById($id: ID!) {\n    record: recipe(id: $id) {\n      ...RecipeRecord\n    }\n  }\n"): (typeof documents)["\n  query RecipeRecordById($id: ID!) {\n    record: recipe(id: $id) {\n      ...RecipeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: recipeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RecipeHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: recipeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecipesChanged {\n    change: recipesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...RecipeRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription RecipesChanged {\n    change: recipesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...RecipeRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecipe($input: RecipeInput!, $clientMutationId: String) {\n    record: createRecipe(input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecipe($input: RecipeInput!, $clientMutationId: String) {\n    record: createRecipe(input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecipe($id: ID!, $version: Int!, $input: RecipeInput!, $clientMutationId: String) {\n    record: updateRecipe(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecipe($id: ID!, $version: Int!, $input: RecipeInput!, $clientMutationId: String) {\n    record: updateRecipe(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveRecipe($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveRecipe(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveRecipe($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveRecipe(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRecipe($id: ID!, $clientMutationId: String) {\n    record: restoreRecipe(id: $id, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRecipe($id: ID!, $clientMutationId: String) {\n    record: restoreRecipe(id: $id, clientMutationId: $clientMutationId) {\n      ...RecipeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecipeShops {\n    recipeShops {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RecipeShops {\n    recipeShops {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CookEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query CookEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReelChannelRecord on ReelChannel {\n    id\n    naturalId\n    name\n    description\n    logoUrl\n    autoCreateReels\n    editorIds\n    editors\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment ReelChannelRecord on ReelChannel {\n    id\n    naturalId\n    name\n    description\n    logoUrl\n    autoCreateReels\n    editorIds\n    editors\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelChannelsPage($page: ListPageInput) {\n    page: reelChannels(page: $page) {\n      items {\n        ...ReelChannelRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReelChannelsPage($page: ListPageInput) {\n    page: reelChannels(page: $page) {\n      items {\n        ...ReelChannelRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelChannelRecordById($id: ID!) {\n    record: reelChannel(id: $id) {\n      ...ReelChannelRecord\n    }\n  }\n"): (typeof documents)["\n  query ReelChannelRecordById($id: ID!) {\n    record: reelChannel(id: $id) {\n      ...ReelChannelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelChannelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelChannelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReelChannelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelChannelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReelChannelsChanged {\n    change: reelChannelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelChannelRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ReelChannelsChanged {\n    change: reelChannelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelChannelRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReelChannel($input: ReelChannelInput!, $clientMutationId: String) {\n    record: createReelChannel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReelChannel($input: ReelChannelInput!, $clientMutationId: String) {\n    record: createReelChannel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReelChannel($id: ID!, $version: Int!, $input: ReelChannelInput!, $clientMutationId: String) {\n    record: updateReelChannel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReelChannel($id: ID!, $version: Int!, $input: ReelChannelInput!, $clientMutationId: String) {\n    record: updateReelChannel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveReelChannel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveReelChannel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveReelChannel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveReelChannel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreReelChannel($id: ID!, $clientMutationId: String) {\n    record: restoreReelChannel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreReelChannel($id: ID!, $clientMutationId: String) {\n    record: restoreReelChannel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelChannelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReelRecord on Reel {\n    id\n    channelId\n    channelName\n    naturalId\n    mediaURL\n    mediaType\n    description\n    ctaButtonText\n    visibilityTime\n    status\n    visibilityStartDate\n    visibilityEndDate\n    publishDate\n    internalNote\n    showOn\n    actionType\n    leafletId\n    insertNumber\n    standardPageNumber\n    url\n    productName\n    impressions\n    clicks\n    expiry\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment ReelRecord on Reel {\n    id\n    channelId\n    channelName\n    naturalId\n    mediaURL\n    mediaType\n    description\n    ctaButtonText\n    visibilityTime\n    status\n    visibilityStartDate\n    visibilityEndDate\n    publishDate\n    internalNote\n    showOn\n    actionType\n    leafletId\n    insertNumber\n    standardPageNumber\n    url\n    productName\n    impressions\n    clicks\n    expiry\n    version\n    archivedAt\n    createdAt\n    createdBy\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelsPage($page: ListPageInput, $filter: ReelFilter) {\n    page: reels(page: $page, filter: $filter) {\n      items {\n        ...ReelRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReelsPage($page: ListPageInput, $filter: ReelFilter) {\n    page: reels(page: $page, filter: $filter) {\n      items {\n        ...ReelRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelRecordById($id: ID!) {\n    record: reel(id: $id) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  query ReelRecordById($id: ID!) {\n    record: reel(id: $id) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ReelHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: reelHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ReelsChanged {\n    change: reelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ReelsChanged {\n    change: reelsChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...ReelRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReel($input: ReelInput!, $clientMutationId: String) {\n    record: createReel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReel($input: ReelInput!, $clientMutationId: String) {\n    record: createReel(input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReel($id: ID!, $version: Int!, $input: ReelInput!, $clientMutationId: String) {\n    record: updateReel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReel($id: ID!, $version: Int!, $input: ReelInput!, $clientMutationId: String) {\n    record: updateReel(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: removeReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: removeReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreReel($id: ID!, $clientMutationId: String) {\n    record: restoreReel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreReel($id: ID!, $clientMutationId: String) {\n    record: restoreReel(id: $id, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: publishReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation PublishReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: publishReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: deactivateReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateReel($id: ID!, $version: Int, $clientMutationId: String) {\n    record: deactivateReel(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...ReelRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelChannelChoices($page: ListPageInput) {\n    reelChannels(page: $page) {\n      items {\n        id\n        name\n        archivedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReelChannelChoices($page: ListPageInput) {\n    reelChannels(page: $page) {\n      items {\n        id\n        name\n        archivedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReelEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReelEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScraperStores {\n    stores {\n      id\n      name\n      storeWebId\n    }\n  }\n"): (typeof documents)["\n  query ScraperStores {\n    stores {\n      id\n      name\n      storeWebId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScraperStoreLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leaflets(type: ALL) {\n        id\n        naturalId\n        status\n        validFrom\n        validTo\n        untilEndOfSupply\n        pageCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScraperStoreLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leaflets(type: ALL) {\n        id\n        naturalId\n        status\n        validFrom\n        validTo\n        untilEndOfSupply\n        pageCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScraperZipJobResult($id: ID!) {\n    job(id: $id) {\n      id\n      result {\n        pages\n        cutJobId\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScraperZipJobResult($id: ID!) {\n    job(id: $id) {\n      id\n      result {\n        pages\n        cutJobId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateLeafletPdf($leafletId: ID!) {\n    generateLeafletPdf(leafletId: $leafletId) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateLeafletPdf($leafletId: ID!) {\n    generateLeafletPdf(leafletId: $leafletId) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LeafletPdfLink($jobId: ID!) {\n    leafletPdfLink(jobId: $jobId) {\n      job {\n        ...JobFields\n      }\n      url\n      expiresAt\n      expired\n    }\n  }\n"): (typeof documents)["\n  query LeafletPdfLink($jobId: ID!) {\n    leafletPdfLink(jobId: $jobId) {\n      job {\n        ...JobFields\n      }\n      url\n      expiresAt\n      expired\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreRecord on Store {\n    id\n    name\n    storeWebId\n    categoryId\n    category {\n      id\n      name\n    }\n    groupIds\n    editorIds\n    editors\n    logoUrl\n    forceFavorites\n    showAnyway\n    storeAtFirst\n    addAsReelsChannel\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment StoreRecord on Store {\n    id\n    name\n    storeWebId\n    categoryId\n    category {\n      id\n      name\n    }\n    groupIds\n    editorIds\n    editors\n    logoUrl\n    forceFavorites\n    showAnyway\n    storeAtFirst\n    addAsReelsChannel\n    version\n    archivedAt\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoresPage($page: ListPageInput) {\n    page: storesPage(page: $page) {\n      items {\n        ...StoreRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StoresPage($page: ListPageInput) {\n    page: storesPage(page: $page) {\n      items {\n        ...StoreRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreRecordById($id: ID!) {\n    record: store(id: $id) {\n      ...StoreRecord\n    }\n  }\n"): (typeof documents)["\n  query StoreRecordById($id: ID!) {\n    record: store(id: $id) {\n      ...StoreRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: storeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query StoreHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: storeHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StoresChanged {\n    change: storesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...StoreRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription StoresChanged {\n    change: storesChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...StoreRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStore($input: StoreInput!, $clientMutationId: String) {\n    record: createStore(input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStore($input: StoreInput!, $clientMutationId: String) {\n    record: createStore(input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStore($id: ID!, $version: Int!, $input: StoreInput!, $clientMutationId: String) {\n    record: updateStore(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStore($id: ID!, $version: Int!, $input: StoreInput!, $clientMutationId: String) {\n    record: updateStore(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveStore($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveStore(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveStore($id: ID!, $version: Int, $clientMutationId: String) {\n    record: archiveStore(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreStore($id: ID!, $clientMutationId: String) {\n    record: restoreStore(id: $id, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreStore($id: ID!, $clientMutationId: String) {\n    record: restoreStore(id: $id, clientMutationId: $clientMutationId) {\n      ...StoreRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopFormChoices($categoriesPage: ListPageInput, $groupsPage: ListPageInput) {\n    categoryChoices: categories(page: $categoriesPage) {\n      items {\n        id\n        name\n      }\n    }\n    groupChoices: groups(page: $groupsPage) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopFormChoices($categoriesPage: ListPageInput, $groupsPage: ListPageInput) {\n    categoryChoices: categories(page: $categoriesPage) {\n      items {\n        id\n        name\n      }\n    }\n    groupChoices: groups(page: $groupsPage) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShopEditorChoices($page: ListPageInput) {\n    users(page: $page) {\n      items {\n        id\n        username\n        role\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserRecord on User {\n    id\n    username\n    role\n    enabled\n    storeIds\n    notificationChannels\n    mustChangePassword\n    passwordChangedAt\n    createdAt\n    version\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment UserRecord on User {\n    id\n    username\n    role\n    enabled\n    storeIds\n    notificationChannels\n    mustChangePassword\n    passwordChangedAt\n    createdAt\n    version\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage($page: ListPageInput) {\n    page: users(page: $page) {\n      items {\n        ...UserRecord\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query UsersPage($page: ListPageInput) {\n    page: users(page: $page) {\n      items {\n        ...UserRecord\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserRecordById($id: ID!) {\n    record: user(id: $id) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  query UserRecordById($id: ID!) {\n    record: user(id: $id) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: userHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query UserHistory($id: ID!, $limit: Int, $offset: Int) {\n    history: userHistory(id: $id, limit: $limit, offset: $offset) {\n      items {\n        ...HistoryPanel_entry\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription UsersChanged {\n    change: usersChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...UserRecord\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription UsersChanged {\n    change: usersChanged {\n      seq\n      position\n      action\n      actor\n      at\n      clientMutationId\n      record {\n        ...UserRecord\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: NewUserInput!, $clientMutationId: String) {\n    record: createUser(input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: NewUserInput!, $clientMutationId: String) {\n    record: createUser(input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {\n    record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: ID!, $version: Int!, $input: UserInput!, $clientMutationId: String) {\n    record: updateUser(id: $id, version: $version, input: $input, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: enableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  mutation EnableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: enableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: disableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  mutation DisableUser($id: ID!, $version: Int, $clientMutationId: String) {\n    record: disableUser(id: $id, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPassword($id: ID!, $temporaryPassword: String!, $version: Int, $clientMutationId: String) {\n    record: setUserPassword(id: $id, temporaryPassword: $temporaryPassword, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPassword($id: ID!, $temporaryPassword: String!, $version: Int, $clientMutationId: String) {\n    record: setUserPassword(id: $id, temporaryPassword: $temporaryPassword, version: $version, clientMutationId: $clientMutationId) {\n      ...UserRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserStores {\n    stores {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query UserStores {\n    stores {\n      id\n      name\n    }\n  }\n"];
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
export function graphql(source: "\n  query XmlOffersOrderingVersion($platform: String!) {\n    ordering(platform: $platform) {\n      version\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersOrderingVersion($platform: String!) {\n    ordering(platform: $platform) {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n"): (typeof documents)["\n  query XmlOffersOrderingMoves($platform: String!, $limit: Int) {\n    orderingMoves(platform: $platform, limit: $limit) {\n      id\n      ...ActivityLine_move\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n      delta {\n        ...OrderingCache_delta\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription XmlOffersOrderingChanged($platform: String!) {\n    orderingChanged(platform: $platform) {\n      seq\n      platform\n      version\n      source\n      actor\n      clientMutationId\n      move {\n        id\n        ...ActivityLine_move\n      }\n      delta {\n        ...OrderingCache_delta\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderingCache_delta on OrderingDelta {\n    platform\n    baseVersion\n    version\n    updatedAt\n    updatedBy\n    total\n    complete\n    removed\n    changed {\n      ...OrderingRow_item\n    }\n  }\n"): (typeof documents)["\n  fragment OrderingCache_delta on OrderingDelta {\n    platform\n    baseVersion\n    version\n    updatedAt\n    updatedBy\n    total\n    complete\n    removed\n    changed {\n      ...OrderingRow_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      ...OrderingCache_delta\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersSetLeafletPriority($input: SetLeafletPriorityInput!) {\n    setLeafletPriority(input: $input) {\n      ...OrderingCache_delta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      ...OrderingCache_delta\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersUndoOrderingMove($platform: String!, $moveId: ID!, $expectedVersion: Int!, $clientMutationId: String) {\n    undoOrderingMove(platform: $platform, moveId: $moveId, expectedVersion: $expectedVersion, clientMutationId: $clientMutationId) {\n      ...OrderingCache_delta\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation XmlOffersRefreshLeaflet($id: ID!, $clientMutationId: String) {\n    refreshLeaflet(id: $id, clientMutationId: $clientMutationId) {\n      id\n      refreshedAt\n      refreshedBy\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshSession {\n    refreshSession {\n      accessExpiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n      notificationId\n      notificationTitle\n      notificationChannel\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n      recipients\n      sent\n      failed\n    }\n  }\n"): (typeof documents)["\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    running\n    subject {\n      storeId\n      storeName\n      leafletId\n      leafletNaturalId\n      sourceId\n      sourceName\n      notificationId\n      notificationTitle\n      notificationChannel\n    }\n    done\n    total\n    failedSteps\n    errorCode\n    message\n    attempt\n    maxAttempts\n    startedBy\n    createdAt\n    startedAt\n    finishedAt\n    nextAttemptAt\n    version\n    result {\n      imported\n      matched\n      unmatched\n      found\n      new\n      pages\n      recipients\n      sent\n      failed\n    }\n  }\n"];
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
export function graphql(source: "\n  subscription PresenceMembers($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PresenceMembers($room: String!) {\n    presence(room: $room) {\n      room\n      members {\n        username\n        activity\n        subject\n        since\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PresenceUpdate($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n"): (typeof documents)["\n  mutation PresenceUpdate($room: String!, $activity: String, $subject: String) {\n    updatePresence(room: $room, activity: $activity, subject: $subject)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HistoryPanel_entry on HistoryEntry {\n    id\n    at\n    actor\n    action\n    version\n    changes {\n      field\n      before\n      after\n    }\n  }\n"): (typeof documents)["\n  fragment HistoryPanel_entry on HistoryEntry {\n    id\n    at\n    actor\n    action\n    version\n    changes {\n      field\n      before\n      after\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ResourceRecordLock($resource: ResourceName!, $id: ID!) {\n    recordLock(resource: $resource, id: $id) {\n      resource\n      id\n      lock {\n        holder\n        since\n        expiresAt\n      }\n      takenOverFrom\n      seq\n    }\n  }\n"): (typeof documents)["\n  subscription ResourceRecordLock($resource: ResourceName!, $id: ID!) {\n    recordLock(resource: $resource, id: $id) {\n      resource\n      id\n      lock {\n        holder\n        since\n        expiresAt\n      }\n      takenOverFrom\n      seq\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceAcquireRecordLock($resource: ResourceName!, $id: ID!, $takeOver: Boolean) {\n    acquireRecordLock(resource: $resource, id: $id, takeOver: $takeOver) {\n      holder\n      since\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ResourceAcquireRecordLock($resource: ResourceName!, $id: ID!, $takeOver: Boolean) {\n    acquireRecordLock(resource: $resource, id: $id, takeOver: $takeOver) {\n      holder\n      since\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResourceReleaseRecordLock($resource: ResourceName!, $id: ID!) {\n    releaseRecordLock(resource: $resource, id: $id)\n  }\n"): (typeof documents)["\n  mutation ResourceReleaseRecordLock($resource: ResourceName!, $id: ID!) {\n    releaseRecordLock(resource: $resource, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n      mustChangePassword\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n      mustChangePassword\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;