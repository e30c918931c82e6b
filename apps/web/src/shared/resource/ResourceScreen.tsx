import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { StyledButton } from '../ui/Button';
import { StyledPageTitle } from '../ui/Page';
import { useReturnFocus } from '../ui/useReturnFocus';
import { RecordPanel, type RecordPanelProps } from './RecordPanel';
import type { ListFilterControl } from './ListToolbar';
import { ResourceTable, type ResourceColumn } from './ResourceTable';
import { NEW_RECORD, useListParams, useRecordParam } from './useListParams';
import { useLiveList } from './useLiveList';
import type { ListView, RecordChange, RecordEditorSource, ResourceDefinition, ResourceRecord } from './types';

export interface ResourceScreenProps<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput>
  extends Pick<
    RecordPanelProps<TRecord, TValues, TInput, TCreateInput>,
    | 'renderFields'
    | 'renderExtra'
    | 'validate'
    | 'onSaved'
    | 'newTitle'
    | 'readOnlyReason'
    | 'submitLabel'
    | 'failureToast'
    | 'loadFailure'
    | 'historyChanges'
    | 'renderHistoryActions'
  > {
  definition: ResourceDefinition<TRecord, TInput, TCreateInput>;
  /** The form's editor, or a function giving each record its own (see RecordEditorSource). */
  editor: RecordEditorSource<TRecord, TValues, TInput, TCreateInput>;
  /** The screen's heading. */
  title: string;
  /** The table's caption. */
  tableLabel: string;
  columns: readonly ResourceColumn<TRecord>[];
  /** Shown when the resource has no records at all. */
  emptyMessage: string;
  /** The "new record" button, e.g. "New category" (needed when the resource creates records: definition.create). */
  newLabel?: string;
  /** Filters of the list (fields of the definition's filterFields), beside the search. */
  filters?: readonly ListFilterControl[];
  /** Whether the list offers the search (default); without it the list is never searched. */
  searchable?: boolean;
  /** Something shown between the heading and the list (e.g. a note about the screen). */
  intro?: ReactNode;
  /**
   * The list's view as asked for, from the one the URL's list parameters make (e.g. a filter set by a
   * switch of the screen's own rather than a select); keep the function stable (useCallback).
   */
  listView?: (view: ListView) => ListView;
}

/**
 * A whole list-and-record screen: the live list (server paging, sort, search, the archived filter when
 * the resource archives, kept up to date by the resource's change events) and the open record in a
 * panel addressed by the URL (`?record=<id>`, `?record=new`), so a link opens the same record in
 * another browser.
 */
export function ResourceScreen<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput, TCreateInput = TInput>({
  definition,
  editor,
  title,
  tableLabel,
  columns,
  emptyMessage,
  newLabel = '',
  filters,
  searchable = true,
  intro,
  listView,
  ...panel
}: ResourceScreenProps<TRecord, TValues, TInput, TCreateInput>) {
  const { t } = useTranslation('resource');
  const params = useListParams(definition.resource, { defaultDescending: definition.defaultDescending, filterFields: definition.filterFields });
  const { recordId: asked, open, openNew, close } = useRecordParam();
  const creatable = definition.create !== undefined;
  // A resource without create has no new record to open (`?record=new` shows the list alone).
  const recordId = asked === NEW_RECORD && !creatable ? null : asked;
  // Someone else changed the record open here: say so (its panel shows the new version by itself).
  const onChange = useCallback(
    (change: RecordChange<TRecord>, own: boolean) => {
      if (own || change.record.id !== recordId || change.action === 'CREATED') return;
      toast(t(`live.${change.action}`, { actor: change.actor ?? t('history.system'), name: definition.nameOf(change.record) }), {
        id: `live:${change.record.id}`,
      });
    },
    [recordId, definition, t],
  );
  const view = useMemo(() => {
    const chosen = listView ? listView(params.view) : params.view;
    return searchable || chosen.search === '' ? chosen : { ...chosen, search: '' };
  }, [listView, params.view, searchable]);
  const list = useLiveList({ definition, view, onChange });
  const { remember, restore } = useReturnFocus();
  const wasOpen = useRef(recordId !== null);
  useEffect(() => {
    if (wasOpen.current && recordId === null) restore();
    wasOpen.current = recordId !== null;
  }, [recordId, restore]);

  const openRecord = useCallback(
    (record: TRecord) => {
      remember();
      open(record.id);
    },
    [remember, open],
  );

  return (
    <StyledScreen>
      <StyledPageTitle>{title}</StyledPageTitle>
      {intro}
      <ResourceTable
        resource={definition.resource}
        label={tableLabel}
        columns={columns}
        list={list}
        params={params}
        onOpen={openRecord}
        selectedId={recordId}
        emptyMessage={emptyMessage}
        archivable={definition.archive !== undefined}
        searchable={searchable}
        {...(filters ? { filters } : {})}
        actions={
          creatable ? (
            <StyledButton
              type="button"
              $variant="primary"
              onClick={() => {
                remember();
                openNew();
              }}
            >
              {newLabel}
            </StyledButton>
          ) : null
        }
      />
      {recordId !== null ? (
        <RecordPanel
          key={recordId}
          {...panel}
          definition={definition}
          editor={editor}
          recordId={recordId}
          listed={list.items}
          onClose={close}
          onCreated={(record) => open(record.id)}
        />
      ) : null}
    </StyledScreen>
  );
}

const StyledScreen = styled.div`
  min-width: 0;
  max-width: 100%;
`;
