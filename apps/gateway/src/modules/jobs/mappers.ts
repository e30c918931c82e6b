import { isJobErrorCode, JOB_KINDS, type JobKind } from '@flyerdesk/domain/jobs';
import { isNotificationChannel } from '@flyerdesk/domain/notificationChannels';
import type { Job, JobErrorCode, JobListState, JobResult, JobStep, JobSubject } from '../../__generated__/resolvers-types';
import { badUserInput } from '../../errors';
import { listLimit } from '../../graphql/listLimits';
import type { JobListQuery, UpstreamJob, UpstreamJobResult, UpstreamJobStep, UpstreamJobSubject } from './client';

/** An error code the web can translate; anything unexpected counts as INTERNAL. */
function errorCodeOf(raw: unknown): JobErrorCode | null {
  if (raw === null || raw === undefined) return null;
  return isJobErrorCode(raw) ? raw : 'INTERNAL';
}

function toSubject(raw: UpstreamJobSubject | null | undefined): JobSubject {
  return {
    storeId: raw?.storeId ?? null,
    storeName: raw?.storeName ?? null,
    leafletId: raw?.leafletId ?? null,
    leafletNaturalId: raw?.leafletNaturalId ?? null,
    sourceId: raw?.sourceId ?? null,
    sourceName: raw?.sourceName ?? null,
    notificationId: raw?.notificationId ?? null,
    notificationTitle: raw?.notificationTitle ?? null,
    notificationChannel: isNotificationChannel(raw?.notificationChannel) ? raw.notificationChannel : null,
  };
}

function toResult(raw: UpstreamJobResult | null | undefined): JobResult | null {
  if (!raw) return null;
  return {
    imported: raw.imported ?? null,
    matched: raw.matched ?? null,
    unmatched: raw.unmatched ?? null,
    found: raw.found ?? null,
    new: raw.new ?? null,
    pages: raw.pages ?? null,
    cutJobId: raw.cutJobId ?? null,
    expiresAt: raw.expiresAt ?? null,
    recipients: raw.recipients ?? null,
    sent: raw.sent ?? null,
    failed: raw.failed ?? null,
  };
}

export function toJobStep(raw: UpstreamJobStep): JobStep {
  return {
    key: raw.key,
    number: raw.number ?? null,
    status: raw.status,
    errorCode: errorCodeOf(raw.errorCode),
    error: raw.error ?? null,
    attempts: raw.attempts ?? 0,
    imageUrl: raw.imageUrl ?? null,
    thumbnailUrl: raw.thumbnailUrl ?? null,
    width: raw.width ?? null,
    height: raw.height ?? null,
  };
}

/** A job as GraphQL shows it; `steps` stays null when the api did not send them (lists). */
export function toJob(raw: UpstreamJob): Job {
  return {
    id: raw.id,
    kind: raw.kind,
    status: raw.status,
    running: raw.running,
    subject: toSubject(raw.subject),
    done: raw.done ?? 0,
    total: raw.total ?? null,
    failedSteps: raw.failedSteps ?? 0,
    errorCode: errorCodeOf(raw.errorCode),
    message: raw.message ?? null,
    attempt: raw.attempt ?? 0,
    maxAttempts: raw.maxAttempts ?? 0,
    startedBy: raw.startedBy ?? null,
    createdAt: raw.createdAt,
    startedAt: raw.startedAt ?? null,
    finishedAt: raw.finishedAt ?? null,
    nextAttemptAt: raw.nextAttemptAt ?? null,
    version: raw.version,
    result: toResult(raw.result),
    steps: raw.steps ? raw.steps.map(toJobStep) : null,
  };
}

/** Arguments of the job list, checked before anything goes upstream (BAD_USER_INPUT otherwise). */
export function jobListQuery(args: { state?: JobListState | null; kind?: JobKind | null; limit?: number | null }): JobListQuery {
  const limit = listLimit('Query.jobs', args.limit);
  const kind = args.kind ?? undefined;
  if (kind !== undefined && !(JOB_KINDS as readonly string[]).includes(kind)) {
    throw badUserInput([{ field: 'kind', key: 'validation.invalid', message: `Kind must be one of ${JOB_KINDS.join(', ')}` }]);
  }
  return { state: args.state ?? 'ALL', kind, limit };
}
