/**
 * The scraper's forms (spec §2 /scrapper/pdf): the ZIP tab creates a leaflet from its essential
 * fields (the leaflet's own creation rules, §5) and a shop; the generate-PDF-link tab names a leaflet.
 */
import * as yup from 'yup';
import { leafletCreateSchema } from './leaflet';
import { msg } from './messages';
import { uuid } from './rules';

/** Leaflet fields the ZIP tab asks for; the rest take their defaults and are edited in the leaflet's dialog. */
export const SCRAPER_LEAFLET_FIELDS = ['naturalId', 'status', 'validFrom', 'untilEndOfSupply', 'validTo', 'publishDate'] as const;

/** ZIP tab: the shop, and the new leaflet's fields checked by the leaflet creation rules. */
export const scraperZipSchema = leafletCreateSchema.pick([...SCRAPER_LEAFLET_FIELDS]).shape({
  storeId: uuid().required(msg('validation.required')),
});

/** Generate-PDF-link tab: the leaflet whose pages become the PDF. */
export const pdfLinkSchema = yup.object({
  leafletId: uuid().required(msg('validation.required')),
});

export type ScraperZipInput = yup.InferType<typeof scraperZipSchema>;
export type PdfLinkInput = yup.InferType<typeof pdfLinkSchema>;
