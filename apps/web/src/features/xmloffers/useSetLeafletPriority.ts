import { formatPlatformName } from '@flyerdesk/domain/platforms';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { describeError } from '../../shared/errors/describeError';
import { SetLeafletPriorityMutation } from './operations';
import { applyDelta, optimisticDelta, readOrdering, refetchOrdering } from './orderingCache';
import { classifyOrderingError } from './orderingErrors';
import { withPriority } from './orderingModel';
import { showPersistentToast } from './OrderingToast';
import { useOwnMutations } from './ownMutations';

export interface PriorityChange {
  leafletId: string;
  /** 1..999, or null to clear the priority. */
  priority: number | null;
  /** Take the priority over from the leaflet holding it. */
  overwrite?: boolean;
}

interface Attempt extends PriorityChange {
  /** The server's version when it refused the previous attempt (the refetch may still be on its way). */
  atLeastVersion?: number | null;
}

/** A write of a leaflet (spec §8 handlers 2–4) whose failures this hook shows itself. */
const SHOWN_HERE: ErrorHandlingContext = { skipErrorToast: true, leafletWrite: true };

/**
 * Gives a leaflet a priority on a platform, made on the ordering version on screen. The new order is
 * shown at once (computed with the domain's ordering) and rolled back when the server refuses:
 * a taken priority offers to overwrite it, a changed ordering is loaded again and offers to apply the
 * change again on it. Resolves to whether the server accepted the move.
 */
export function useSetLeafletPriority(platform: string): (change: PriorityChange) => Promise<boolean> {
  const client = useApolloClient();
  const own = useOwnMutations();
  const { t } = useTranslation('xmloffers');
  const [mutate] = useMutation(SetLeafletPriorityMutation, { context: SHOWN_HERE });

  return useCallback(
    async function setPriority(attempt: Attempt): Promise<boolean> {
      const { atLeastVersion, ...change } = attempt;
      const shown = readOrdering(client, platform);
      if (!shown) return false;
      const ordering = { ...shown, version: Math.max(shown.version, atLeastVersion ?? 0) };
      const overwrite = change.overwrite === true;
      const naturalId = ordering.items.find((item) => item.leaflet.id === change.leafletId)?.leaflet.naturalId ?? change.leafletId;
      const clientMutationId = own.create();
      try {
        await mutate({
          variables: {
            input: {
              platform,
              leafletId: change.leafletId,
              priority: change.priority,
              expectedVersion: ordering.version,
              overwrite,
              clientMutationId,
            },
          },
          optimisticResponse: {
            setLeafletPriority: optimisticDelta(ordering, withPriority(ordering.items, platform, change.leafletId, change.priority, overwrite)),
          },
          update: (cache, { data }) => {
            if (data && !applyDelta(cache, platform, data.setLeafletPriority)) refetchOrdering(client);
          },
        });
        return true;
      } catch (error) {
        const failure = classifyOrderingError(error);
        if (failure.kind === 'priorityTaken') {
          showPersistentToast({
            id: `priority-taken:${platform}:${change.leafletId}`,
            testId: 'toast-priority-taken',
            message: t('toast.priorityTaken', {
              naturalId: failure.naturalId,
              priority: failure.priority,
              platform: formatPlatformName(failure.platform || platform),
            }),
            action: { label: t('toast.overwrite'), run: () => void setPriority({ ...change, overwrite: true }) },
          });
        } else if (failure.kind === 'orderingChanged') {
          refetchOrdering(client);
          const { lastMove } = failure;
          const message = !lastMove
            ? t('toast.orderingChangedUnknown')
            : lastMove.toPriority === null
              ? t('toast.orderingChangedCleared', { actor: lastMove.actor, naturalId: lastMove.naturalId })
              : t('toast.orderingChanged', { actor: lastMove.actor, naturalId: lastMove.naturalId, toPriority: lastMove.toPriority });
          showPersistentToast({
            id: `ordering-changed:${platform}:${change.leafletId}`,
            testId: 'toast-ordering-changed',
            message,
            action: { label: t('toast.reapply'), run: () => void setPriority({ ...change, atLeastVersion: failure.currentVersion }) },
          });
        } else {
          showPersistentToast({
            id: `move-failed:${platform}:${change.leafletId}`,
            testId: 'toast-move-failed',
            message: t('toast.moveFailed', { naturalId, message: describeError(failure.error, t) }),
          });
        }
        return false;
      }
    },
    [client, own, t, mutate, platform],
  );
}
