import { reelChannelSchema } from '@flyerdesk/domain/validation/reels';
import type { ReelChannelInput, ReelChannelRecordFragment } from '../../__generated__/graphql';
import type { FieldDescription, RecordEditor, ResourceDefinition } from '../../shared/resource/types';
import {
  ArchiveReelChannelMutation,
  CreateReelChannelMutation,
  ReelChannelHistoryQuery,
  ReelChannelQuery,
  ReelChannelRecordFragment as ReelChannelFragment,
  ReelChannelsChangedSubscription,
  ReelChannelsPageQuery,
  RestoreReelChannelMutation,
  UpdateReelChannelMutation,
} from './operations';

export type ReelChannelRecord = ReelChannelRecordFragment;

/** The gateway's upload route of a channel's logo. */
export function reelChannelLogoPath(id: string): string {
  return `/upload/reelChannels/${encodeURIComponent(id)}/logo`;
}

/** Reel channels for the resource kit. */
export const reelChannelsResource: ResourceDefinition<ReelChannelRecord, ReelChannelInput> = {
  resource: 'reelChannels',
  fragment: ReelChannelFragment,
  listQuery: ReelChannelsPageQuery,
  changes: ReelChannelsChangedSubscription,
  recordQuery: ReelChannelQuery,
  historyQuery: ReelChannelHistoryQuery,
  create: CreateReelChannelMutation,
  update: UpdateReelChannelMutation,
  archive: ArchiveReelChannelMutation,
  restore: RestoreReelChannelMutation,
  searchFields: ['name', 'naturalId', 'description'],
  nameOf: (channel) => channel.name,
};

export interface ReelChannelValues extends Record<string, unknown> {
  naturalId: string;
  name: string;
  description: string;
  autoCreateReels: boolean;
  editorIds: string[];
}

export type ReelChannelFieldName = 'naturalId' | 'name' | 'description' | 'autoCreateReels' | 'editorIds';

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * The channel form (domain reelChannelSchema). Only administrators send the editors (`assignEditors`):
 * anyone else leaves them as they are (a channel they create is assigned to them by the server).
 */
export function reelChannelEditor(
  labels: Record<ReelChannelFieldName, string>,
  formats: { editorIds: (value: unknown) => string },
  assignEditors: boolean,
): RecordEditor<ReelChannelRecord, ReelChannelValues, ReelChannelInput> {
  const fields: FieldDescription<ReelChannelValues>[] = [
    { name: 'naturalId', label: labels.naturalId },
    { name: 'name', label: labels.name },
    { name: 'description', label: labels.description },
    { name: 'autoCreateReels', label: labels.autoCreateReels },
    { name: 'editorIds', label: labels.editorIds, format: formats.editorIds },
  ];
  return {
    schema: reelChannelSchema,
    toValues: (channel) => ({
      naturalId: channel?.naturalId ?? '',
      name: channel?.name ?? '',
      description: channel?.description ?? '',
      autoCreateReels: channel?.autoCreateReels ?? false,
      editorIds: [...(channel?.editorIds ?? [])].sort(),
    }),
    toInput: (values) => ({
      naturalId: values.naturalId.trim(),
      name: values.name.trim(),
      description: textOrNull(values.description),
      autoCreateReels: values.autoCreateReels,
      ...(assignEditors ? { editorIds: values.editorIds } : {}),
    }),
    fields,
  };
}
