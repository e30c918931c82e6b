import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { useJobsChanged } from '../../shared/jobs/useJobsChanged';
import { LeafletRowAfterCutQuery, RunningCutsQuery } from './leafletLifecycle';

/**
 * The page cuts running now for one shop's leaflets, by leaflet id, kept live: the list of running
 * cuts is read again whenever a job changes (at most twice a second), so a cut started anywhere
 * shows in its leaflet's row and leaves it when it ends. A cut that ends has written the leaflet's
 * page count on the server (no leaflet event carries that write), so its row is read again then.
 */
export function useRunningCuts(storeId: string): ReadonlyMap<string, JobFieldsFragment> {
  const { data, refetch } = useQuery(RunningCutsQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  useJobsChanged(reload);
  const jobs = data?.jobs;
  const running = useMemo(() => {
    const byLeaflet = new Map<string, JobFieldsFragment>();
    for (const job of jobs ?? []) {
      const { leafletId, storeId: jobStore } = job.subject;
      if (job.running && leafletId && (!jobStore || jobStore === storeId)) byLeaflet.set(leafletId, job);
    }
    return byLeaflet;
  }, [jobs, storeId]);

  const client = useApolloClient();
  const before = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const ended = [...before.current].filter((leafletId) => !running.has(leafletId));
    before.current = new Set(running.keys());
    for (const id of ended) {
      client.query({ query: LeafletRowAfterCutQuery, variables: { id }, fetchPolicy: 'network-only' }).catch(() => undefined);
    }
  }, [running, client]);
  return running;
}
