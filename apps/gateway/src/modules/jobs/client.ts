import type { JobErrorCode, JobKind, JobStatus, JobStepStatus } from '@flyerdesk/domain/jobs';
import { ScopedClient, seg } from '../../upstream/http';

/** What a job works on, as the api answers it (only the fields of its kind are set). */
export interface UpstreamJobSubject {
  storeId?: string | null;
  storeName?: string | null;
  leafletId?: string | null;
  leafletNaturalId?: string | null;
  sourceId?: string | null;
  sourceName?: string | null;
  /** NOTIFICATION_SEND: the notification, its title (null on NEW_OFFERS_NOTIFICATION) and channel. */
  notificationId?: string | null;
  notificationTitle?: string | null;
  notificationChannel?: string | null;
}

/** One step of a job (a page of a cut), as the api answers it. */
export interface UpstreamJobStep {
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

export interface UpstreamJobResult {
  imported?: number | null;
  matched?: number | null;
  unmatched?: number | null;
  found?: number | null;
  new?: number | null;
  pages?: number | null;
  /** LEAFLET_FROM_ZIP: the page cut queued for the new PDF (null when page cutting is off). */
  cutJobId?: string | null;
  /** LEAFLET_PDF: when the download link stops working. */
  expiresAt?: string | null;
  /** NOTIFICATION_SEND: devices resolved, delivered, failed for good. */
  recipients?: number | null;
  sent?: number | null;
  failed?: number | null;
}

/** A background job as every job endpoint of the api answers it (steps only on single-job reads). */
export interface UpstreamJob {
  id: string;
  kind: JobKind;
  status: JobStatus;
  running: boolean;
  subject: UpstreamJobSubject | null;
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
  result: UpstreamJobResult | null;
  steps?: UpstreamJobStep[];
}

/** GET /api/jobs answer. */
export interface UpstreamJobList {
  items: UpstreamJob[];
  version: number;
}

/** GET /api/jobs/version answer: bumped by every change of any job or step. */
export interface UpstreamJobsVersion {
  version: number;
}

export interface JobListQuery {
  state: 'RUNNING' | 'FINISHED' | 'ALL';
  kind?: JobKind;
  limit: number;
}

/** REST client for background jobs (the signed-in user's token; the api applies the editor's shop scope). */
export class JobsClient extends ScopedClient {
  list(query: JobListQuery): Promise<UpstreamJobList> {
    return this.get<UpstreamJobList>('/api/jobs', { state: query.state, kind: query.kind, limit: query.limit });
  }

  version(): Promise<UpstreamJobsVersion> {
    return this.get<UpstreamJobsVersion>('/api/jobs/version');
  }

  /** One job with its steps; 404 when unknown or outside the editor's shops. */
  byId(id: string): Promise<UpstreamJob> {
    return this.get<UpstreamJob>(`/api/jobs/${seg(id)}`);
  }

  cancel(id: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', `/api/jobs/${seg(id)}/cancel`);
  }

  retry(id: string): Promise<UpstreamJob> {
    return this.write<UpstreamJob>('POST', `/api/jobs/${seg(id)}/retry`);
  }
}
