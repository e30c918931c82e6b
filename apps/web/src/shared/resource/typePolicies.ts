import type { FieldReadFunction, TypePolicies } from '@apollo/client';

/**
 * Cache rules of the kit's resources. Records normalise by id (`Category:<id>` …), so a change
 * event, a mutation answer or a list page updates every place showing the record; a record query
 * reads the record already in the cache (a record opened from its list shows at once). Pages and
 * lock states have no id of their own: they live in the field that asked for them.
 */
function recordById(typename: string): FieldReadFunction<unknown> {
  return (existing, { args, toReference }) =>
    existing ?? (typeof args?.['id'] === 'string' ? toReference({ __typename: typename, id: args['id'] }) : undefined);
}

export const resourceTypePolicies: TypePolicies = {
  Category: { keyFields: ['id'] },
  Group: { keyFields: ['id'] },
  Insert: { keyFields: ['id'] },
  Notification: { keyFields: ['id'] },
  HistoryEntry: { keyFields: ['id'] },
  CategoryPage: { keyFields: false },
  GroupPage: { keyFields: false },
  InsertPage: { keyFields: false },
  NotificationPage: { keyFields: false },
  NotificationDeliveryPage: { keyFields: false },
  HistoryPage: { keyFields: false },
  RecordLock: { keyFields: false },
  Query: {
    fields: {
      category: { read: recordById('Category') },
      group: { read: recordById('Group') },
      insert: { read: recordById('Insert') },
      notification: { read: recordById('Notification') },
    },
  },
};
