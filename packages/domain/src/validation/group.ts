import * as yup from 'yup';
import { requiredText, uuidList } from './rules';

/** Group form (spec §5): the name is required; the shops of the group are optional. */
export const groupSchema = yup.object({
  name: requiredText(),
  storeIds: uuidList(),
});

export type GroupInput = yup.InferType<typeof groupSchema>;
