/** Background jobs and their steps (the job runner's queue). */
import { sql, type Kysely, type Migration } from 'kysely';
import { JOB_MAX_ATTEMPTS } from '@flyerdesk/domain/jobs';

export const jobsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table jobs (
        id uuid primary key default gen_random_uuid(),
        kind text not null,
        status text not null,
        subject jsonb not null default '{}',
        params jsonb not null default '{}',
        checkpoint jsonb,
        result jsonb,
        done integer not null default 0,
        total integer,
        failed_steps integer not null default 0,
        error_code text,
        message text,
        attempt integer not null default 0,
        max_attempts integer not null default ${sql.lit(JOB_MAX_ATTEMPTS)},
        started_by text,
        started_by_id uuid references users(id) on delete set null,
        run_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        started_at timestamptz,
        finished_at timestamptz,
        locked_by text,
        lease_until timestamptz,
        cancel_requested boolean not null default false,
        version integer not null default 1,
        updated_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index jobs_claim_idx on jobs (status, run_at)`.execute(db);
    await sql`create index jobs_kind_created_idx on jobs (kind, created_at desc)`.execute(db);
    await sql`create index jobs_created_idx on jobs (created_at desc)`.execute(db);
    await sql`create index jobs_leaflet_idx on jobs ((subject->>'leafletId'), created_at desc) where kind = 'PAGE_CUT'`.execute(db);

    await sql`
      create table job_steps (
        job_id uuid not null references jobs(id) on delete cascade,
        key text not null,
        number integer,
        status text not null,
        error_code text,
        error text,
        attempts integer not null default 0,
        result jsonb,
        updated_at timestamptz not null default now(),
        primary key (job_id, key)
      )`.execute(db);
  },
};
