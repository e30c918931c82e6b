import { CREATION_STATUSES, type LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { SCRAPER_ZIP_MAX_BYTES } from '@flyerdesk/domain/scraper';
import { SCRAPER_LEAFLET_FIELDS, scraperZipSchema } from '@flyerdesk/domain/validation/scraper';
import type { FormikErrors } from 'formik';
import type { TFunction } from 'i18next';
import { formErrors } from '../../shared/forms/validation';
import type { ScraperLeafletInput } from './uploadScraperZip';

/** The ZIP tab's values: the shop and the new leaflet's essential fields, as typed and picked. */
export interface ZipFormValues extends Record<string, unknown> {
  storeId: string;
  naturalId: string;
  status: LeafletStatus;
  /** 'yyyy-MM-dd' or ''. */
  validFrom: string;
  untilEndOfSupply: boolean;
  validTo: string;
  /** ISO moment or ''. */
  publishDate: string;
}

/** The fields the form binds (the shop, then SCRAPER_LEAFLET_FIELDS): a refusal of another name is not a field's. */
export const ZIP_FORM_FIELDS: readonly string[] = ['storeId', ...SCRAPER_LEAFLET_FIELDS];

export const EMPTY_ZIP_FORM: ZipFormValues = {
  storeId: '',
  naturalId: '',
  status: CREATION_STATUSES[0],
  validFrom: '',
  untilEndOfSupply: false,
  validTo: '',
  publishDate: '',
};

/** The `leaflet` JSON of the upload: validTo is dropped while the leaflet runs until the end of supply. */
export function toScraperLeafletInput(values: ZipFormValues): ScraperLeafletInput {
  const validTo = values.validTo.trim();
  return {
    naturalId: values.naturalId.trim(),
    status: values.status,
    validFrom: values.validFrom,
    untilEndOfSupply: values.untilEndOfSupply,
    validTo: values.untilEndOfSupply || validTo === '' ? null : validTo,
    publishDate: values.publishDate,
  };
}

/** The form's messages under the domain's scraperZipSchema, judged on what would be sent, in the interface language. */
export function zipFormErrors(values: ZipFormValues, t: TFunction): FormikErrors<ZipFormValues> {
  const input = { storeId: values.storeId, ...toScraperLeafletInput(values) };
  return formErrors(scraperZipSchema, input, t);
}

/** Why a chosen file cannot be sent: none chosen or not a ZIP (zipRequired), larger than the api takes (tooLarge). */
export type ZipFileProblem = 'zipRequired' | 'tooLarge';

function looksLikeZip(file: File): boolean {
  return /\.zip$/i.test(file.name) || /zip/i.test(file.type);
}

export function zipFileProblem(file: File | null): ZipFileProblem | null {
  if (!file || !looksLikeZip(file)) return 'zipRequired';
  if (file.size > SCRAPER_ZIP_MAX_BYTES) return 'tooLarge';
  return null;
}

/** The largest archive, in whole megabytes, for the interface's texts. */
export const ZIP_MAX_MEGABYTES = Math.floor(SCRAPER_ZIP_MAX_BYTES / (1024 * 1024));
