/**
 * Push notifications: the phones that receive them (devices, the shops each follows and its last known
 * place), the notifications composed and planned by staff, one delivery per device and notification
 * (the archive), and the built-in outbox that records what it was handed when no push service is
 * configured.
 */
import { sql, type Kysely, type Migration } from 'kysely';

export const notificationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      create table devices (
        id uuid primary key default gen_random_uuid(),
        token text not null,
        platform text not null check (platform in ('android', 'ios')),
        latitude double precision check (latitude between -90 and 90),
        longitude double precision check (longitude between -180 and 180),
        created_at timestamptz not null default now(),
        last_seen_at timestamptz not null default now(),
        constraint devices_place_ck check ((latitude is null) = (longitude is null))
      )`.execute(db);
    await sql`create unique index devices_token_uq on devices (token)`.execute(db);

    await sql`
      create table device_stores (
        device_id uuid not null references devices(id) on delete cascade,
        store_id uuid not null references stores(id) on delete cascade,
        primary key (device_id, store_id)
      )`.execute(db);
    // Recipients are found from the shops a notification is sent to.
    await sql`create index device_stores_store_idx on device_stores (store_id, device_id)`.execute(db);

    await sql`
      create table notifications (
        id uuid primary key default gen_random_uuid(),
        channel text not null,
        title text,
        text text,
        big_icon text,
        big_picture text,
        deep_link text,
        webpage_link text,
        show_tracking_link text,
        open_tracking_link text,
        geolocations text[] not null default '{}',
        devices text[] not null default '{}',
        store_ids uuid[] not null default '{}',
        group_ids uuid[] not null default '{}',
        status text not null check (status in ('PLANNED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED')),
        planned_at timestamptz,
        job_id uuid references jobs(id) on delete set null,
        recipients integer not null default 0 check (recipients >= 0),
        sent integer not null default 0 check (sent >= 0),
        failed integer not null default 0 check (failed >= 0),
        started_at timestamptz,
        finished_at timestamptz,
        created_at timestamptz not null default now(),
        created_by text,
        created_by_id uuid references users(id) on delete set null,
        version integer not null default 1,
        updated_at timestamptz not null default now(),
        updated_by text
      )`.execute(db);
    // The archive's lists: newest first, by status and by channel (the notification role sees its channels only).
    await sql`create index notifications_created_idx on notifications (created_at desc, id desc)`.execute(db);
    await sql`create index notifications_status_idx on notifications (status, created_at desc)`.execute(db);
    await sql`create index notifications_channel_idx on notifications (channel, created_at desc)`.execute(db);
    await sql`create index notifications_planned_idx on notifications (planned_at) where planned_at is not null`.execute(db);
    await sql`create index notifications_job_idx on notifications (job_id)`.execute(db);

    await sql`
      create table notification_deliveries (
        id uuid primary key default gen_random_uuid(),
        notification_id uuid not null references notifications(id) on delete cascade,
        device_id uuid not null,
        device_token text not null,
        platform text not null,
        idempotency_key text not null,
        status text not null default 'PENDING' check (status in ('PENDING', 'SENDING', 'DONE')),
        tries integer not null default 0 check (tries >= 0),
        next_try_at timestamptz,
        response_code integer,
        error_code text,
        sent_at timestamptz,
        store_ids uuid[] not null default '{}',
        created_at timestamptz not null default now(),
        constraint notification_deliveries_done_ck check (status <> 'DONE' or (response_code is not null and sent_at is not null))
      )`.execute(db);
    await sql`create unique index notification_deliveries_key_uq on notification_deliveries (idempotency_key)`.execute(db);
    await sql`create unique index notification_deliveries_device_uq on notification_deliveries (notification_id, device_id)`.execute(db);
    // The sending job picks the devices still to go.
    await sql`create index notification_deliveries_todo_idx on notification_deliveries (notification_id, status, next_try_at) where status <> 'DONE'`.execute(
      db,
    );
    // The delivery archive: newest first, by notification, by device token and by shop.
    await sql`create index notification_deliveries_sent_idx on notification_deliveries (sent_at desc, id desc) where status = 'DONE'`.execute(db);
    await sql`create index notification_deliveries_notification_idx on notification_deliveries (notification_id, sent_at desc) where status = 'DONE'`.execute(
      db,
    );
    await sql`create index notification_deliveries_token_idx on notification_deliveries (device_token)`.execute(db);
    await sql`create index notification_deliveries_stores_idx on notification_deliveries using gin (store_ids)`.execute(db);

    await sql`
      create table notification_outbox (
        idempotency_key text primary key,
        notification_id uuid not null,
        device_token text not null,
        payload jsonb not null,
        response_code integer not null,
        received_at timestamptz not null default now()
      )`.execute(db);
    await sql`create index notification_outbox_notification_idx on notification_outbox (notification_id, received_at)`.execute(db);
  },
};
