import { useSubscription } from '@apollo/client/react';
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import type { ActivityEntryRowFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../../shared/apollo/ConnectionContext';
import type { ErrorHandlingContext } from '../../shared/errors/handlers';
import { planSequence } from '../../shared/resource/listPatch';
import { ActivityLoggedSubscription } from './operations';

/** A live topic that cannot be opened only makes the screen less live; it is no error to show. */
const QUIET: ErrorHandlingContext = { skipErrorToast: true };

export interface ActivityTailOptions {
  /** Subscribed only while on. */
  live: boolean;
  /** Each new entry of the log, oldest first (the caller filters them). */
  onEntry: (entry: ActivityEntryRowFragment) => void;
  /** Entries may have been missed (a gap in the topic's sequence, or the connection came back): read the page again. */
  onMissed: () => void;
}

/**
 * The live tail of the activity log (activityLogged): every new entry while `live` is on, nothing
 * subscribed while it is off. The topic numbers its events; a gap, or a live connection that dropped
 * and came back, means entries were missed.
 */
export function useActivityTail({ live, onEntry, onMissed }: ActivityTailOptions): void {
  const connection = useContext(ConnectionContext);
  const handlers = useRef({ onEntry, onMissed });
  useLayoutEffect(() => {
    handlers.current = { onEntry, onMissed };
  });
  const lastSeq = useRef<number | null>(null);

  useSubscription(ActivityLoggedSubscription, {
    skip: !live,
    context: QUIET,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const event = data.data?.activityLogged;
      if (!event) return;
      const plan = planSequence(lastSeq.current, event.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) handlers.current.onEntry(event.entry);
      if (plan.refetch) handlers.current.onMissed();
    },
  });

  // A new subscription numbers from wherever the topic is: the next one starts afresh.
  useEffect(() => {
    if (!live) lastSeq.current = null;
  }, [live]);

  useEffect(() => {
    if (!live || !connection) return undefined;
    let before = connection.getStatus();
    let wasUp = before === 'connected';
    return connection.subscribe(() => {
      const now = connection.getStatus();
      const back = now === 'connected' && before !== 'connected' && (before === 'lost' || wasUp);
      if (back) {
        lastSeq.current = null;
        handlers.current.onMissed();
      }
      wasUp ||= now === 'connected';
      before = now;
    });
  }, [live, connection]);
}
