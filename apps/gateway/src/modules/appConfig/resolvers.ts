import { appConfigSchema } from '@flyerdesk/domain/validation/appConfig';
import { formatValidationMessage, msg } from '@flyerdesk/domain/validation/messages';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { assertNotLocked, resourceKit } from '../resources/kit';
import { appConfigQuery, toAppConfigSection } from './mappers';

/**
 * The app configuration's sections on the resource kit (administrators only, by permission): a save
 * is checked with its own section's domain schema before anything goes upstream (the section of an id
 * is learnt once and kept: client.ts), writes respect the edit lock and send the version they started
 * from, and each save or revert reaches every list as an event carrying the section.
 */
export const appConfigKit = resourceKit({
  resource: 'appConfig',
  client: (ctx) => ctx.api.appConfig,
  map: toAppConfigSection,
  schema: async (ctx, id) => appConfigSchema(await ctx.api.appConfig.sectionOf(id)),
});

export const appConfigResolvers: Resolvers = {
  Query: {
    appConfigSections: async (_parent, { page }, ctx) => {
      const answer = await ctx.api.appConfig.list(appConfigQuery(page));
      return { items: answer.items.map(toAppConfigSection), total: answer.total };
    },
    appConfigSection: (_parent, { id }, ctx) => appConfigKit.get(ctx, id),
    appConfigSectionHistory: (_parent, { id, limit, offset }, ctx) => appConfigKit.history(ctx, id, limit, offset),
  },
  Mutation: {
    updateAppConfigSection: (_parent, { id, version, input, clientMutationId }, ctx) => appConfigKit.update(ctx, id, version, input.document, clientMutationId),
    revertAppConfigSection: async (_parent, { id, version, toVersion, clientMutationId }, ctx) => {
      const natural = msg('validation.naturalNumber');
      if (toVersion < 1) throw badUserInput([{ field: 'toVersion', key: natural.key, message: formatValidationMessage(natural) }]);
      await assertNotLocked(ctx, 'appConfig', id);
      const raw = await ctx.api.appConfig.revert(id, version, toVersion);
      return appConfigKit.announce(ctx, 'UPDATED', raw, clientMutationId);
    },
  },
  Subscription: {
    appConfigSectionsChanged: appConfigKit.changed,
  },
};
