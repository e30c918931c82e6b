import { useApolloClient, useSubscription } from '@apollo/client/react';
import { EDIT_LOCK_HEARTBEAT_MS, type ResourceName } from '@flyerdesk/domain/resources';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorToastContext } from '../apollo/errorLink';
import { describeError, lockOf } from '../errors/describeError';
import { useSession } from '../session/session';
import { AcquireRecordLockMutation, RecordLockSubscription, ReleaseRecordLockMutation } from './operations';

/** Who is editing a record, since when, and when the lock ends unless renewed. */
export interface EditLock {
  holder: string;
  since: string;
  expiresAt: string;
}

export interface RecordLockController {
  /** The record's lock as last heard (null when nobody edits it). */
  lock: EditLock | null;
  /** The signed-in user's name. */
  me: string | undefined;
  heldByMe: boolean;
  /** Someone else is editing: the form is read-only for me. */
  heldByOther: boolean;
  /** Who took my lock over while I was editing (my unsaved values stay on screen); null otherwise. */
  lostTo: string | null;
  /** The last lock request failed for a reason other than the lock itself (translated text). */
  failure: string | null;
  /** I started editing (the form became dirty): takes the lock when nobody else holds it, then renews it. */
  startEditing: () => void;
  /** Takes the lock from its holder (after the user confirmed); true when it is mine now. */
  takeOver: () => Promise<boolean>;
  /** I stopped editing (saved, cancelled, closed): releases the lock when I hold it. */
  release: () => void;
}

const NO_DEFAULT_TOAST: ErrorToastContext = { skipErrorToast: true };

/**
 * The soft edit lock of a record (schema/resources.graphql). Subscribes to the record's lock state;
 * when editing starts, acquires the lock and renews it every EDIT_LOCK_HEARTBEAT_MS while editing;
 * releases it on save, cancel and unmount. When someone else holds it the caller shows who and makes
 * the form read-only; when my lock is taken over, `lostTo` tells me at once. `id` undefined (a record
 * not created yet) has no lock. One hook instance follows one record: give its component a `key` per
 * record (the record panel does).
 */
export function useRecordLock(resource: ResourceName, id: string | undefined): RecordLockController {
  const client = useApolloClient();
  const { t } = useTranslation('resource');
  const me = useSession().user?.username;
  const [lock, setLock] = useState<EditLock | null>(null);
  const [lostTo, setLostTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  /** Whether I hold the lock as far as this tab knows (read by callbacks and the unmount clean-up). */
  const held = useRef(false);
  const target = useRef({ resource, id, me });
  useLayoutEffect(() => {
    target.current = { resource, id, me };
  });

  const lose = useCallback((holder: string) => {
    if (held.current) setLostTo(holder);
    held.current = false;
  }, []);

  useSubscription(RecordLockSubscription, {
    variables: { resource, id: id ?? '' },
    skip: id === undefined,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      const state = data.data?.recordLock;
      if (!state || state.id !== target.current.id) return;
      const next = state.lock ?? null;
      setLock(next);
      const mine = target.current.me;
      if (next && next.holder !== mine && (held.current || state.takenOverFrom === mine)) {
        held.current = true;
        lose(next.holder);
      } else if (next?.holder === mine) {
        held.current = true;
      } else if (!next) {
        held.current = false;
      }
    },
  });

  const acquire = useCallback(
    async (takeOver: boolean): Promise<boolean> => {
      const { resource: res, id: recordId, me: mine } = target.current;
      if (recordId === undefined) return false;
      try {
        const result = await client.mutate({
          mutation: AcquireRecordLockMutation,
          variables: { resource: res, id: recordId, takeOver },
          context: NO_DEFAULT_TOAST,
        });
        const granted = result.data?.acquireRecordLock;
        if (!granted || target.current.id !== recordId) return false;
        setLock(granted);
        setFailure(null);
        held.current = granted.holder === mine;
        if (held.current) setLostTo(null);
        return held.current;
      } catch (error) {
        if (target.current.id !== recordId) return false;
        const other = lockOf(error);
        if (other) {
          setLock(other);
          lose(other.holder);
        } else {
          setFailure(describeError(error, t));
        }
        return false;
      }
    },
    [client, lose, t],
  );

  const heldByOther = lock !== null && lock.holder !== me;
  const heldByMe = lock !== null && lock.holder === me;

  const startEditing = useCallback(() => {
    setEditing(true);
  }, []);

  // Editing: take the lock when it is free, then renew it (the heartbeat) until editing stops.
  useEffect(() => {
    if (!editing || id === undefined || heldByOther) return undefined;
    if (!held.current) void acquire(false);
    const timer = window.setInterval(() => {
      void acquire(false);
    }, EDIT_LOCK_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [editing, id, heldByOther, acquire]);

  const takeOver = useCallback(async () => {
    setEditing(true);
    return acquire(true);
  }, [acquire]);

  const release = useCallback(() => {
    setEditing(false);
    setLostTo(null);
    const { resource: res, id: recordId } = target.current;
    if (!held.current || recordId === undefined) return;
    held.current = false;
    setLock((current) => (current?.holder === target.current.me ? null : current));
    client
      .mutate({ mutation: ReleaseRecordLockMutation, variables: { resource: res, id: recordId }, context: NO_DEFAULT_TOAST })
      .catch(() => undefined);
  }, [client]);

  // Leaving the record (closing it, another record, another screen) ends the edit.
  useEffect(
    () => () => {
      if (!held.current || id === undefined) return;
      held.current = false;
      client.mutate({ mutation: ReleaseRecordLockMutation, variables: { resource, id }, context: NO_DEFAULT_TOAST }).catch(() => undefined);
    },
    [client, resource, id],
  );

  return { lock, me, heldByMe, heldByOther, lostTo, failure, startEditing, takeOver, release };
}
