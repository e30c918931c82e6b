import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import type { ActivityEntryRowFragment } from '../../__generated__/graphql';
import { formatLogTime, shortId, whatOf, whoOf } from './activityText';

type Row = ActivityEntryRowFragment;

function useLogColumns() {
  const { t, i18n } = useTranslation('logs');
  const language = i18n.language;
  return useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      column.accessor('at', {
        header: t('columns.at'),
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatLogTime(getValue(), language)}</time>,
      }),
      column.display({
        id: 'who',
        header: t('columns.who'),
        cell: ({ row }) => {
          const who = whoOf(row.original, t);
          return who.placeholder ? <StyledPlaceholder>{who.name}</StyledPlaceholder> : who.name;
        },
      }),
      column.display({
        id: 'what',
        header: t('columns.what'),
        cell: ({ row }) => {
          const what = whatOf(row.original, t, language);
          return (
            <>
              {what.sentence}
              {what.note ? <StyledNote>{what.note}</StyledNote> : null}
            </>
          );
        },
      }),
      column.accessor('resource', { header: t('columns.entity'), cell: ({ getValue }) => t(`resource.${getValue()}`) }),
      column.accessor('recordId', {
        header: t('columns.recordId'),
        cell: ({ getValue }) => {
          const id = getValue();
          return id ? <StyledId title={id}>{shortId(id)}</StyledId> : null;
        },
      }),
    ];
  }, [t, language]);
}

/**
 * The entries of one page, newest first: time, who, what, entity and record id. Entries that just
 * arrived live are marked for a moment (`fresh`). The table scrolls sideways inside its own box.
 */
export function LogsTable({ entries, fresh, ref }: { entries: readonly Row[]; fresh: ReadonlySet<number>; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('logs');
  const columns = useLogColumns();
  const data = useMemo(() => [...entries], [entries]);
  const table = useReactTable<Row>({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (entry) => String(entry.seq),
    manualPagination: true,
  });
  return (
    <StyledScroll ref={ref} role="region" aria-label={t('list.scrollLabel')} tabIndex={0} data-testid="logs-table-scroll">
      <StyledTable>
        <caption>
          <VisuallyHidden>{t('list.tableLabel')}</VisuallyHidden>
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid={`log-row-${row.id}`} data-fresh={fresh.has(row.original.seq) ? 'true' : undefined}>
              {row.getVisibleCells().map((cell) =>
                cell.column.id === 'at' ? (
                  <th key={cell.id} scope="row">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}

const StyledScroll = styled.div`
  max-width: 100%;
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const arrived = keyframes`
  from { background-color: var(--log-fresh); }
  to { background-color: transparent; }
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 760px;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }

  tbody th {
    font-weight: 400;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }

  /* Just arrived: a bar at the start of the row, and (motion allowed) a fading background. */
  tbody tr[data-fresh='true'] {
    --log-fresh: ${({ theme }) => theme.colors.surfaceAlt};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.info};
    animation: ${arrived} 2.5s ease-out;
  }

  @media (prefers-reduced-motion: reduce) {
    tbody tr[data-fresh='true'] {
      animation: none;
    }
  }
`;

const StyledPlaceholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const StyledNote = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledId = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
`;
