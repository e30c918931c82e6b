import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { secureResolvers } from '../authorization';
import { badRequest } from '../errors';
import { appConfigResolvers } from '../modules/appConfig/resolvers';
import { articlesDataResolvers } from '../modules/articlesData/resolvers';
import { authResolvers } from '../modules/auth/resolvers';
import { categoriesResolvers } from '../modules/categories/resolvers';
import { crawlerResolvers } from '../modules/crawler/resolvers';
import { cuttingResolvers } from '../modules/cutting/resolvers';
import { groupsResolvers } from '../modules/groups/resolvers';
import { insertsResolvers } from '../modules/inserts/resolvers';
import { jobsResolvers } from '../modules/jobs/resolvers';
import { leafletsResolvers } from '../modules/leaflets/resolvers';
import { logsResolvers } from '../modules/logs/resolvers';
import { loyaltyCardsResolvers } from '../modules/loyaltyCards/resolvers';
import { notificationsResolvers } from '../modules/notifications/resolvers';
import { orderingResolvers } from '../modules/ordering/resolvers';
import { pageDetailsResolvers } from '../modules/pageDetails/resolvers';
import { presenceResolvers } from '../modules/presence/resolvers';
import { publicationResolvers } from '../modules/publication/resolvers';
import { recipesResolvers } from '../modules/recipes/resolvers';
import { reelsResolvers } from '../modules/reels/resolvers';
import { resourceLockResolvers } from '../modules/resources/resolvers';
import { scraperResolvers } from '../modules/scraper/resolvers';
import { storesResolvers } from '../modules/stores/resolvers';
import { systemResolvers } from '../modules/system/resolvers';
import { usersResolvers } from '../modules/users/resolvers';
import { DateScalar, DateTimeScalar, JSONObjectScalar } from './scalars';

/** The GraphQL contract (one .graphql file per domain), at the repository root. */
export const SCHEMA_DIR = path.resolve(__dirname, '../../../../schema');

export function loadTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

const baseResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  JSONObject: JSONObjectScalar,
  Mutation: { _noop: () => null },
  Subscription: {
    _noop: {
      subscribe: () => {
        throw badRequest('Nothing to subscribe to');
      },
    },
  },
};

/** Joins the resolver maps of the modules (each type's fields side by side). */
export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map as Record<string, unknown>)) {
      const existing = merged[typeName];
      if (existing && typeof existing === 'object' && fields && typeof fields === 'object' && !('serialize' in fields)) {
        for (const field of Object.keys(fields)) {
          if (field in existing) throw new Error(`Resolver ${typeName}.${field} is defined twice`);
        }
        merged[typeName] = { ...existing, ...fields };
      } else {
        merged[typeName] = fields;
      }
    }
  }
  return merged as Resolvers;
}

export const moduleResolvers: Resolvers = mergeResolvers([
  baseResolvers,
  authResolvers,
  usersResolvers,
  systemResolvers,
  storesResolvers,
  categoriesResolvers,
  groupsResolvers,
  insertsResolvers,
  resourceLockResolvers,
  leafletsResolvers,
  orderingResolvers,
  publicationResolvers,
  presenceResolvers,
  jobsResolvers,
  articlesDataResolvers,
  crawlerResolvers,
  cuttingResolvers,
  pageDetailsResolvers,
  logsResolvers,
  notificationsResolvers,
  recipesResolvers,
  loyaltyCardsResolvers,
  reelsResolvers,
  appConfigResolvers,
  scraperResolvers,
]);

/** The executable schema shared by the HTTP and the WebSocket endpoint. */
export function buildSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: secureResolvers(moduleResolvers) });
}
