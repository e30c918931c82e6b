import { groupSchema } from '@flyerdesk/domain/validation/group';
import type { GroupInput, GroupRecordFragment } from '../../__generated__/graphql';
import type { RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveGroupMutation,
  CreateGroupMutation,
  GroupHistoryQuery,
  GroupQuery,
  GroupRecordFragment as GroupFragment,
  GroupsChangedSubscription,
  GroupsPageQuery,
  RestoreGroupMutation,
  UpdateGroupMutation,
} from './operations';

export type GroupRecord = GroupRecordFragment;

/** Groups for the resource kit. */
export const groupsResource: ResourceDefinition<GroupRecord, GroupInput> = {
  resource: 'groups',
  fragment: GroupFragment,
  listQuery: GroupsPageQuery,
  changes: GroupsChangedSubscription,
  recordQuery: GroupQuery,
  historyQuery: GroupHistoryQuery,
  create: CreateGroupMutation,
  update: UpdateGroupMutation,
  archive: ArchiveGroupMutation,
  restore: RestoreGroupMutation,
  searchFields: ['name'],
  nameOf: (group) => group.name,
};

export interface GroupValues extends Record<string, unknown> {
  name: string;
  storeIds: string[];
}

/** The group form: its name (required, spec §5) and its shops; `shopNames` words shop ids for people. */
export function groupEditor(labels: { name: string; storeIds: string }, shopNames: (ids: unknown) => string): RecordEditor<GroupRecord, GroupValues, GroupInput> {
  return {
    schema: groupSchema,
    toValues: (group) => ({ name: group?.name ?? '', storeIds: [...(group?.storeIds ?? [])].sort() }),
    toInput: (values) => ({ name: values.name.trim(), storeIds: values.storeIds }),
    fields: [
      { name: 'name', label: labels.name },
      { name: 'storeIds', label: labels.storeIds, format: shopNames },
    ],
  };
}
