import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import type { JobFieldsFragment } from '../../__generated__/graphql';
import { useJobsChanged } from '../../shared/jobs/useJobsChanged';
import { RunningCutsQuery } from './leafletLifecycle';

/**
 * The page cuts running now for one shop's leaflets, by leaflet id, kept live: the list of running
 * cuts is read again whenever a job changes (at most twice a second), so a cut started anywhere
 * shows in its leaflet's row and leaves it when it ends.
 */
export function useRunningCuts(storeId: string): ReadonlyMap<string, JobFieldsFragment> {
  const { data, refetch } = useQuery(RunningCutsQuery, { fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  const reload = useCallback(() => {
    refetch().catch(() => undefined);
  }, [refetch]);
  useJobsChanged(reload);
  const jobs = data?.jobs;
  return useMemo(() => {
    const byLeaflet = new Map<string, JobFieldsFragment>();
    for (const job of jobs ?? []) {
      const { leafletId, storeId: jobStore } = job.subject;
      if (job.running && leafletId && (!jobStore || jobStore === storeId)) byLeaflet.set(leafletId, job);
    }
    return byLeaflet;
  }, [jobs, storeId]);
}
