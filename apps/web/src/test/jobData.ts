import type { JobFieldsFragment, JobStepFieldsFragment } from '../__generated__/graphql';

/** A job as the server sends it (every field of JobFields, with type names). */
export type JobData = Omit<JobFieldsFragment, 'subject' | 'result'> & {
  __typename: 'Job';
  subject: NonNullable<JobFieldsFragment['subject']> & { __typename: 'JobSubject' };
  result: (NonNullable<JobFieldsFragment['result']> & { __typename: 'JobResult' }) | null;
};

export type JobResultData = NonNullable<JobData['result']>;

export function aJobResult(overrides: Partial<JobResultData> = {}): JobResultData {
  return {
    __typename: 'JobResult',
    imported: null,
    matched: null,
    unmatched: null,
    found: null,
    new: null,
    pages: null,
    recipients: null,
    sent: null,
    failed: null,
    ...overrides,
  };
}

/** A job of `kind`, QUEUED and not started unless `overrides` say otherwise. */
export function aJob(overrides: Partial<Omit<JobData, 'subject'>> & { id: string; subject?: Partial<JobData['subject']> }): JobData {
  const { subject, ...rest } = overrides;
  return {
    __typename: 'Job',
    kind: 'ARTICLES_IMPORT',
    status: 'QUEUED',
    running: true,
    done: 0,
    total: null,
    failedSteps: 0,
    errorCode: null,
    message: null,
    attempt: 1,
    maxAttempts: 3,
    startedBy: 'tester',
    createdAt: '2026-03-02T09:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    nextAttemptAt: null,
    version: 1,
    result: null,
    ...rest,
    subject: {
      __typename: 'JobSubject',
      storeId: null,
      storeName: null,
      leafletId: null,
      leafletNaturalId: null,
      sourceId: null,
      sourceName: null,
      notificationId: null,
      notificationTitle: null,
      notificationChannel: null,
      ...subject,
    },
  };
}

/** The job with its steps, as the single-job query and progress events carry it. */
export function withSteps(job: JobData, steps: (JobStepFieldsFragment & { __typename: 'JobStep' })[] = []) {
  return { ...job, steps };
}
