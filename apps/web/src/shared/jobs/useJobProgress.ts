import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { graphql } from '../../__generated__/gql';
import type { JobFieldsFragment, JobStepFieldsFragment } from '../../__generated__/graphql';
import { ConnectionContext } from '../apollo/ConnectionContext';

/** One job with its steps. */
export const JobProgressQuery = graphql(`
  query JobProgress($id: ID!) {
    job(id: $id) {
      ...JobFields
      steps {
        ...JobStepFields
      }
    }
  }
`);

export const JobProgressSubscription = graphql(`
  subscription JobProgressChanged($id: ID!) {
    jobProgress(id: $id) {
      seq
      state
      retryInMs
      job {
        ...JobFields
        steps {
          ...JobStepFields
        }
      }
    }
  }
`);

export type JobWithSteps = JobFieldsFragment & { steps?: JobStepFieldsFragment[] | null };

/** Whether the gateway currently reads the job upstream. */
export type JobLiveState = 'LIVE' | 'UPSTREAM_UNAVAILABLE';

export interface JobProgress {
  job: JobWithSteps | null;
  live: JobLiveState;
  loading: boolean;
  error: unknown;
  refetch: () => void;
}

export interface JobEventPlan {
  /** Put the event's job into the cache. */
  apply: boolean;
  /** Ask the server for the job again (an event was missed). */
  refetch: boolean;
  lastSeq: number;
}

/**
 * What to do with one `jobProgress` event. Events are at-most-once: a gap in the sequence (or a
 * sequence that restarted) means one was missed, so the job is loaded again; a repeated event is ignored.
 */
export function planJobEvent(lastSeq: number | null, seq: number): JobEventPlan {
  if (lastSeq === null) return { apply: true, refetch: false, lastSeq: seq };
  if (seq === lastSeq) return { apply: false, refetch: false, lastSeq };
  return { apply: true, refetch: seq !== lastSeq + 1, lastSeq: seq };
}

/**
 * A job with its steps, kept live: every LIVE `jobProgress` event is written into the cache (the job
 * is normalised by id, so every component showing it updates); `live` tells when the gateway cannot
 * read the job upstream for a while. A missed event or a live connection that came back loads the job again.
 */
export function useJobProgress(jobId: string | null | undefined): JobProgress {
  const client = useApolloClient();
  const connection = useContext(ConnectionContext);
  const lastSeq = useRef<number | null>(null);
  const [liveState, setLiveState] = useState<{ jobId: string | null | undefined; live: JobLiveState }>({
    jobId,
    live: 'LIVE',
  });
  const skip = !jobId;
  const id = jobId ?? '';

  const { data, loading, error, refetch: refetchQuery } = useQuery(JobProgressQuery, {
    variables: { id },
    skip,
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });

  const refetch = useCallback(() => {
    if (skip) return;
    refetchQuery().catch(() => undefined);
  }, [refetchQuery, skip]);

  useEffect(() => {
    lastSeq.current = null;
  }, [jobId]);

  useEffect(() => {
    if (!connection || skip) return undefined;
    let previous = connection.getStatus();
    return connection.subscribe(() => {
      const status = connection.getStatus();
      if (previous === 'lost' && status === 'connected') {
        lastSeq.current = null;
        refetch();
      }
      previous = status;
    });
  }, [connection, refetch, skip]);

  useSubscription(JobProgressSubscription, {
    variables: { id },
    skip,
    fetchPolicy: 'no-cache',
    ignoreResults: true,
    onData: ({ data: result }) => {
      const event = result.data?.jobProgress;
      if (!event) return;
      const plan = planJobEvent(lastSeq.current, event.seq);
      lastSeq.current = plan.lastSeq;
      if (plan.apply) {
        const live: JobLiveState = event.state === 'UPSTREAM_UNAVAILABLE' ? 'UPSTREAM_UNAVAILABLE' : 'LIVE';
        setLiveState({ jobId, live });
        const job = event.job;
        if (live === 'LIVE' && job && job.id === jobId) {
          const cached = client.cache.readQuery({ query: JobProgressQuery, variables: { id } })?.job;
          if (!cached || cached.version <= job.version) {
            client.cache.writeQuery({ query: JobProgressQuery, variables: { id }, data: { job } });
          }
        }
      }
      if (plan.refetch) refetch();
    },
  });

  const live = !skip && liveState.jobId === jobId ? liveState.live : 'LIVE';
  return { job: skip ? null : (data?.job ?? null), live, loading: !skip && loading, error: skip ? undefined : error, refetch };
}
