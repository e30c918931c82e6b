import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorToastContext } from '../../shared/apollo/errorLink';
import { UndoOrderingMoveMutation } from './operations';
import { applyDelta, optimisticDelta, readOrdering, refetchOrdering } from './orderingCache';
import { describeError } from '../../shared/errors/describeError';
import { classifyOrderingError } from './orderingErrors';
import { withUndone, type UndoneMove } from './orderingModel';
import { showPersistentToast } from './OrderingToast';
import { useOwnMutations } from './ownMutations';

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

export interface MoveToUndo extends UndoneMove {
  id: string;
  naturalId: string;
}

/**
 * Undoes your own last move on the platform while nobody has changed the ordering since; the old
 * order shows at once and comes back if the server refuses (then the ordering is loaded again).
 */
export function useUndoMove(platform: string): (move: MoveToUndo) => Promise<boolean> {
  const client = useApolloClient();
  const own = useOwnMutations();
  const { t } = useTranslation('xmloffers');
  const [mutate] = useMutation(UndoOrderingMoveMutation, { context: NO_DEFAULT_TOAST });

  return useCallback(
    async (move: MoveToUndo) => {
      const ordering = readOrdering(client, platform);
      if (!ordering) return false;
      try {
        await mutate({
          variables: {
            platform: move.platform,
            moveId: move.id,
            expectedVersion: ordering.version,
            clientMutationId: own.create(),
          },
          optimisticResponse: {
            undoOrderingMove: optimisticDelta(ordering, withUndone(ordering.items, platform, move)),
          },
          update: (cache, { data }) => {
            if (data && !applyDelta(cache, platform, data.undoOrderingMove)) refetchOrdering(client);
          },
        });
        return true;
      } catch (error) {
        const failure = classifyOrderingError(error);
        if (failure.kind === 'orderingChanged') refetchOrdering(client);
        showPersistentToast({
          id: `undo-failed:${move.id}`,
          testId: 'toast-undo-failed',
          message:
            failure.kind === 'orderingChanged'
              ? t('toast.undoChanged')
              : t('toast.undoFailed', {
                  naturalId: move.naturalId,
                  message: describeError(error, t),
                }),
        });
        return false;
      }
    },
    [client, own, t, mutate, platform],
  );
}
