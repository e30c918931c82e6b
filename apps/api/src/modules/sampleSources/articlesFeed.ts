/**
 * The demo article-data feed: what a retailers' data provider would publish about the retailers'
 * current leaflets and their articles. Generated from the shops and leaflets in the database with
 * a fixed seed, so the same data gives the same feed; it exercises every outcome of the import's
 * matching (by natural id, by validity dates, nothing found, unknown retailer).
 */
import { Prng } from '../../seed/prng';

export const FEED_PAGE_SIZE = 5;
/** Items of the feed (when enough shops exist). */
export const FEED_ITEM_COUNT = 60;
/** Shops the feed describes. */
const KNOWN_RETAILERS = 8;
/** Retailers the feed knows and the demo does not (their items never match). */
export const UNKNOWN_RETAILERS: readonly { webId: string; name: string }[] = [
  { webId: 'hipercom', name: 'Hipercom' },
  { webId: 'delikatesy-centrum', name: 'Delikatesy Centrum' },
];

export interface SourceArticle {
  externalId: string;
  name: string;
  brand: string | null;
  packaging: string | null;
  price: number | null;
  currency: 'PLN';
  pricePerUnit: number | null;
  unit: string | null;
  crossedPrice: number | null;
  discount: string | null;
  pageNumber: number | null;
}

export interface SourceItem {
  externalId: string;
  retailer: string;
  title: string;
  validFrom: string;
  validTo: string;
  leafletNaturalId: string | null;
  articles: SourceArticle[];
}

export interface SourcePage {
  page: number;
  pageCount: number;
  total: number;
  items: SourceItem[];
}

export interface FeedShop {
  storeWebId: string;
  name: string;
  /** The shop's leaflets that are not deleted and have both validity dates, by natural id. */
  leaflets: readonly { naturalId: string; validFrom: string; validTo: string }[];
}

/** Product, brand, packaging, quantity in the unit of the unit price, and that unit. */
const PRODUCTS: readonly [string, string | null, string, number, string][] = [
  ['Mleko UHT 3,2%', 'Łaciate', '1 l', 1, 'l'],
  ['Masło ekstra', 'Mlekovita', '200 g', 0.2, 'kg'],
  ['Ser żółty Gouda w plastrach', 'Serenada', '150 g', 0.15, 'kg'],
  ['Jogurt naturalny', 'Piątnica', '330 g', 0.33, 'kg'],
  ['Chleb żytni na zakwasie', 'Oskroba', '500 g', 0.5, 'kg'],
  ['Kawa mielona', 'Jacobs Krönung', '500 g', 0.5, 'kg'],
  ['Herbata czarna ekspresowa', 'Lipton', '100 torebek', 100, 'szt.'],
  ['Czekolada mleczna', 'E. Wedel', '100 g', 0.1, 'kg'],
  ['Sok pomarańczowy 100%', 'Tymbark', '1 l', 1, 'l'],
  ['Woda mineralna niegazowana', 'Żywiec Zdrój', '6 × 1,5 l', 9, 'l'],
  ['Piwo jasne pełne', 'Tyskie', '0,5 l', 0.5, 'l'],
  ['Szynka konserwowa', 'Krakus', '100 g', 0.1, 'kg'],
  ['Kiełbasa śląska', 'Sokołów', '1 kg', 1, 'kg'],
  ['Filet z piersi kurczaka', 'Drobimex', '1 kg', 1, 'kg'],
  ['Jabłka Ligol', null, '1 kg', 1, 'kg'],
  ['Banany', null, '1 kg', 1, 'kg'],
  ['Pomidory malinowe', null, '1 kg', 1, 'kg'],
  ['Ziemniaki młode', null, '2 kg', 2, 'kg'],
  ['Makaron spaghetti', 'Lubella', '500 g', 0.5, 'kg'],
  ['Ryż basmati', 'Kupiec', '4 × 100 g', 0.4, 'kg'],
  ['Olej rzepakowy', 'Kujawski', '1 l', 1, 'l'],
  ['Proszek do prania', 'Vizir', '2,6 kg', 2.6, 'kg'],
  ['Płyn do naczyń', 'Ludwik', '900 ml', 0.9, 'l'],
  ['Papier toaletowy', 'Velvet', '8 rolek', 8, 'szt.'],
  ['Pasta do zębów', 'Colgate', '75 ml', 0.075, 'l'],
  ['Szampon do włosów', 'Head & Shoulders', '400 ml', 0.4, 'l'],
  ['Chipsy ziemniaczane solone', "Lay's", '140 g', 0.14, 'kg'],
  ['Lody śmietankowe', 'Koral', '1 l', 1, 'l'],
  ['Pizza mrożona Guseppe', 'Dr. Oetker', '350 g', 0.35, 'kg'],
  ['Karma dla kota z łososiem', 'Whiskas', '4 × 85 g', 0.34, 'kg'],
  ['Pierogi ruskie', 'Virtu', '400 g', 0.4, 'kg'],
  ['Twaróg półtłusty', 'Mlekpol', '250 g', 0.25, 'kg'],
];

const TITLES = ['Gazetka promocyjna', 'Oferta tygodnia', 'Hity cenowe', 'Mega okazje', 'Promocje weekendowe', 'Tanie zakupy'];
const DISCOUNTS = [0.15, 0.2, 0.25, 0.3, 0.4, 0.5];
const DAY = 86_400_000;

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function plDay(iso: string): string {
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}`;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A stable number from a text (FNV-1a), seeding each item's own generator. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function articlesOf(itemId: string): SourceArticle[] {
  const prng = new Prng(hashOf(itemId));
  const count = prng.int(5, 15);
  const products = prng.shuffle(PRODUCTS).slice(0, count);
  return products.map(([name, brand, packaging, quantity, unit], index) => {
    const price = round2(prng.int(2, 45) - 0.01);
    const discounted = prng.chance(0.4);
    const discount = discounted ? prng.pick(DISCOUNTS) : undefined;
    return {
      externalId: `${itemId}-a${String(index + 1).padStart(2, '0')}`,
      name,
      brand,
      packaging,
      price,
      currency: 'PLN' as const,
      pricePerUnit: round2(price / quantity),
      unit,
      crossedPrice: discount !== undefined ? round2(price / (1 - discount)) : null,
      discount: discount !== undefined ? `-${Math.round(discount * 100)}%` : null,
      pageNumber: 1 + Math.floor(index / 2),
    };
  });
}

/** Shops of the feed: every third shop by web id, at most KNOWN_RETAILERS. */
function feedShops(shops: readonly FeedShop[]): FeedShop[] {
  return [...shops]
    .sort((a, b) => a.storeWebId.localeCompare(b.storeWebId))
    .filter((_, index) => index % 3 === 0)
    .slice(0, KNOWN_RETAILERS);
}

/** Leaflets whose validity pair no other leaflet of the shop shares (a date match is then unambiguous). */
function uniqueByDates(leaflets: FeedShop['leaflets']): FeedShop['leaflets'] {
  const pairs = new Map<string, number>();
  for (const l of leaflets) pairs.set(`${l.validFrom}/${l.validTo}`, (pairs.get(`${l.validFrom}/${l.validTo}`) ?? 0) + 1);
  return leaflets.filter((l) => pairs.get(`${l.validFrom}/${l.validTo}`) === 1);
}

/**
 * Every item of the feed. Each retailer gets items in the cycle: one naming a leaflet by its
 * natural id, one with the validity dates of a leaflet, one matching nothing (dates months ahead).
 */
export function feedItems(shops: readonly FeedShop[], now: Date): SourceItem[] {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const known = feedShops(shops);
  const knownIds = new Set(shops.map((s) => s.storeWebId));
  const unknown = UNKNOWN_RETAILERS.filter((r) => !knownIds.has(r.webId));
  const retailers: { webId: string; name: string; shop?: FeedShop }[] = [
    ...known.map((shop) => ({ webId: shop.storeWebId, name: shop.name, shop })),
    ...unknown,
  ];
  if (retailers.length === 0) return [];
  const byNaturalId = new Map<string, number>();
  const byDates = new Map<string, number>();
  const items: SourceItem[] = [];
  for (let i = 0; i < FEED_ITEM_COUNT; i += 1) {
    const retailer = retailers[i % retailers.length];
    if (!retailer) continue;
    const round = Math.floor(i / retailers.length);
    const externalId = `${retailer.webId}-${String(round + 1).padStart(3, '0')}`;
    const prng = new Prng(hashOf(`${externalId}/title`));
    let validFrom = isoDay(new Date(today.getTime() + (90 + round * 7) * DAY));
    let validTo = isoDay(new Date(today.getTime() + (96 + round * 7) * DAY));
    let leafletNaturalId: string | null = null;
    const shop = retailer.shop;
    if (shop && round % 3 === 0) {
      const used = byNaturalId.get(shop.storeWebId) ?? 0;
      const leaflet = shop.leaflets[used];
      if (leaflet) {
        byNaturalId.set(shop.storeWebId, used + 1);
        leafletNaturalId = leaflet.naturalId;
        validFrom = leaflet.validFrom;
        validTo = leaflet.validTo;
      }
    } else if (shop && round % 3 === 1) {
      const candidates = uniqueByDates(shop.leaflets);
      const used = byDates.get(shop.storeWebId) ?? 0;
      // From the end of the list, so that the natural-id items (from the start) name other leaflets.
      const leaflet = candidates[candidates.length - 1 - used];
      if (leaflet) {
        byDates.set(shop.storeWebId, used + 1);
        validFrom = leaflet.validFrom;
        validTo = leaflet.validTo;
      }
    }
    items.push({
      externalId,
      retailer: retailer.webId,
      title: `${retailer.name}: ${prng.pick(TITLES)} ${plDay(validFrom)}–${plDay(validTo)}`,
      validFrom,
      validTo,
      leafletNaturalId,
      articles: articlesOf(externalId),
    });
  }
  return items;
}

/** Number of pages of a feed with `total` items (at least one, possibly empty). */
export function feedPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / FEED_PAGE_SIZE));
}

/** One page (1-based) of the feed; undefined past the last page. */
export function feedPage(items: readonly SourceItem[], page: number): SourcePage | undefined {
  const pageCount = feedPageCount(items.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return undefined;
  return {
    page,
    pageCount,
    total: items.length,
    items: items.slice((page - 1) * FEED_PAGE_SIZE, page * FEED_PAGE_SIZE),
  };
}
