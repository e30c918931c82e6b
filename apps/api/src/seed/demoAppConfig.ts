/**
 * Demo app configuration: a few sections filled with Polish content by the demo administrators,
 * written through the same path as a save on the screen (checked, versioned, audited), so their
 * history shows who changed what. The other sections keep their defaults.
 */
import type { Transaction } from 'kysely';
import type { AppConfigDocuments, AppConfigSection } from '@flyerdesk/domain/appConfig';
import type { Database } from '../db/schema';
import type { Actor } from '../modules/audit/record';
import { saveSection } from '../modules/appConfig/service';

type Trx = Transaction<Database>;

/** Shops of the demo's popular shops and mega menu, by name. */
export const DEMO_POPULAR_SHOPS = ['Biedronka', 'Lidl'] as const;

/** The cities of the web's popular cities after the demo edits (the last one added in a second version). */
export const DEMO_POPULAR_CITIES = ['Warszawa', 'Kraków', 'Gdańsk'] as const;

/** One save of a section by a demo user. */
interface DemoSave<S extends AppConfigSection = AppConfigSection> {
  section: S;
  username: 'admin' | 'root';
  document: AppConfigDocuments[S];
}

function save<S extends AppConfigSection>(section: S, username: 'admin' | 'root', document: AppConfigDocuments[S]): DemoSave {
  return { section, username, document };
}

/** Fills the demo sections (after the demo cooks); `users` are the demo users, `shops` the demo shops. */
export async function seedDemoAppConfig(trx: Trx, users: readonly { id: string; username: string }[], shops: readonly { id: string; name: string }[]): Promise<void> {
  const cooks = await trx.selectFrom('cooks').select(['id', 'name']).execute();
  const shopIds = (...names: string[]) => names.flatMap((name) => shops.filter((shop) => shop.name === name).map((shop) => shop.id));
  const cookIds = (...names: string[]) => names.flatMap((name) => cooks.filter((cook) => cook.name === name).map((cook) => cook.id));
  const saves: DemoSave[] = [
    save('articlesList', 'admin', {
      items: [
        {
          title: 'Jak czytać gazetki promocyjne i nie przepłacać',
          additionalInfo: 'Pięć sposobów na sprytne zakupy w tygodniu',
          imageUrl: 'https://flyerdesk.example/articles/jak-czytac-gazetki.jpg',
          articleUrl: 'https://flyerdesk.example/poradnik/jak-czytac-gazetki',
          isSponsored: false,
        },
        {
          title: 'Grillowanie na majówkę – lista zakupów',
          additionalInfo: 'Kiełbaski, warzywa i sosy w najlepszych cenach',
          imageUrl: 'https://flyerdesk.example/articles/majowka-grill.jpg',
          articleUrl: 'https://flyerdesk.example/poradnik/majowka-grill',
          isSponsored: true,
        },
      ],
    }),
    save('webPopularCities', 'admin', { cities: ['Warszawa', 'Kraków'] }),
    save('webPopularCities', 'root', { cities: [...DEMO_POPULAR_CITIES] }),
    save('webPopularStores', 'admin', { storeIds: shopIds(...DEMO_POPULAR_SHOPS) }),
    save('webMegaMenu', 'admin', {
      categories: [
        { name: 'Dyskonty', storeIds: shopIds('Biedronka', 'Lidl', 'Aldi') },
        { name: 'Drogerie', storeIds: shopIds('Rossmann', 'Hebe') },
      ],
      cookIds: cookIds('Ania Gotuje', 'Kuchnia Marka'),
    }),
    save('keywords', 'admin', { keywords: ['promocje', 'gazetka', 'kupony', 'wyprzedaż'] }),
  ];

  const sections = await trx.selectFrom('app_config_sections').select(['id', 'section']).execute();
  for (const { section, username, document } of saves) {
    const row = sections.find((s) => s.section === section);
    const user = users.find((u) => u.username === username);
    if (!row || !user) continue;
    const actor: Actor = { id: user.id, username: user.username };
    await saveSection(trx, { id: row.id, section, expected: undefined, actor, document: () => Promise.resolve(document) });
  }
}
