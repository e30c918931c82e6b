/** Table shapes of the job runner (see migrations/0003_jobs.ts). */
import type { ColumnType, Generated, Selectable } from 'kysely';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** jsonb: read as parsed JSON, written as JSON text. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

/** What a job works on: only the fields of its kind are set. */
export interface JobSubjectJson {
  storeId?: string;
  storeName?: string;
  leafletId?: string;
  leafletNaturalId?: string;
  sourceId?: string;
  sourceName?: string;
  /** The notification a NOTIFICATION_SEND job sends, its title (none on NEW_OFFERS_NOTIFICATION) and channel. */
  notificationId?: string;
  notificationTitle?: string;
  notificationChannel?: string;
}

export interface JobsTable {
  id: Generated<string>;
  /** A JobKind. */
  kind: string;
  /** A JobStatus. */
  status: string;
  subject: Json<JobSubjectJson>;
  params: Json<Record<string, unknown>>;
  /** Where a resumed run continues (written together with the work it describes). */
  checkpoint: NullableJson<unknown>;
  /** Counts, plus the ids and times some kinds name (JobResultJson). */
  result: NullableJson<Record<string, unknown>>;
  done: Generated<number>;
  total: number | null;
  /** Steps in FAILED status (kept with every step write). */
  failed_steps: Generated<number>;
  /** A JobErrorCode. */
  error_code: string | null;
  message: string | null;
  /** Attempts started so far (1 during the first run). */
  attempt: Generated<number>;
  max_attempts: Generated<number>;
  started_by: string | null;
  started_by_id: string | null;
  /** When the job may run (next). */
  run_at: GeneratedTimestamp;
  created_at: GeneratedTimestamp;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
  /** The runner (instance and claim) holding the job while it runs. */
  locked_by: string | null;
  /** The holder renews this; a running job whose lease passed is taken over by another runner. */
  lease_until: NullableTimestamp;
  cancel_requested: Generated<boolean>;
  version: Generated<number>;
  updated_at: GeneratedTimestamp;
}

export interface JobStepsTable {
  job_id: string;
  key: string;
  number: number | null;
  /** A JobStepStatus. */
  status: string;
  error_code: string | null;
  error: string | null;
  attempts: Generated<number>;
  result: NullableJson<Record<string, unknown>>;
  updated_at: GeneratedTimestamp;
}

export interface JobTables {
  jobs: JobsTable;
  job_steps: JobStepsTable;
}

export type JobRow = Selectable<JobsTable>;
export type JobStepRow = Selectable<JobStepsTable>;
