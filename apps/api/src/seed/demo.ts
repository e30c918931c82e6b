/**
 * Demo data for an empty database: users for every role, Polish retail shops in categories and
 * groups, a few hundred leaflets over all statuses and platforms, and phones receiving push
 * notifications with a few notifications sent and planned. Generated from a fixed seed,
 * with dates relative to the day of seeding so that current leaflets look current.
 */
import { sql, type Insertable, type Transaction } from 'kysely';
import { LEAFLET_STATUSES, type LeafletStatus } from '@flyerdesk/domain/leafletStatus';
import { PLATFORM_KEYS } from '@flyerdesk/domain/platforms';
import type { Role } from '@flyerdesk/domain/roles';
import type { Db } from '../db/connect';
import { PRIORITY_COLUMNS } from '../db/migrations';
import type { Database, LeafletsTable } from '../db/schema';
import { recordAudit, SYSTEM_ACTOR } from '../modules/audit/record';
import { categoryStore } from '../modules/categories/routes';
import { groupStore } from '../modules/groups/routes';
import { insertStore } from '../modules/inserts/routes';
import { storeStore } from '../modules/stores/routes';
import { hashPassword } from '../modules/auth/passwords';
import { generatedStoreLogoName } from '../modules/files/urls';
import { diffLeaflets, toLeaflet, VISIBILITY_COLUMNS } from '../modules/leaflets/model';
import { ORDERING_STATUSES } from '@flyerdesk/domain/ordering';
import { seedDemoAppConfig } from './demoAppConfig';
import { seedDemoLoyaltyCards } from './demoLoyaltyCards';
import { DEMO_NOTIFICATION_CHANNELS, seedDemoNotifications } from './demoNotifications';
import { seedDemoRecipes } from './demoRecipes';
import { seedDemoReels } from './demoReels';
import { Prng } from './prng';

export const DEMO_PASSWORD = 'flyerdesk';
const SEED = 20_261_122;

export const DEMO_USERS: { username: string; roles: Role[]; enabled: boolean }[] = [
  { username: 'root', roles: ['ROOT'], enabled: true },
  { username: 'admin', roles: ['ADMIN'], enabled: true },
  { username: 'editor', roles: ['EDITOR'], enabled: true },
  { username: 'notifications', roles: ['EDITOR_NOTIFICATION'], enabled: true },
  { username: 'recipes', roles: ['EDITOR_RECIPE'], enabled: true },
  { username: 'reels', roles: ['EDITOR_REELS'], enabled: true },
  { username: 'disabled', roles: ['EDITOR'], enabled: false },
];

/** Number of shops (first by name) assigned to the demo editor. */
export const EDITOR_STORE_COUNT = 8;

const CATEGORIES = [
  { name: 'Supermarkety', webId: 'supermarkety' },
  { name: 'Dyskonty', webId: 'dyskonty' },
  { name: 'Drogerie', webId: 'drogerie' },
  { name: 'Elektronika i AGD', webId: 'elektronika-agd' },
  { name: 'Dom i ogród', webId: 'dom-i-ogrod' },
  { name: 'Moda i sport', webId: 'moda-i-sport' },
] as const;

type CategoryWebId = (typeof CATEGORIES)[number]['webId'];

const GROUPS = ['Sieci ogólnopolskie', 'Promocje weekendowe', 'Partnerzy premium'] as const;

const STORES: { name: string; category: CategoryWebId; groups: number[] }[] = [
  { name: 'Biedronka', category: 'dyskonty', groups: [0, 1] },
  { name: 'Lidl', category: 'dyskonty', groups: [0, 1] },
  { name: 'Kaufland', category: 'supermarkety', groups: [0] },
  { name: 'Auchan', category: 'supermarkety', groups: [0, 2] },
  { name: 'Carrefour', category: 'supermarkety', groups: [0, 2] },
  { name: 'Netto', category: 'dyskonty', groups: [1] },
  { name: 'Dino', category: 'supermarkety', groups: [] },
  { name: 'Stokrotka', category: 'supermarkety', groups: [1] },
  { name: 'Żabka', category: 'supermarkety', groups: [0] },
  { name: 'Rossmann', category: 'drogerie', groups: [0, 2] },
  { name: 'Hebe', category: 'drogerie', groups: [2] },
  { name: 'Super-Pharm', category: 'drogerie', groups: [] },
  { name: 'Media Markt', category: 'elektronika-agd', groups: [0, 2] },
  { name: 'RTV Euro AGD', category: 'elektronika-agd', groups: [0] },
  { name: 'Media Expert', category: 'elektronika-agd', groups: [1] },
  { name: 'Castorama', category: 'dom-i-ogrod', groups: [0] },
  { name: 'Leroy Merlin', category: 'dom-i-ogrod', groups: [2] },
  { name: 'OBI', category: 'dom-i-ogrod', groups: [] },
  { name: 'Jysk', category: 'dom-i-ogrod', groups: [1] },
  { name: 'Pepco', category: 'moda-i-sport', groups: [1] },
  { name: 'Action', category: 'dyskonty', groups: [1] },
  { name: 'Decathlon', category: 'moda-i-sport', groups: [2] },
  { name: 'Intermarché', category: 'supermarkety', groups: [] },
  { name: 'Aldi', category: 'dyskonty', groups: [0] },
];

const TITLES = [
  'Oferta tygodnia',
  'Gazetka promocyjna',
  'Promocje weekendowe',
  'Mega okazje',
  'Nowości sezonu',
  'Wielka wyprzedaż',
  'Tanie zakupy',
  'Oferta specjalna',
  'Hity cenowe',
  'Promocje na święta',
  'Powrót do szkoły',
  'Wiosenne porządki',
];

/** Share of each status among the demo leaflets (weights). */
const STATUS_WEIGHTS: Record<LeafletStatus, number> = {
  ACTIVE: 40,
  READY_FOR_ACTIVATION: 15,
  INACTIVE: 20,
  READY_FOR_DISACTIVATION: 10,
  DELETED: 15,
  // Only restoring a deleted leaflet makes it IMPORTED.
  IMPORTED: 0,
};

export function webIdOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DAY = 86_400_000;

function dayOffset(today: Date, days: number): Date {
  return new Date(today.getTime() + days * DAY);
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function shortDay(d: Date): string {
  const iso = isoDay(d);
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(2, 4)}`;
}

function pickStatus(prng: Prng): LeafletStatus {
  const total = LEAFLET_STATUSES.reduce((sum, s) => sum + STATUS_WEIGHTS[s], 0);
  let roll = prng.next() * total;
  for (const status of LEAFLET_STATUSES) {
    roll -= STATUS_WEIGHTS[status];
    if (roll < 0) return status;
  }
  return 'ACTIVE';
}

/** Days from today of the start and end of validity, by status. */
function validity(prng: Prng, status: LeafletStatus): { from: number; to: number } {
  switch (status) {
    case 'ACTIVE': {
      const from = prng.int(-10, 0);
      return { from, to: from + prng.int(7, 20) };
    }
    case 'READY_FOR_ACTIVATION': {
      // Some were published days ago and still wait for a publication (the dashboard lists them).
      const from = prng.int(-2, 8);
      return { from, to: from + prng.int(6, 14) };
    }
    case 'INACTIVE': {
      const from = prng.int(3, 25);
      return { from, to: from + prng.int(6, 14) };
    }
    case 'READY_FOR_DISACTIVATION': {
      const to = prng.int(-1, 2);
      return { from: to - prng.int(6, 14), to };
    }
    default: {
      const to = prng.int(-60, -1);
      return { from: to - prng.int(6, 14), to };
    }
  }
}

export interface SeedResult {
  seeded: boolean;
  users: number;
  stores: number;
  leaflets: number;
}

/** Shops whose demo sites the crawler reads (by web id), and the demo source that is always down. */
export const DEMO_CRAWLER_SHOPS = ['biedronka', 'lidl', 'kaufland', 'rossmann', 'media-expert'] as const;
export const DEMO_OFFLINE_SOURCE = 'Hipercom – gazetki';

/**
 * Crawler sources reading the demo sites the api serves itself (paths, so they work on any port),
 * plus one source that is down. Adds the sources that are missing by name; safe to run on every start.
 */
export async function seedCrawlerSources(db: Db): Promise<number> {
  const shops = await db
    .selectFrom('stores')
    .select(['id', 'name', 'store_web_id'])
    .where('store_web_id', 'in', [...DEMO_CRAWLER_SHOPS])
    .execute();
  const sources = [
    ...DEMO_CRAWLER_SHOPS.flatMap((webId) => {
      const shop = shops.find((s) => s.store_web_id === webId);
      return shop ? [{ name: `${shop.name} – gazetki`, store_id: shop.id, url: `/sample-sources/sites/${webId}` }] : [];
    }),
    { name: DEMO_OFFLINE_SOURCE, store_id: null, url: '/sample-sources/sites/offline' },
  ];
  const existing = await db.selectFrom('crawler_sources').select('name').execute();
  const known = new Set(existing.map((s) => s.name.toLowerCase()));
  const missing = sources.filter((s) => !known.has(s.name.toLowerCase()));
  if (missing.length === 0) return 0;
  await db
    .insertInto('crawler_sources')
    .values(missing)
    .onConflict((oc) => oc.expression(sql`lower(name)`).doNothing())
    .execute();
  return missing.length;
}

/** Fills an empty database with the demo data (does nothing when any user exists) and adds missing demo crawler sources. */
export async function seedDemo(db: Db, now: Date = new Date()): Promise<SeedResult> {
  const result = await seedDemoData(db, now);
  await seedCrawlerSources(db);
  return result;
}

async function seedDemoData(db: Db, now: Date): Promise<SeedResult> {
  const existing = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return { seeded: false, users: 0, stores: 0, leaflets: 0 };

  const prng = new Prng(SEED);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction().execute(async (trx) => {
    // Instances starting at the same time on one database: the first seeds, the others wait here and find its users.
    await sql`lock table users in exclusive mode`.execute(trx);
    const again = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (again) return { seeded: false, users: 0, stores: 0, leaflets: 0 };

    const users = DEMO_USERS.map((u) => ({ id: prng.uuid(), ...u }));
    await trx
      .insertInto('users')
      .values(
        users.map((u) => ({
          id: u.id,
          username: u.username,
          password_hash: passwordHash,
          roles: u.roles,
          notification_channels: u.username === 'notifications' ? [...DEMO_NOTIFICATION_CHANNELS] : ['NEW_OFFERS_NOTIFICATION'],
          enabled: u.enabled,
        })),
      )
      .execute();

    const categories = CATEGORIES.map((c) => ({ id: prng.uuid(), name: c.name, category_web_id: c.webId }));
    await trx.insertInto('categories').values(categories).execute();
    const categoryId = (webId: string) => categories.find((c) => c.category_web_id === webId)?.id ?? null;

    const groups = GROUPS.map((name) => ({ id: prng.uuid(), name }));
    await trx.insertInto('groups').values(groups).execute();

    const stores = STORES.map((s, index) => {
      const id = prng.uuid();
      return {
        id,
        name: s.name,
        store_web_id: webIdOf(s.name),
        category_id: categoryId(s.category),
        logo_name: generatedStoreLogoName(id),
        force_favorites: index < 3,
        show_anyway: prng.chance(0.2),
        store_at_first: index < 2,
        add_as_reels_channel: prng.chance(0.3),
        created_at: dayOffset(today, -120 + index),
        updated_at: dayOffset(today, -120 + index),
      };
    });
    await trx.insertInto('stores').values(stores).execute();
    const storeGroups = STORES.flatMap((s, index) =>
      s.groups.map((g) => ({ store_id: stores[index]?.id ?? '', group_id: groups[g]?.id ?? '' })),
    );
    await trx.insertInto('store_groups').values(storeGroups).execute();

    const byName = [...stores].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en'));
    const editorUsers = users.filter((u) => u.username === 'editor' || u.username === 'disabled');
    await trx
      .insertInto('store_editors')
      .values(
        editorUsers.flatMap((u) =>
          byName.slice(0, u.username === 'editor' ? EDITOR_STORE_COUNT : 3).map((s) => ({ store_id: s.id, user_id: u.id })),
        ),
      )
      .execute();

    // The notification sender is assigned every shop of the first two groups (it sends to them).
    const sender = users.find((u) => u.username === 'notifications');
    const senderShops = stores.filter((_store, index) => STORES[index]?.groups.some((g) => g === 0 || g === 1));
    if (sender && senderShops.length > 0) {
      await trx
        .insertInto('store_editors')
        .values(senderShops.map((s) => ({ store_id: s.id, user_id: sender.id })))
        .execute();
    }

    const leaflets: Insertable<LeafletsTable>[] = [];
    for (const store of stores) {
      const count = prng.int(12, 16);
      for (let i = 0; i < count; i += 1) {
        const status = pickStatus(prng);
        const { from, to } = validity(prng, status);
        const validFrom = dayOffset(today, from);
        const untilEndOfSupply = status !== 'DELETED' && prng.chance(0.1);
        const validTo = dayOffset(today, to);
        const publishDate = new Date(dayOffset(today, from - 1).getTime() + 6 * 3_600_000);
        const createdAt = new Date(publishDate.getTime() - prng.int(1, 7) * DAY - prng.int(0, 600) * 60_000);
        const refreshed = status !== 'DELETED' && prng.chance(0.25);
        const naturalId = `${store.store_web_id}-${shortDay(validFrom)}-${shortDay(validTo)}-${prng.token(5)}`;
        const row: Insertable<LeafletsTable> = {
          id: prng.uuid(),
          natural_id: naturalId,
          seo_id: `${store.store_web_id}-gazetka-${isoDay(validFrom)}-${prng.token(4)}`,
          store_id: store.id,
          status,
          valid_from: isoDay(validFrom),
          valid_to: untilEndOfSupply ? null : isoDay(validTo),
          until_end_of_supply: untilEndOfSupply,
          publish_date: publishDate,
          publish_end_date: null,
          created_at: createdAt,
          created_by: prng.pick(['admin', 'editor', 'root']),
          refreshed_at: refreshed ? new Date(createdAt.getTime() + prng.int(1, 48) * 3_600_000) : null,
          refreshed_by: refreshed ? prng.pick(['admin', 'editor']) : null,
          activate_ready_status_at: status === 'READY_FOR_ACTIVATION' ? createdAt : null,
          additional_info: `${prng.pick(TITLES)} ${store.name}`,
          additional_info2: prng.chance(0.3) ? 'Oferta ważna do wyczerpania zapasów' : null,
          long_url: `https://example.com/track/${store.store_web_id}/${prng.token(8)}`,
          thumbnail_tracking_url: prng.chance(0.5) ? `https://example.com/pixel/${prng.token(10)}` : null,
          redirect_url: prng.chance(0.3) ? `https://${store.store_web_id}.example.com/promocje` : null,
          zip_codes: prng.chance(0.2) ? [`0${prng.int(0, 9)}-${prng.int(100, 999)}`] : [],
          page_count: prng.int(4, 24),
          android_priority: null,
          ios_priority: null,
          web_priority: null,
          wp_priority: null,
          android2_priority: null,
          not_show_ad_inserts: prng.chance(0.1),
          not_allow_shopping_list: prng.chance(0.1),
          show_online_badge: prng.chance(0.2),
          show_popular_badge: prng.chance(0.2),
          has_recipe: prng.chance(0.1),
          watermark: prng.chance(0.15),
          force_last: prng.chance(0.05),
          group_id: prng.chance(0.2) ? prng.pick(groups).id : null,
          category_id: store.category_id,
          social_media: JSON.stringify(
            prng.chance(0.15) ? [{ platform: prng.pick(['YOUTUBE', 'TIKTOK'] as const), url: `https://example.com/v/${prng.token(8)}` }] : [],
          ),
          version: 1,
          updated_at: createdAt,
        };
        for (const platform of PLATFORM_KEYS) row[VISIBILITY_COLUMNS[platform]] = prng.chance(0.85);
        leaflets.push(row);
      }
    }

    // Priorities: unique per platform, held by leaflets on that platform's order of promotions.
    const orderable = leaflets.filter((l) => (ORDERING_STATUSES as readonly string[]).includes(l.status));
    for (const platform of PLATFORM_KEYS) {
      const column = PRIORITY_COLUMNS[platform];
      const holders = prng.shuffle(orderable).slice(0, prng.int(12, 18));
      holders.forEach((leaflet, index) => {
        leaflet[column] = index + 1;
        leaflet[VISIBILITY_COLUMNS[platform]] = true;
      });
    }

    for (let start = 0; start < leaflets.length; start += 100) {
      const inserted = await trx
        .insertInto('leaflets')
        .values(leaflets.slice(start, start + 100))
        .returningAll()
        .execute();
      await trx
        .insertInto('leaflet_history')
        .values(
          inserted.map((row) => ({
            leaflet_id: row.id,
            at: row.created_at,
            by: row.created_by,
            version: row.version,
            changes: JSON.stringify(diffLeaflets(undefined, toLeaflet(row))),
          })),
        )
        .execute();
    }
    await seedInserts(trx, prng, today, leaflets);
    await auditSeededRecords(trx);
    const admin = users.find((u) => u.username === 'admin');
    if (sender && admin) await seedDemoNotifications(trx, now, { sender, admin }, stores, groups);
    await seedDemoRecipes(trx, now);
    await seedDemoReels(trx, now, { editor: users.find((u) => u.username === 'reels') });
    await seedDemoLoyaltyCards(trx, now, stores);
    await seedDemoAppConfig(trx, users, stores);
    return { seeded: true, users: users.length, stores: stores.length, leaflets: leaflets.length };
  });
}

/** Names of demo inserts tests can rely on: one placed on a page of a demo leaflet, one unused. */
export const DEMO_USED_INSERT = 'spring-sale-insert';
export const DEMO_UNUSED_INSERT = 'summer-banner';

const INSERTS = [
  {
    name: DEMO_USED_INSERT,
    description: 'Wiosenna wyprzedaż – reklama między stronami gazetki',
    redirectUrl: 'https://example.com/wiosenna-wyprzedaz',
    from: -10,
    to: 20,
    platforms: { ios: true, android: true, android2: true, web: true },
  },
  {
    name: DEMO_UNUSED_INSERT,
    description: 'Letni baner sklepu internetowego',
    redirectUrl: 'https://www.example.com/lato',
    from: 30,
    to: 60,
    platforms: { ios: false, android: false, android2: false, web: true },
  },
  {
    name: 'loyalty_app_promo',
    description: null,
    redirectUrl: null,
    from: null,
    to: null,
    platforms: { ios: true, android: true, android2: false, web: false },
  },
] as const;

/** The demo inserts; the first is placed after the first page of the first current leaflet. */
async function seedInserts(trx: Transaction<Database>, prng: Prng, today: Date, leaflets: readonly Insertable<LeafletsTable>[]): Promise<void> {
  const rows = INSERTS.map((insert) => ({
    id: prng.uuid(),
    insert_name: insert.name,
    description: insert.description,
    redirect_url: insert.redirectUrl,
    long_url: insert.redirectUrl ? `https://example.com/track/insert/${insert.name}` : null,
    valid_from: insert.from === null ? null : isoDay(dayOffset(today, insert.from)),
    valid_to: insert.to === null ? null : isoDay(dayOffset(today, insert.to)),
    show_on_ios: insert.platforms.ios,
    show_on_android: insert.platforms.android,
    show_on_android2: insert.platforms.android2,
    show_on_web: insert.platforms.web,
  }));
  await trx.insertInto('inserts').values(rows).execute();
  const leaflet = leaflets.find((l) => l.status === 'ACTIVE' && l.page_count >= 2);
  const used = rows[0];
  if (leaflet?.id && used) {
    await trx.insertInto('leaflet_page_inserts').values({ leaflet_id: leaflet.id, insert_id: used.id, position: 2 }).execute();
  }
}

/** Every demo category, group, insert and shop starts its history with its creation by the system. */
async function auditSeededRecords(trx: Transaction<Database>): Promise<void> {
  const stores = [categoryStore, groupStore, insertStore, storeStore] as const;
  for (const store of stores) {
    const ids = await trx.selectFrom(store.table).select('id').orderBy('id').execute();
    for (const { id } of ids) {
      const record = await store.read(trx, id);
      if (!record) continue;
      await recordAudit(trx, {
        resource: store.resource,
        id,
        action: 'CREATED',
        actor: SYSTEM_ACTOR,
        version: record.version,
        before: null,
        after: record,
        derived: store.derived,
      });
    }
  }
}
