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
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": typeof types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n": typeof types.LeafletRow_LeafletFragmentDoc,
    "\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n": typeof types.LeafletsSummary_SummaryFragmentDoc,
    "\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": typeof types.ShopLeafletsDocument,
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n  }\n": typeof types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": typeof types.ShopsPanelDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": typeof types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": typeof types.StoreLeafletsLive_StoreFragmentDoc,
};
const documents: Documents = {
    "\n  query SystemInfo {\n    systemInfo {\n      displayVersion\n    }\n  }\n": types.SystemInfoDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n": types.SessionDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  fragment LeafletRow_leaflet on Leaflet {\n    id\n    naturalId\n    status\n    additionalInfo\n    validFrom\n    validTo\n    untilEndOfSupply\n    publishDate\n    pageCount\n    version\n    priorities {\n      android\n      ios\n      web\n      wp\n      android2\n    }\n    visibility {\n      android\n      android2\n      ios\n      web\n      wp\n    }\n  }\n": types.LeafletRow_LeafletFragmentDoc,
    "\n  fragment LeafletsSummary_summary on LeafletsSummary {\n    total\n    active\n    inactive\n    readyForActivation\n    readyForDeactivation\n  }\n": types.LeafletsSummary_SummaryFragmentDoc,
    "\n  query ShopLeaflets($storeId: ID!) {\n    store(id: $storeId) {\n      id\n      leafletsSummary {\n        ...LeafletsSummary_summary\n      }\n      leaflets(type: ALL) {\n        id\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": types.ShopLeafletsDocument,
    "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n  }\n": types.ShopRow_StoreFragmentDoc,
    "\n  query ShopsPanel($search: String) {\n    stores(search: $search) {\n      id\n      ...ShopRow_store\n    }\n  }\n": types.ShopsPanelDocument,
    "\n  subscription ShopLeafletsChanged($storeId: ID!) {\n    storeLeafletsChanged(storeId: $storeId) {\n      seq\n      kind\n      actor\n      leaflet {\n        id\n        storeId\n        ...LeafletRow_leaflet\n      }\n    }\n  }\n": types.ShopLeafletsChangedDocument,
    "\n  fragment StoreLeafletsLive_store on Store {\n    id\n    leaflets(type: ALL) {\n      id\n      status\n    }\n  }\n": types.StoreLeafletsLive_StoreFragmentDoc,
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
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      user {\n        id\n        username\n        roles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"): (typeof documents)["\n  query Session {\n    me {\n      id\n      username\n      roles\n      notificationChannels\n      enabled\n    }\n    featureFlags {\n      articlesData\n      leafletScrapper\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
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
export function graphql(source: "\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n  }\n"): (typeof documents)["\n  fragment ShopRow_store on Store {\n    id\n    name\n    logoUrl\n    category {\n      id\n      name\n    }\n    leafletsSummary {\n      ...LeafletsSummary_summary\n    }\n  }\n"];
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;