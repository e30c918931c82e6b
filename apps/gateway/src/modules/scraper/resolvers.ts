import { pdfLinkSchema } from '@flyerdesk/domain/validation/scraper';
import type { Resolvers } from '../../__generated__/resolvers-types';
import { validated } from '../../validation';
import { notifyJobsChanged } from '../jobs/events';
import { toJob } from '../jobs/mappers';
import { toLeafletPdfLink } from './mappers';

/**
 * The leaflet scraper's GraphQL side (permission scrapper.pdf, see OPERATION_ACCESS): building a PDF
 * of a leaflet's pages and reading its download link. A leaflet from a ZIP is made by the upload
 * route (upload.ts). Job progress is followed with jobProgress / job.
 */
export const scraperResolvers: Resolvers = {
  Query: {
    leafletPdfLink: async (_parent, { jobId }, ctx) => toLeafletPdfLink(await ctx.api.scraper.pdfLink(jobId)),
  },
  Mutation: {
    generateLeafletPdf: async (_parent, args, ctx) => {
      const { leafletId } = validated(pdfLinkSchema, { leafletId: args.leafletId });
      const job = await ctx.api.scraper.generatePdf(leafletId);
      void notifyJobsChanged(ctx);
      return toJob(job);
    },
  },
};
