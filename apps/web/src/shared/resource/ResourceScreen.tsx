import { useCallback, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../ui/Button';
import { StyledPageTitle } from '../ui/Page';
import { useReturnFocus } from '../ui/useReturnFocus';
import { RecordPanel, type RecordPanelProps } from './RecordPanel';
import { ResourceTable, type ResourceColumn } from './ResourceTable';
import { useListParams, useRecordParam } from './useListParams';
import { useLiveList } from './useLiveList';
import type { RecordEditor, ResourceDefinition, ResourceRecord } from './types';

export interface ResourceScreenProps<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput>
  extends Pick<RecordPanelProps<TRecord, TValues, TInput>, 'renderFields' | 'renderExtra' | 'validate' | 'onSaved' | 'newTitle'> {
  definition: ResourceDefinition<TRecord, TInput>;
  editor: RecordEditor<TRecord, TValues, TInput>;
  /** The screen's heading. */
  title: string;
  /** The table's caption. */
  tableLabel: string;
  columns: readonly ResourceColumn<TRecord>[];
  /** Shown when the resource has no records at all. */
  emptyMessage: string;
  /** The "new record" button, e.g. "New category". */
  newLabel: string;
}

/**
 * A whole list-and-record screen: the live list (server paging, sort, search, archived filter, kept
 * up to date by the resource's change events) and the open record in a panel addressed by the URL
 * (`?record=<id>`, `?record=new`), so a link opens the same record in another browser.
 */
export function ResourceScreen<TRecord extends ResourceRecord, TValues extends Record<string, unknown>, TInput>({
  definition,
  editor,
  title,
  tableLabel,
  columns,
  emptyMessage,
  newLabel,
  ...panel
}: ResourceScreenProps<TRecord, TValues, TInput>) {
  const params = useListParams(definition.resource);
  const list = useLiveList({ definition, view: params.view });
  const { recordId, open, openNew, close } = useRecordParam();
  const focus = useReturnFocus();
  const wasOpen = useRef(recordId !== null);
  useEffect(() => {
    if (wasOpen.current && recordId === null) focus.restore();
    wasOpen.current = recordId !== null;
  }, [recordId, focus]);

  const openRecord = useCallback(
    (record: TRecord) => {
      focus.remember();
      open(record.id);
    },
    [focus, open],
  );

  return (
    <StyledScreen>
      <StyledPageTitle>{title}</StyledPageTitle>
      <ResourceTable
        resource={definition.resource}
        label={tableLabel}
        columns={columns}
        list={list}
        params={params}
        onOpen={openRecord}
        selectedId={recordId}
        emptyMessage={emptyMessage}
        actions={
          <StyledButton
            type="button"
            $variant="primary"
            onClick={() => {
              focus.remember();
              openNew();
            }}
          >
            {newLabel}
          </StyledButton>
        }
      />
      {recordId !== null ? (
        <RecordPanel
          key={recordId}
          {...panel}
          definition={definition}
          editor={editor}
          recordId={recordId}
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
