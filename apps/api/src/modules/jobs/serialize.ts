/** The Job JSON of the REST contract, built in one place for every job endpoint. */
import {
  isJobErrorCode,
  isJobRunning,
  isJobStatus,
  type JobErrorCode,
  type JobKind,
  type JobStatus,
  type JobStepStatus,
} from '@flyerdesk/domain/jobs';
import type { JobRow, JobStepRow, JobSubjectJson } from '../../db/schema.jobs';
import { renderedPageUrl } from '../cutting/urls';
import type { JobResultJson } from './runner';

export interface JobStepJson {
  key: string;
  number: number | null;
  status: JobStepStatus;
  errorCode: JobErrorCode | null;
  error: string | null;
  attempts: number;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
}

export interface JobJson {
  id: string;
  kind: JobKind;
  status: JobStatus;
  running: boolean;
  subject: JobSubjectJson;
  done: number;
  total: number | null;
  failedSteps: number;
  errorCode: JobErrorCode | null;
  message: string | null;
  attempt: number;
  maxAttempts: number;
  startedBy: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  nextAttemptAt: string | null;
  version: number;
  result: JobResultJson | null;
  steps?: JobStepJson[];
}

const SUBJECT_FIELDS = [
  'storeId',
  'storeName',
  'leafletId',
  'leafletNaturalId',
  'sourceId',
  'sourceName',
  'notificationId',
  'notificationTitle',
  'notificationChannel',
] as const;

function iso(value: Date | null): string | null {
  return value ? value.toISOString() : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;
}

function subjectOf(raw: JobSubjectJson | null): JobSubjectJson {
  const subject: JobSubjectJson = {};
  for (const field of SUBJECT_FIELDS) {
    const value = raw?.[field];
    if (typeof value === 'string') subject[field] = value;
  }
  return subject;
}

function resultOf(raw: Record<string, unknown> | null): JobResultJson | null {
  if (!raw) return null;
  const result: JobResultJson = {};
  for (const field of ['imported', 'matched', 'unmatched', 'found', 'new', 'pages', 'recipients', 'sent', 'failed'] as const) {
    const value = int(raw[field]);
    if (value !== null) result[field] = value;
  }
  const cutJobId = raw.cutJobId;
  if (typeof cutJobId === 'string' || cutJobId === null) result.cutJobId = cutJobId;
  const expiresAt = text(raw.expiresAt);
  if (expiresAt !== null) result.expiresAt = expiresAt;
  return result;
}

export function toJobStepJson(step: JobStepRow, subject: JobSubjectJson): JobStepJson {
  const result = step.result ?? {};
  const leafletId = subject.leafletId;
  const image = text(result.imageName);
  const thumbnail = text(result.thumbnailName);
  return {
    key: step.key,
    number: step.number,
    status: step.status as JobStepStatus,
    errorCode: isJobErrorCode(step.error_code) ? step.error_code : null,
    error: step.error,
    attempts: step.attempts,
    imageUrl: leafletId && image ? renderedPageUrl(leafletId, image) : null,
    thumbnailUrl: leafletId && thumbnail ? renderedPageUrl(leafletId, thumbnail) : null,
    width: int(result.width),
    height: int(result.height),
  };
}

/** A job row as the contract's Job; with `steps` (single-job reads) the steps are included. */
export function toJobJson(row: JobRow, steps?: readonly JobStepRow[]): JobJson {
  const status: JobStatus = isJobStatus(row.status) ? row.status : 'QUEUED';
  const subject = subjectOf(row.subject);
  const json: JobJson = {
    id: row.id,
    kind: row.kind as JobKind,
    status,
    running: isJobRunning(status),
    subject,
    done: row.done,
    total: row.total,
    failedSteps: steps ? steps.filter((s) => s.status === 'FAILED').length : row.failed_steps,
    errorCode: isJobErrorCode(row.error_code) ? row.error_code : null,
    message: row.message,
    attempt: row.attempt,
    maxAttempts: row.max_attempts,
    startedBy: row.started_by,
    createdAt: row.created_at.toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    nextAttemptAt: status === 'RETRYING' || status === 'PENDING' ? row.run_at.toISOString() : null,
    version: row.version,
    result: resultOf(row.result),
  };
  if (steps) json.steps = steps.map((step) => toJobStepJson(step, subject));
  return json;
}
