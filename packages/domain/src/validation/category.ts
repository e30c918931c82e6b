import * as yup from 'yup';
import { requiredText } from './rules';

/** Category form (spec §5): name and web id are required. */
export const categorySchema = yup.object({
  name: requiredText(),
  categoryWebId: requiredText(),
});

export type CategoryInput = yup.InferType<typeof categorySchema>;
