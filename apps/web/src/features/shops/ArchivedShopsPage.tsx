import { formatDateTime } from '@flyerdesk/domain/dates';
import { useCallback, useMemo, useRef, useState, type MouseEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ResourceTable, type ResourceColumn } from '../../shared/resource/ResourceTable';
import type { RecordChange } from '../../shared/resource/types';
import { useArchiveRestore } from '../../shared/resource/useArchiveRestore';
import { useListParams, type ListParams } from '../../shared/resource/useListParams';
import { useLiveList } from '../../shared/resource/useLiveList';
import { StyledButton } from '../../shared/ui/Button';
import { StyledPageTitle } from '../../shared/ui/Page';
import ShopDialog from './ShopDialog';
import { storesResource, type StoreRecord } from './storesResource';
import { useShopAccess } from './useShopAccess';

/** The shops list's view (search, sort and paging in the URL, as every kit list), always of archived shops. */
function useArchivedShopsParams(): ListParams {
  const params = useListParams('stores');
  const view = useMemo(() => ({ ...params.view, archived: 'ARCHIVED' as const }), [params.view]);
  return { ...params, view };
}

/**
 * Archived shops (/archives/shops, spec §2): the shops archived with their leaflets, from the kit's
 * live list (server paging, sort, search; a shop restored or archived anywhere enters or leaves at
 * once). Administrators restore a shop from its row; a row opens the shop read-only with its history.
 */
export default function ArchivedShopsPage() {
  const { t } = useTranslation('shops');
  const access = useShopAccess();
  const params = useArchivedShopsParams();
  const [opened, setOpened] = useState<StoreRecord | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);

  // Someone else took a shop out of the archive: say so (its row leaves by itself).
  const onChange = useCallback(
    (change: RecordChange<StoreRecord>, own: boolean) => {
      if (own || change.action !== 'RESTORED') return;
      toast(t('live.RESTORED', { ns: 'resource', actor: change.actor ?? t('history.system', { ns: 'resource' }), name: change.record.name }), {
        id: `live:${change.record.id}`,
      });
    },
    [t],
  );
  const list = useLiveList({ definition: storesResource, view: params.view, onChange });

  // The restored row leaves with its focused button: keyboard focus goes to the heading.
  const onRestored = useCallback(() => {
    window.setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || !focused.isConnected) titleRef.current?.focus();
    }, 0);
  }, []);

  const columns = useMemo<ResourceColumn<StoreRecord>[]>(
    () => [
      {
        id: 'logo',
        header: t('archives.columns.logo'),
        cell: (store) => (store.logoUrl ? <StyledThumb src={store.logoUrl} alt={t('logo.of', { name: store.name })} loading="lazy" /> : null),
        secondary: true,
      },
      { id: 'name', header: t('archives.columns.name'), cell: (store) => store.name, isName: true },
      { id: 'storeWebId', header: t('archives.columns.storeWebId'), cell: (store) => store.storeWebId },
      { id: 'category', header: t('archives.columns.category'), cell: (store) => store.category?.name ?? '—', secondary: true },
      {
        // Sorts by the last write, which for an archived (read-only) shop is its archiving.
        id: 'updatedAt',
        header: t('archives.columns.archived'),
        cell: (store) =>
          store.archivedAt ? (
            <time dateTime={store.archivedAt}>
              {t('archives.atBy', { at: formatDateTime(store.archivedAt), who: store.updatedBy ?? t('history.system', { ns: 'resource' }) })}
            </time>
          ) : (
            '—'
          ),
      },
      ...(access.restore
        ? [
            {
              id: 'actions',
              header: t('archives.columns.actions'),
              cell: (store: StoreRecord) => (store.archivedAt ? <RestoreShopButton store={store} onRestored={onRestored} /> : null),
            },
          ]
        : []),
    ],
    [t, access.restore, onRestored],
  );

  return (
    <StyledScreen>
      <StyledPageTitle ref={titleRef} tabIndex={-1}>
        {t('archives.title')}
      </StyledPageTitle>
      <StyledIntro>{t('archives.intro')}</StyledIntro>
      <ResourceTable
        resource="stores"
        label={t('archives.tableLabel')}
        columns={columns}
        list={list}
        params={params}
        onOpen={setOpened}
        selectedId={opened?.id ?? null}
        emptyMessage={t('archives.empty')}
        // The list is of archived shops only: no Active / Archived / All filter.
        archivable={false}
      />
      {opened ? <ShopDialog key={opened.id} storeId={opened.id} onClose={() => setOpened(null)} /> : null}
    </StyledScreen>
  );
}

/** Restore of one archived shop from its row (the row does not open). */
function RestoreShopButton({ store, onRestored }: { store: StoreRecord; onRestored: () => void }) {
  const { t } = useTranslation('shops');
  const { restore, busy } = useArchiveRestore(storesResource);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void restore(store).then((done) => {
      if (done) onRestored();
    });
  };
  return (
    <StyledButton
      type="button"
      disabled={busy}
      aria-busy={busy}
      aria-label={t('restore.label', { name: store.name })}
      onClick={onClick}
      data-testid={`restore-shop-${store.id}`}
    >
      {t('restore.button', { ns: 'resource' })}
    </StyledButton>
  );
}

const StyledScreen = styled.div`
  min-width: 0;
  max-width: 100%;
`;

const StyledIntro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  max-width: 72ch;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledThumb = styled.img`
  display: block;
  width: 40px;
  height: 40px;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
