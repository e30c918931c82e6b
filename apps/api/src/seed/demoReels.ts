/**
 * Demo reels: three channels (the demo user `reels` is assigned to two of them, the third is the
 * administrators' own) and their reels in every status — drafts, published, deactivated, one removed —
 * with two whose visibility has already ended (hidden until "show expired" is on). Their pictures are
 * drawn when asked for (`/files/reels/demo-*.png`). Every action kind appears: leaflet pages of current
 * demo leaflets, web links and shopping-list products. Generated from its own fixed seed, so the rest
 * of the demo data stays as it was.
 */
import type { Transaction } from 'kysely';
import type { ReelActionType, ReelStatus } from '@flyerdesk/domain/reels';
import type { Database } from '../db/schema';
import { recordAudit, SYSTEM_ACTOR } from '../modules/audit/record';
import { reelChannelStore } from '../modules/reels/channels';
import { reelStore } from '../modules/reels/model';
import { Prng } from './prng';

type Trx = Transaction<Database>;

/** Seed of the reel demo data (independent of the other demo data's sequence). */
const REELS_SEED = 20_261_115;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo channels; `reels` marks the ones assigned to the demo user `reels`. */
export const DEMO_REEL_CHANNELS = [
  { naturalId: 'gazetki-tygodnia', name: 'Gazetki tygodnia', description: 'Krótkie zapowiedzi nowych gazetek.', autoCreateReels: true, reels: true },
  { naturalId: 'kuchnia-na-weekend', name: 'Kuchnia na weekend', description: 'Przepisy i produkty na weekendowe gotowanie.', autoCreateReels: false, reels: true },
  { naturalId: 'nowosci-sklepow', name: 'Nowości sklepów', description: 'Nowe sklepy i ich oferty (kanał administratorów).', autoCreateReels: false, reels: false },
] as const;

interface DemoReel {
  naturalId: string;
  channel: number;
  status: ReelStatus;
  /** Start and end of visibility, in days from today (an end before today: expired). */
  from: number;
  to: number;
  action: ReelActionType;
  description: string;
  cta: string | null;
  removed?: boolean;
}

/** Natural ids of two demo reels whose visibility has ended. */
export const DEMO_EXPIRED_REELS = ['wyprzedaz-zimowa-2025', 'swieta-przepisy-2025'] as const;

const REELS: readonly DemoReel[] = [
  { naturalId: 'gazetka-tygodnia-promocje', channel: 0, status: 'PUBLISHED', from: -2, to: 5, action: 'LEAFLET_PAGE', description: 'Najlepsze promocje tygodnia w jednej gazetce.', cta: 'Zobacz gazetkę' },
  { naturalId: 'owoce-i-warzywa', channel: 0, status: 'PUBLISHED', from: 0, to: 7, action: 'LEAFLET_PAGE', description: 'Sezonowe owoce i warzywa taniej.', cta: 'Otwórz stronę' },
  { naturalId: 'nowa-gazetka-zapowiedz', channel: 0, status: 'DRAFT', from: 3, to: 10, action: 'URL', description: 'Zapowiedź gazetki na przyszły tydzień.', cta: 'Czytaj więcej' },
  { naturalId: 'chemia-domowa-rabaty', channel: 0, status: 'DEACTIVATED', from: -1, to: 6, action: 'SHOPPING_LIST', description: 'Rabaty na chemię domową.', cta: 'Dodaj do listy' },
  { naturalId: DEMO_EXPIRED_REELS[0], channel: 0, status: 'PUBLISHED', from: -40, to: -10, action: 'URL', description: 'Zimowa wyprzedaż (zakończona).', cta: 'Zobacz' },
  { naturalId: 'makaron-z-pesto', channel: 1, status: 'PUBLISHED', from: -3, to: 4, action: 'SHOPPING_LIST', description: 'Makaron z pesto w 15 minut.', cta: 'Dodaj składniki' },
  { naturalId: 'grill-sezon', channel: 1, status: 'DRAFT', from: 5, to: 20, action: 'URL', description: 'Sezon grillowy: przepisy i promocje.', cta: null },
  { naturalId: DEMO_EXPIRED_REELS[1], channel: 1, status: 'DEACTIVATED', from: -60, to: -30, action: 'SHOPPING_LIST', description: 'Świąteczne przepisy (zakończone).', cta: 'Dodaj do listy' },
  { naturalId: 'nowy-sklep-otwarcie', channel: 2, status: 'PUBLISHED', from: -1, to: 13, action: 'URL', description: 'Otwarcie nowego sklepu w centrum.', cta: 'Sprawdź' },
  { naturalId: 'nowosci-marek-wlasnych', channel: 2, status: 'DRAFT', from: 2, to: 9, action: 'LEAFLET_PAGE', description: 'Nowości marek własnych.', cta: 'Zobacz stronę' },
  { naturalId: 'stara-kampania-usunieta', channel: 2, status: 'DEACTIVATED', from: -5, to: 25, action: 'URL', description: 'Kampania wycofana.', cta: null, removed: true },
];

const PRODUCTS = ['Mleko 2% 1 l', 'Makaron penne 500 g', 'Pesto bazyliowe', 'Płyn do naczyń', 'Kawa ziarnista 1 kg'];

export interface DemoReelPeople {
  /** The demo user `reels` (role EDITOR_REELS). */
  editor: { id: string } | undefined;
}

/** The demo channels and reels, each with its creation in the history. */
export async function seedDemoReels(trx: Trx, now: Date, people: DemoReelPeople): Promise<void> {
  const prng = new Prng(REELS_SEED);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const at = (days: number, hour: number) => new Date(today.getTime() + days * DAY + hour * HOUR);

  const channels = DEMO_REEL_CHANNELS.map((channel, index) => ({
    id: prng.uuid(),
    natural_id: channel.naturalId,
    name: channel.name,
    description: channel.description,
    auto_create_reels: channel.autoCreateReels,
    created_at: at(-30 + index, 9),
    updated_at: at(-30 + index, 9),
  }));
  await trx.insertInto('reel_channels').values(channels).execute();
  const editor = people.editor;
  if (editor) {
    await trx
      .insertInto('reel_channel_editors')
      .values(channels.filter((_channel, index) => DEMO_REEL_CHANNELS[index]?.reels).map((channel) => ({ channel_id: channel.id, user_id: editor.id })))
      .execute();
  }

  // Leaflet pages point at current demo leaflets.
  const leaflets = await trx
    .selectFrom('leaflets')
    .select(['natural_id', 'page_count'])
    .where('status', '=', 'ACTIVE')
    .where('page_count', '>=', 2)
    .orderBy('natural_id')
    .limit(5)
    .execute();

  const rows = REELS.map((reel, index) => {
    const leaflet = leaflets[index % Math.max(1, leaflets.length)];
    const leafletPage = reel.action === 'LEAFLET_PAGE' && leaflet !== undefined;
    const action: ReelActionType = reel.action === 'LEAFLET_PAGE' && !leafletPage ? 'URL' : reel.action;
    const insert = leafletPage && index % 3 === 1;
    const createdAt = at(Math.min(reel.from, 0) - 2, 8 + (index % 8));
    const visible = reel.status !== 'DRAFT';
    const impressions = visible ? prng.int(150, 25_000) : 0;
    return {
      id: prng.uuid(),
      channel_id: channels[reel.channel]?.id ?? '',
      natural_id: reel.naturalId,
      media_url: `/files/reels/demo-${reel.naturalId}.png`,
      media_type: 'IMAGE',
      description: reel.description,
      cta_button_text: reel.cta,
      visibility_time: prng.pick([5, 8, 10, 15, 20]),
      status: reel.status,
      visibility_start_date: at(reel.from, 6),
      visibility_end_date: at(reel.to, 22),
      publish_date: at(reel.from, 6),
      internal_note: prng.chance(0.4) ? 'Uzgodnione z działem marketingu.' : null,
      show_on: prng.chance(0.3) ? ['android', 'ios', 'web'] : ['android', 'ios', 'android2'],
      action_type: action,
      leaflet_id: leafletPage ? leaflet.natural_id : null,
      insert_number: leafletPage && insert ? 1 : null,
      standard_page_number: leafletPage && !insert ? prng.int(1, Math.max(1, leaflet.page_count)) : null,
      url: action === 'URL' ? `https://www.example.com/reels/${reel.naturalId}` : null,
      product_name: action === 'SHOPPING_LIST' ? prng.pick(PRODUCTS) : null,
      impressions,
      clicks: visible ? Math.floor(impressions * (0.01 + prng.next() * 0.08)) : 0,
      archived_at: reel.removed ? at(-1, 12) : null,
      created_at: createdAt,
      created_by: 'admin',
      updated_at: createdAt,
      updated_by: 'admin',
    };
  });
  await trx.insertInto('reels').values(rows).execute();

  for (const [store, ids] of [
    [reelChannelStore, channels.map((c) => c.id)],
    [reelStore, rows.map((r) => r.id)],
  ] as const) {
    for (const id of ids) {
      const record = await store.read(trx, id);
      if (!record) continue;
      await recordAudit(trx, { resource: store.resource, id, action: 'CREATED', actor: SYSTEM_ACTOR, version: record.version, before: null, after: record, derived: store.derived });
    }
  }
}
