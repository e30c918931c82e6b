import { useSubscription } from '@apollo/client/react';
import { useContext, useEffect, useRef } from 'react';
import { graphql } from '../../__generated__/gql';
import { ConnectionContext } from '../apollo/ConnectionContext';

export const JobsChangedSubscription = graphql(`
  subscription JobsChanged {
    jobsChanged {
      seq
      version
    }
  }
`);

/** Lists of jobs are loaded again at most this often, however many jobs change. */
export const JOBS_CHANGED_THROTTLE_MS = 500;

/**
 * Calls `onChange` when any job was created or changed (and after the live connection came back,
 * as events may have been missed), at most once per {@link JOBS_CHANGED_THROTTLE_MS}: a change
 * inside that window is reported once at its end.
 */
export function useJobsChanged(onChange: () => void): void {
  const callback = useRef(onChange);
  const lastCall = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const connection = useContext(ConnectionContext);

  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);

  const notify = useRef(() => {
    if (timer.current !== null) return;
    const wait = lastCall.current + JOBS_CHANGED_THROTTLE_MS - Date.now();
    const run = () => {
      timer.current = null;
      lastCall.current = Date.now();
      callback.current();
    };
    if (wait <= 0) run();
    else timer.current = setTimeout(run, wait);
  });

  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = null;
    },
    [],
  );

  useEffect(() => {
    if (!connection) return undefined;
    let previous = connection.getStatus();
    return connection.subscribe(() => {
      const status = connection.getStatus();
      if (previous === 'lost' && status === 'connected') notify.current();
      previous = status;
    });
  }, [connection]);

  useSubscription(JobsChangedSubscription, {
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data }) => {
      if (data.data?.jobsChanged) notify.current();
    },
  });
}
