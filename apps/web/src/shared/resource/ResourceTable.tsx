import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { LIST_PAGES } from '@flyerdesk/domain/lists';
import { RESOURCE_SORTS, type ResourceName } from '@flyerdesk/domain/resources';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { describeError } from '../errors/describeError';
import { StyledButton } from '../ui/Button';
import { EmptyState, ErrorState, LoadingState } from '../ui/States';
import { stackedTableStyles, useStackedTable } from '../ui/stackedTable';
import { ArchivedFilterControl, FilterSelect, ListToolbar, SearchBox, type ListFilterControl } from './ListToolbar';
import { PAGE_SIZES, type ListParams } from './useListParams';
import type { LiveList } from './useLiveList';
import type { ResourceRecord } from './types';

/** A column of a resource list. Its id is the sort key when the resource sorts by it (RESOURCE_SORTS). */
export interface ResourceColumn<TRecord> {
  id: string;
  header: string;
  cell: (record: TRecord) => ReactNode;
  /** The record's name: the row's header cell (an archived record is marked there). */
  isName?: boolean;
  /** Left out on narrow screens, where each row is a short stack of its values. */
  secondary?: boolean;
  align?: 'start' | 'end';
}

/** From this many rows on, only the rows in view are rendered. */
export const VIRTUAL_THRESHOLD = 100;
const ROW_HEIGHT = 48;

export interface ResourceTableProps<TRecord extends ResourceRecord> {
  resource: ResourceName;
  /** The table's caption (its accessible name). */
  label: string;
  columns: readonly ResourceColumn<TRecord>[];
  list: LiveList<TRecord>;
  params: ListParams;
  /** Opens a record (click, or Enter on the focused row). */
  onOpen: (record: TRecord) => void;
  /** The record open in the panel (marked in the list). */
  selectedId?: string | null;
  /** Shown when the resource has no records at all. */
  emptyMessage: string;
  /** Extra controls of the toolbar (e.g. the "new record" button). */
  actions?: ReactNode;
  /** Whether the resource archives records (default): without archive the list has no archived filter. */
  archivable?: boolean;
  /** Filters of the list beside the search (fields of ResourceDefinition.filterFields). */
  filters?: readonly ListFilterControl[];
  /** Whether the list offers the search (default); a short fixed list of records goes without. */
  searchable?: boolean;
}

type SortState = { id: string; desc: boolean }[];

/**
 * A resource's list: TanStack Table with the server doing the work (manual sorting and paging).
 * Sortable headers are buttons with aria-sort; a debounced search and the archived filter above;
 * paging with the total below; loading, empty and error (with retry) states. Rows are one tab stop
 * (roving tabindex): ArrowUp/ArrowDown/Home/End move, Enter opens the record. Long pages (more than
 * VIRTUAL_THRESHOLD rows) render only the rows in view. On narrow screens (≤ 767 px) each row is a
 * stack of its values labelled by their column headers (shared/ui/stackedTable), secondary columns give
 * way and every row is rendered; nothing scrolls sideways.
 */
export function ResourceTable<TRecord extends ResourceRecord>({
  resource,
  label,
  columns,
  list,
  params,
  onOpen,
  selectedId,
  emptyMessage,
  actions,
  archivable = true,
  filters = [],
  searchable = true,
}: ResourceTableProps<TRecord>) {
  const { t } = useTranslation('resource');
  const { view } = params;
  const sortable = RESOURCE_SORTS[resource] as readonly string[];
  const hintId = useId();
  const { stacked, stackedRole } = useStackedTable();

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<TRecord>();
    return columns.map(
      (column): ColumnDef<TRecord, unknown> =>
        // An accessor (the record's field of the same name) makes the column sortable in TanStack's eyes;
        // the sorting itself happens on the server.
        helper.accessor((record): unknown => (record as Record<string, unknown>)[column.id], {
          id: column.id,
          header: column.header,
          enableSorting: sortable.includes(column.id),
          cell: ({ row }) =>
            column.isName && row.original.archivedAt ? (
              <>
                {column.cell(row.original)} <StyledTag>{t('table.archivedTag')}</StyledTag>
              </>
            ) : (
              column.cell(row.original)
            ),
        }),
    );
  }, [columns, sortable, t]);

  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const sorting: SortState = useMemo(() => [{ id: view.sort, desc: view.descending }], [view.sort, view.descending]);
  const { setSort } = params;
  const table = useReactTable<TRecord>({
    data: list.items as TRecord[],
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record) => record.id,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: list.total,
    state: { sorting, pagination: { pageIndex: Math.floor(view.offset / view.limit), pageSize: view.limit } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) setSort(first.id, first.desc);
    },
  });
  const rows = table.getRowModel().rows;

  // Roving tabindex: one row is the tab stop; arrow keys move it.
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Stacked rows have heights of their own: on narrow screens every row of the page is rendered.
  const virtual = rows.length > VIRTUAL_THRESHOLD && !stacked;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => rows[index]?.id ?? index,
  });
  const activeIndex = Math.min(active, Math.max(0, rows.length - 1));

  useEffect(() => {
    setActive(0);
  }, [view.offset, view.limit, view.sort, view.descending, view.search, view.archived]);

  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null) return;
    const row = bodyRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (row) {
      pendingFocus.current = null;
      row.focus();
    }
  });

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(rows.length - 1, index));
    setActive(next);
    pendingFocus.current = next;
    if (virtual) virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, record: TRecord) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onOpen(record);
    }
  };

  const renderRow = (index: number) => {
    const row = rows[index];
    if (!row) return null;
    const record = row.original;
    return (
      <StyledRow
        key={row.id}
        {...stackedRole('row')}
        data-testid={`resource-row-${record.id}`}
        data-row-index={index}
        data-archived={record.archivedAt ? 'true' : undefined}
        aria-current={selectedId === record.id ? 'true' : undefined}
        aria-describedby={index === activeIndex ? hintId : undefined}
        tabIndex={index === activeIndex ? 0 : -1}
        onFocus={() => setActive(index)}
        onClick={() => onOpen(record)}
        onKeyDown={(event) => onRowKeyDown(event, index, record)}
        style={virtual ? { height: ROW_HEIGHT } : undefined}
      >
        {row.getVisibleCells().map((cell) => {
          const meta = columnById.get(cell.column.id);
          const Cell = meta?.isName ? StyledRowHeader : StyledCell;
          return (
            <Cell
              key={cell.id}
              {...(meta?.isName ? { scope: 'row', ...stackedRole('rowheader') } : stackedRole('cell'))}
              data-secondary={meta?.secondary ? 'true' : undefined}
              data-align={meta?.align}
              data-label={stacked && !meta?.isName ? meta?.header : undefined}
            >
              {stacked ? <div>{flexRender(cell.column.columnDef.cell, cell.getContext())}</div> : flexRender(cell.column.columnDef.cell, cell.getContext())}
            </Cell>
          );
        })}
      </StyledRow>
    );
  };

  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const padTop = virtualItems[0]?.start ?? 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]?.end ?? 0) : 0;
  const columnCount = columns.length;
  const filtered =
    view.search.trim() !== '' || (archivable && view.archived !== 'ACTIVE') || Object.values(view.filter ?? {}).some((value) => value !== '');
  const maxSize = LIST_PAGES[resource].max;

  let body: ReactNode;
  if (list.loading) body = <LoadingState label={t('table.loading')} lines={5} />;
  else if (list.error && list.items.length === 0 && list.total === 0)
    body = <ErrorState message={describeError(list.error, t)} onRetry={list.refetch} />;
  else if (list.items.length === 0) body = <EmptyState message={filtered ? t('table.noMatches') : emptyMessage} />;
  else
    body = (
      <StyledScroll
        ref={scrollRef}
        data-virtual={virtual ? 'true' : undefined}
        data-stacked={stacked ? 'true' : undefined}
        data-testid="resource-table-scroll"
      >
        <StyledTable data-stacked={stacked ? 'true' : undefined} {...stackedRole('table')}>
          <caption>{label}</caption>
          <thead {...stackedRole('rowgroup')}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} {...stackedRole('row')}>
                {group.headers.map((header) => {
                  const meta = columnById.get(header.column.id);
                  const canSort = header.column.getCanSort();
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <StyledHeader
                      key={header.id}
                      scope="col"
                      {...stackedRole('columnheader')}
                      aria-sort={canSort ? (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none') : undefined}
                      data-secondary={meta?.secondary ? 'true' : undefined}
                      data-align={meta?.align}
                    >
                      {canSort ? (
                        <StyledSortButton type="button" onClick={() => header.column.toggleSorting(sorted === 'asc')}>
                          {title}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                        </StyledSortButton>
                      ) : (
                        title
                      )}
                    </StyledHeader>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody ref={bodyRef} {...stackedRole('rowgroup')}>
            {virtual ? (
              <>
                {padTop > 0 ? (
                  <tr aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
                  </tr>
                ) : null}
                {virtualItems.map((item) => renderRow(item.index))}
                {padBottom > 0 ? (
                  <tr aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
                  </tr>
                ) : null}
              </>
            ) : (
              rows.map((_, index) => renderRow(index))
            )}
          </tbody>
        </StyledTable>
        <StyledHint id={hintId}>{t('table.rowHint')}</StyledHint>
      </StyledScroll>
    );

  const from = list.total === 0 ? 0 : view.offset + 1;
  const to = view.offset + list.items.length;
  return (
    <div>
      <ListToolbar>
        {searchable ? <SearchBox value={view.search} onSearch={params.setSearch} label={t('table.search')} /> : null}
        {archivable ? <ArchivedFilterControl value={view.archived} onChange={params.setArchived} /> : null}
        {filters.map((filter) => (
          <FilterSelect key={filter.name} filter={filter} value={view.filter?.[filter.name] ?? ''} onChange={(value) => params.setFilter(filter.name, value)} />
        ))}
        {actions}
      </ListToolbar>
      {list.error && list.items.length > 0 ? <ErrorState message={describeError(list.error, t)} onRetry={list.refetch} /> : null}
      {body}
      <StyledPaging aria-label={t('table.paging')}>
        <span data-testid="resource-total">{t('table.range', { from, to, total: list.total })}</span>
        <StyledPagingControls>
          <label>
            {t('table.pageSize')}{' '}
            <select value={view.limit} onChange={(event) => params.setLimit(Number(event.target.value))}>
              {PAGE_SIZES.filter((size) => size <= maxSize).map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <StyledButton type="button" disabled={view.offset === 0} onClick={() => params.setOffset(Math.max(0, view.offset - view.limit))}>
            {t('table.previous')}
          </StyledButton>
          <StyledButton type="button" disabled={view.offset + view.limit >= list.total} onClick={() => params.setOffset(view.offset + view.limit)}>
            {t('table.next')}
          </StyledButton>
        </StyledPagingControls>
      </StyledPaging>
    </div>
  );
}

const StyledScroll = styled.div`
  max-width: 100%;
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  &[data-virtual='true'] {
    max-height: 70vh;
    overflow-y: auto;
  }

  &[data-stacked='true'] {
    overflow-x: visible;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  [data-align='end'] {
    text-align: end;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobileMax}) {
    [data-secondary='true'] {
      display: none;
    }
  }

  ${stackedTableStyles}

  /* Above the stacked cells' own display (doubled class). */
  &&[data-stacked='true'] [data-secondary='true'] {
    display: none;
  }
`;

const StyledHeader = styled.th`
  position: sticky;
  top: 0;
  z-index: 1;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: start;
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;

const StyledSortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const StyledRow = styled.tr`
  cursor: pointer;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:hover,
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }

  &[data-archived='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCell = styled.td`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  vertical-align: middle;
  overflow-wrap: anywhere;
`;

const StyledRowHeader = styled.th`
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  text-align: start;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const StyledTag = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHint = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const StyledPaging = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPagingControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};

  select {
    font: inherit;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
