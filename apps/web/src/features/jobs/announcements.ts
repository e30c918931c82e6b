import { isJobRunning, type JobStatus } from '@flyerdesk/domain/jobs';

export interface AnnouncedJob {
  id: string;
  status: JobStatus;
  startedBy?: string | null;
}

/** What the job centre remembers between two loads of the list. */
export interface AnnouncementState {
  /** The user's own jobs that were running at the last load. */
  runningMine: ReadonlySet<string>;
  /** Every job seen so far. */
  known: ReadonlySet<string>;
}

export interface AnnouncementPlan<J extends AnnouncedJob> {
  /** The user's jobs that finished since the last load. */
  announce: J[];
  next: AnnouncementState;
}

/**
 * Which of the user's own jobs finished since the list was last loaded: those that were running
 * then, and those that appeared for the first time already finished (they ran between two loads).
 * The first load only remembers: jobs already finished when the page opened are never announced.
 */
export function planAnnouncements<J extends AnnouncedJob>(
  previous: AnnouncementState | null,
  jobs: readonly J[],
  me: string | null | undefined,
): AnnouncementPlan<J> {
  const mine = (job: J) => Boolean(me) && job.startedBy === me;
  const runningMine = new Set(jobs.filter((job) => mine(job) && isJobRunning(job.status)).map((job) => job.id));
  const known = new Set([...(previous?.known ?? []), ...jobs.map((job) => job.id)]);
  if (!previous) return { announce: [], next: { runningMine, known } };
  const announce = jobs.filter(
    (job) =>
      mine(job) && !isJobRunning(job.status) && (previous.runningMine.has(job.id) || !previous.known.has(job.id)),
  );
  return { announce, next: { runningMine, known } };
}
