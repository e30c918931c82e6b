import * as yup from 'yup';
import { msg } from './messages';
import { WEB_ID_PATTERN, flag, requiredText, uuid, uuidList } from './rules';

/**
 * Shop form (spec §5): name, web id (lowercase letters, digits, '-') and category are required; the
 * groups and the assigned editors (user ids of EDITOR users) are optional lists of ids.
 */
export const storeSchema = yup.object({
  name: requiredText(),
  storeWebId: requiredText().matches(WEB_ID_PATTERN, {
    message: msg('validation.storeWebId'),
    excludeEmptyString: true,
  }),
  categoryId: uuid().required(msg('validation.required')),
  groupIds: uuidList(),
  editorIds: uuidList(),
  forceFavorites: flag(),
  showAnyway: flag(),
  storeAtFirst: flag(),
  addAsReelsChannel: flag(),
});

export type StoreInput = yup.InferType<typeof storeSchema>;
