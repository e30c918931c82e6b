import * as yup from 'yup';
import { msg } from './messages';
import { requiredText, uuid } from './rules';

/** Assigning an article-data item to a leaflet by the leaflet's natural id (spec §3, §7). */
export const matchLeafletSchema = yup.object({
  leafletNaturalId: requiredText(),
});

export type MatchLeafletInput = yup.InferType<typeof matchLeafletSchema>;

/** Confirming the leaflet the import matched an article-data item to. */
export const confirmMatchingSchema = yup.object({
  leafletId: uuid().required(msg('validation.required')),
});

export type ConfirmMatchingInput = yup.InferType<typeof confirmMatchingSchema>;
