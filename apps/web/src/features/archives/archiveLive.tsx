import { useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import type { ArchiveLeafletEventFragment as LeafletEvent } from '../../__generated__/graphql';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { isOwnMutation } from '../../shared/resource/clientMutationId';
import { planSequence } from '../../shared/resource/listPatch';
import { ArchiveShopLeafletsChangedSubscription } from './operations';

/** A live topic that cannot be opened only makes the screen less live; it is no error to show. */
export const QUIET: ErrorHandlingContext = { skipErrorToast: true };

/** Says so when someone else took a leaflet shown here out of the archive (restore, or an edit of its status). */
export function useLeftArchiveNotice(): (event: Pick<LeafletEvent, 'actor' | 'clientMutationId' | 'leaflet'>) => void {
  const { t } = useTranslation('archives');
  return useCallback(
    (event) => {
      if (isOwnMutation(event.clientMutationId)) return;
      toast(t('live.left', { actor: event.actor ?? t('live.someone'), naturalId: event.leaflet.naturalId }), {
        id: `archive-left:${event.leaflet.id}`,
      });
    },
    [t],
  );
}

/** Loads the list again whenever the window comes back into view (changes in shops not watched live). */
function useRefetchOnReturn(refetch: () => void): void {
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [refetch]);
}

/**
 * Keeps the archive list current. Each watched shop's leaflet events (storeLeafletsChanged) write the
 * changed leaflet into the cache, so a row whose leaflet left the archive (RESTORED, or an edit to
 * another status) leaves the list at once; the page is read again when a leaflet enters or leaves
 * it, and after missed events (a gap in the sequence). Watched are the filtered shop, or the shops of
 * the rows shown; deletions in other shops appear when the window comes back into view.
 */
export function ArchiveLiveUpdates({
  storeIds,
  listedIds,
  refetch,
}: {
  storeIds: readonly string[];
  /** Leaflets on the page shown. */
  listedIds: ReadonlySet<string>;
  refetch: () => void;
}) {
  const listed = useRef(listedIds);
  useLayoutEffect(() => {
    listed.current = listedIds;
  });
  const notice = useLeftArchiveNotice();
  useRefetchOnReturn(refetch);

  const onEvent = useCallback(
    (event: LeafletEvent, missed: boolean) => {
      const wasListed = listed.current.has(event.leaflet.id);
      const archived = event.leaflet.status === 'DELETED';
      if (wasListed && !archived) notice(event);
      // This tab's own restore reads the page itself.
      const own = isOwnMutation(event.clientMutationId);
      if (missed || (!own && wasListed !== archived)) refetch();
    },
    [notice, refetch],
  );

  return (
    <>
      {storeIds.map((storeId) => (
        <ShopLeafletEvents key={storeId} storeId={storeId} onEvent={onEvent} />
      ))}
    </>
  );
}

function ShopLeafletEvents({ storeId, onEvent }: { storeId: string; onEvent: (event: LeafletEvent, missed: boolean) => void }) {
  const lastSeq = useRef<number | null>(null);
  useSubscription(ArchiveShopLeafletsChangedSubscription, {
    variables: { storeId },
    context: QUIET,
    onData: ({ data }) => {
      const event = data.data?.storeLeafletsChanged;
      if (!event) return;
      const plan = planSequence(lastSeq.current, event.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) onEvent(event, plan.refetch);
    },
  });
  return null;
}
