import { useQuery } from '@apollo/client/react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ArchiveLeafletRowFragment, LeafletFilter } from '../../__generated__/graphql';
import { ListToolbar, SearchBox } from '../../shared/resource/ListToolbar';
import { StyledButton } from '../../shared/ui/Button';
import { StyledPageTitle } from '../../shared/ui/Page';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/States';
import { ArchiveLiveUpdates } from './archiveLive';
import { StyledControls, StyledLabelled, StyledMuted, StyledSelect, StyledTag } from './archivesStyles';
import { detailsPath } from './paths';
import { atBy, hasExpired, titleOf, useArchiveShops, validityText } from './leafletText';
import { ArchivedLeafletsListQuery } from './operations';
import { RestoreLeafletButton } from './RestoreLeafletButton';

/** Page sizes offered under the list (the gateway allows up to LIST_PAGES.leaflets.max). */
export const ARCHIVE_PAGE_SIZES = [25, 50, 100] as const;
export const ARCHIVE_PAGE_SIZE = 50;

type Row = ArchiveLeafletRowFragment;

/**
 * Archived leaflets (/archives/leaflets, spec §2 and §4): the DELETED leaflets of every shop the user
 * sees, filtered by shop and a debounced search, paged on the server; each row opens the leaflet's
 * read-only details and has Restore (back as IMPORTED, only while still valid). The list stays
 * current with the shops' leaflet events and reads itself again when the window comes back.
 */
export default function ArchivedLeafletsPage() {
  const { t } = useTranslation('archives');
  const shopFieldId = useId();
  const [storeId, setStoreId] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [limit, setLimit] = useState<number>(ARCHIVE_PAGE_SIZE);
  const { shops, nameOf } = useArchiveShops(t);

  const filter = useMemo<LeafletFilter>(() => ({ ...(storeId ? { storeId } : {}), ...(search ? { search } : {}) }), [storeId, search]);
  const { data, previousData, loading, error, refetch: refetchQuery } = useQuery(ArchivedLeafletsListQuery, {
    variables: { filter, offset, limit },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const refetch = useCallback(() => {
    refetchQuery().catch(() => undefined);
  }, [refetchQuery]);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  // The restored row leaves with its focused button: keyboard focus goes to the table (or the heading when it emptied).
  const onRestored = useCallback(() => {
    refetch();
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (focused && focused !== document.body && focused.isConnected) return;
      (tableRef.current ?? titleRef.current)?.focus();
    }, 0);
  }, [refetch]);
  const page = (data ?? previousData)?.archivedLeaflets;
  // A leaflet restored here or elsewhere is IMPORTED in the cache already: it leaves before the page is read again.
  const items = useMemo(() => (page?.items ?? []).filter((leaflet) => leaflet.status === 'DELETED'), [page]);
  const total = page ? Math.max(items.length, page.total - (page.items.length - items.length)) : 0;

  // Restores emptied the last page: show the one before it.
  useEffect(() => {
    if (data && offset > 0 && offset >= data.archivedLeaflets.total) {
      setOffset(Math.max(0, Math.ceil(data.archivedLeaflets.total / limit) - 1) * limit);
    }
  }, [data, offset, limit]);

  const onSearch = useCallback((text: string) => {
    setSearch(text.trim());
    setOffset(0);
  }, []);
  const onShop = (event: ChangeEvent<HTMLSelectElement>) => {
    setStoreId(event.target.value);
    setOffset(0);
  };
  const onLimit = (size: number) => {
    setLimit(size);
    setOffset(0);
  };

  const columns = useArchiveColumns(nameOf, onRestored);
  const table = useReactTable<Row>({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (leaflet) => leaflet.id,
    manualPagination: true,
    rowCount: total,
  });

  const watched = useMemo(() => (storeId ? [storeId] : [...new Set(items.map((leaflet) => leaflet.storeId))].sort()), [storeId, items]);
  const listedIds = useMemo(() => new Set(items.map((leaflet) => leaflet.id)), [items]);
  const filtered = storeId !== '' || search !== '';

  let body: ReactNode;
  if (!page && error) body = <ErrorState message={t('list.error')} onRetry={refetch} />;
  else if (!page && loading) body = <LoadingState label={t('list.loading')} lines={5} />;
  else if (items.length === 0) body = <EmptyState message={filtered ? t('list.noMatches') : t('list.empty')} />;
  else
    body = (
      <StyledScroll ref={tableRef} role="region" aria-label={t('list.scrollLabel')} tabIndex={0} data-testid="archive-table-scroll">
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
              <tr key={row.id} data-testid={`archive-row-${row.id}`}>
                {row.getVisibleCells().map((cell) =>
                  cell.column.id === 'naturalId' ? (
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

  return (
    <StyledScreen>
      <StyledPageTitle ref={titleRef} tabIndex={-1}>
        {t('list.title')}
      </StyledPageTitle>
      <StyledMuted>{t('list.intro')}</StyledMuted>
      <ListToolbar>
        <StyledLabelled>
          <label htmlFor={shopFieldId}>{t('filters.shop')}</label>
          <StyledSelect id={shopFieldId} value={storeId} onChange={onShop} data-testid="archive-shop-filter">
            <option value="">{t('filters.allShops')}</option>
            {shops.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </StyledSelect>
        </StyledLabelled>
        <SearchBox value={search} onSearch={onSearch} label={t('filters.search')} />
      </ListToolbar>
      {page && error ? <ErrorState message={t('list.error')} onRetry={refetch} /> : null}
      {body}
      <ArchivePaging total={total} shown={items.length} offset={offset} limit={limit} onOffset={setOffset} onLimit={onLimit} />
      <ArchiveLiveUpdates storeIds={watched} listedIds={listedIds} refetch={refetch} />
    </StyledScreen>
  );
}

function useArchiveColumns(nameOf: (storeId: string) => string, onRestored: () => void) {
  const { t } = useTranslation('archives');
  return useMemo(() => {
    const column = createColumnHelper<Row>();
    return [
      column.accessor('naturalId', {
        header: t('columns.naturalId'),
        cell: ({ row: { original: leaflet } }) => (
          <StyledIdLink to={detailsPath(leaflet.id)} aria-label={t('leaflet.detailsLabel', { naturalId: leaflet.naturalId })}>
            {leaflet.naturalId}
          </StyledIdLink>
        ),
      }),
      column.accessor('additionalInfo', { header: t('columns.title'), cell: ({ row }) => titleOf(row.original, t) }),
      column.accessor('storeId', { header: t('columns.shop'), cell: ({ getValue }) => nameOf(getValue()) }),
      column.display({
        id: 'validity',
        header: t('columns.validity'),
        cell: ({ row: { original: leaflet } }) => (
          <>
            {validityText(leaflet, t)}
            {hasExpired(leaflet) ? <StyledTag>{t('leaflet.expired')}</StyledTag> : null}
          </>
        ),
      }),
      column.accessor('updatedAt', {
        header: t('columns.deleted'),
        cell: ({ row: { original: leaflet } }) => <time dateTime={leaflet.updatedAt}>{atBy(leaflet.updatedAt, leaflet.updatedBy, t)}</time>,
      }),
      column.display({
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => <RestoreLeafletButton leaflet={row.original} onRestored={onRestored} />,
      }),
    ];
  }, [t, nameOf, onRestored]);
}

/** "x–y of total", the page size and previous / next. */
function ArchivePaging({
  total,
  shown,
  offset,
  limit,
  onOffset,
  onLimit,
}: {
  total: number;
  shown: number;
  offset: number;
  limit: number;
  onOffset: (offset: number) => void;
  onLimit: (limit: number) => void;
}) {
  const { t } = useTranslation('archives');
  const sizeId = useId();
  return (
    <StyledPaging as="nav" $spread aria-label={t('list.paging')}>
      <span data-testid="archive-range" aria-live="polite">
        {t('list.range', { from: shown === 0 ? 0 : offset + 1, to: offset + shown, total })}
      </span>
      <StyledControls>
        <label htmlFor={sizeId}>{t('list.pageSize')}</label>
        <StyledSelect id={sizeId} value={limit} onChange={(event) => onLimit(Number(event.target.value))}>
          {ARCHIVE_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </StyledSelect>
        <StyledButton type="button" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
          {t('list.previous')}
        </StyledButton>
        <StyledButton type="button" disabled={offset + limit >= total} onClick={() => onOffset(offset + limit)}>
          {t('list.next')}
        </StyledButton>
      </StyledControls>
    </StyledPaging>
  );
}

const StyledScreen = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const StyledScroll = styled.div`
  max-width: 100%;
  // Contains its absolutely placed content (a visually hidden caption), which would otherwise widen the page.
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledTable = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: start;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }

  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

const StyledIdLink = styled(Link)`
  font-family: ${({ theme }) => theme.font.mono};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.info};
  white-space: nowrap;
`;

const StyledPaging = styled(StyledControls)`
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
