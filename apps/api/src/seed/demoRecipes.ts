/**
 * Demo cooks and recipes: five cooks over every status (two of them assigned to the demo user
 * `recipes`, who edits their recipes), and a dozen recipes with their steps, tags, shopping lists and
 * a few cooperating shops, one recipe linked to a current leaflet. Generated from its own fixed seed,
 * so the rest of the demo data stays as it was.
 */
import type { Transaction } from 'kysely';
import { seoIdOf, type RecipeComplexity, type RecipeStatus, type RecipeType } from '@flyerdesk/domain/recipes';
import type { Database } from '../db/schema';
import type { StoredRecipeStep } from '../db/schema.recipes';
import { recordAudit, SYSTEM_ACTOR, type RecordJson } from '../modules/audit/record';
import { cookStore } from '../modules/recipes/cooks';
import { recipeStore } from '../modules/recipes/recipes';
import type { RecordStore } from '../modules/resources/writes';
import { Prng } from './prng';

type Trx = Transaction<Database>;

/** Seed of the recipe demo data (independent of the other demo data's sequence). */
const RECIPES_SEED = 20_261_115;

const DAY = 24 * 3_600_000;

interface DemoCook {
  name: string;
  seoId: string;
  status: RecipeStatus;
  /** Assigned to the demo user `recipes`. */
  assigned: boolean;
}

/** The demo cooks; the user `recipes` is assigned exactly the two marked. */
export const DEMO_COOKS: readonly DemoCook[] = [
  { name: 'Ania Gotuje', seoId: 'ania-gotuje', status: 'ACTIVE', assigned: true },
  { name: 'Kuchnia Marka', seoId: 'kuchnia-marka', status: 'ACTIVE', assigned: true },
  { name: 'Szybkie Obiady', seoId: 'szybkie-obiady', status: 'READY_FOR_ACTIVATION', assigned: false },
  { name: 'Słodki Kącik', seoId: 'slodki-kacik', status: 'INACTIVE', assigned: false },
  { name: 'Zdrowa Miska', seoId: 'zdrowa-miska', status: 'READY_FOR_DISACTIVATION', assigned: false },
];

/** Names of the cooks assigned to the demo user `recipes`. */
export const DEMO_RECIPE_EDITOR_COOKS = DEMO_COOKS.filter((cook) => cook.assigned).map((cook) => cook.name);

interface DemoRecipe {
  cook: string;
  title: string;
  type: RecipeType;
  complexity: RecipeComplexity;
  status: RecipeStatus;
  minutes: number;
  servings: number;
  tags: string[];
  /** Days from today. */
  publishIn: number;
  /** A cooperating shop, by name. */
  shop?: string;
  steps: [name: string, description: string, extra?: string][];
}

const RECIPES: readonly DemoRecipe[] = [
  {
    cook: 'Ania Gotuje',
    title: 'Żurek na domowym zakwasie',
    type: 'SOUP',
    complexity: 'MEDIUM',
    status: 'ACTIVE',
    minutes: 75,
    servings: 4,
    tags: ['zupa', 'tradycja', 'wielkanoc'],
    publishIn: -20,
    shop: 'Biedronka',
    steps: [
      ['Zakwas', 'Zalej mąkę żytnią przegotowaną, letnią wodą, dodaj czosnek i odstaw na 4 dni.', 'Codziennie zamieszaj drewnianą łyżką.'],
      ['Wywar', 'Ugotuj białą kiełbasę w 1,5 l wody z liściem laurowym i zielem angielskim.'],
      ['Łączenie', 'Wlej zakwas do wywaru, dopraw majerankiem, solą i pieprzem, gotuj 10 minut.'],
      ['Podanie', 'Podawaj z jajkiem na twardo i pokrojoną kiełbasą.'],
    ],
  },
  {
    cook: 'Ania Gotuje',
    title: 'Pierogi ruskie',
    type: 'MAIN_COURSE',
    complexity: 'HARD',
    status: 'ACTIVE',
    minutes: 120,
    servings: 6,
    tags: ['pierogi', 'obiad'],
    publishIn: -12,
    steps: [
      ['Farsz', 'Ugotuj ziemniaki, przeciśnij przez praskę i wymieszaj z twarogiem i zeszkloną cebulą.'],
      ['Ciasto', 'Zagnieć mąkę z ciepłą wodą, olejem i szczyptą soli na gładkie ciasto.'],
      ['Lepienie', 'Rozwałkuj ciasto, wykrawaj krążki, nakładaj farsz i dokładnie sklejaj brzegi.'],
      ['Gotowanie', 'Gotuj partiami w osolonej wodzie 2 minuty od wypłynięcia.'],
    ],
  },
  {
    cook: 'Ania Gotuje',
    title: 'Sałatka jarzynowa',
    type: 'SALAD',
    complexity: 'EASY',
    status: 'READY_FOR_ACTIVATION',
    minutes: 50,
    servings: 8,
    tags: ['sałatka', 'święta'],
    publishIn: 5,
    shop: 'Lidl',
    steps: [
      ['Warzywa', 'Ugotuj marchew, pietruszkę, seler i ziemniaki w mundurkach, ostudź.'],
      ['Krojenie', 'Pokrój warzywa, jajka i ogórki kiszone w drobną kostkę.'],
      ['Doprawienie', 'Wymieszaj z groszkiem, majonezem i musztardą, dopraw solą i pieprzem.'],
    ],
  },
  {
    cook: 'Ania Gotuje',
    title: 'Owsianka z jabłkiem i cynamonem',
    type: 'BREAKFAST',
    complexity: 'EASY',
    status: 'INACTIVE',
    minutes: 15,
    servings: 2,
    tags: ['śniadanie', 'szybko'],
    publishIn: 14,
    steps: [
      ['Płatki', 'Zagotuj mleko i wsyp płatki owsiane, gotuj 5 minut mieszając.'],
      ['Jabłko', 'Zetrzyj jabłko i dodaj do owsianki razem z cynamonem.'],
      ['Podanie', 'Posyp orzechami i polej miodem.'],
    ],
  },
  {
    cook: 'Kuchnia Marka',
    title: 'Schabowy z kapustą zasmażaną',
    type: 'MAIN_COURSE',
    complexity: 'MEDIUM',
    status: 'ACTIVE',
    minutes: 60,
    servings: 4,
    tags: ['obiad', 'mięso'],
    publishIn: -30,
    shop: 'Kaufland',
    steps: [
      ['Mięso', 'Rozbij plastry schabu, posól i popieprz.'],
      ['Panierka', 'Obtocz kotlety w mące, roztrzepanym jajku i bułce tartej.'],
      ['Smażenie', 'Smaż na rozgrzanym smalcu po 4 minuty z każdej strony.'],
      ['Kapusta', 'Podsmaż kiszoną kapustę z cebulą i boczkiem, dopraw kminkiem.'],
    ],
  },
  {
    cook: 'Kuchnia Marka',
    title: 'Barszcz czerwony',
    type: 'SOUP',
    complexity: 'MEDIUM',
    status: 'READY_FOR_DISACTIVATION',
    minutes: 90,
    servings: 6,
    tags: ['zupa', 'wigilia'],
    publishIn: -60,
    steps: [
      ['Buraki', 'Obierz i pokrój buraki w plastry, zalej wodą z warzywami.'],
      ['Gotowanie', 'Gotuj na małym ogniu 40 minut, nie dopuszczając do wrzenia.'],
      ['Doprawienie', 'Dopraw czosnkiem, octem, cukrem i majerankiem.'],
    ],
  },
  {
    cook: 'Kuchnia Marka',
    title: 'Lemoniada miętowa',
    type: 'DRINK',
    complexity: 'EASY',
    status: 'ACTIVE',
    minutes: 10,
    servings: 4,
    tags: ['napój', 'lato'],
    publishIn: -3,
    steps: [
      ['Syrop', 'Rozpuść cukier w szklance gorącej wody, ostudź.'],
      ['Łączenie', 'Wymieszaj syrop z sokiem z cytryn, wodą gazowaną i listkami mięty.'],
      ['Podanie', 'Podawaj z dużą ilością lodu.'],
    ],
  },
  {
    cook: 'Szybkie Obiady',
    title: 'Makaron z pesto i pomidorkami',
    type: 'MAIN_COURSE',
    complexity: 'EASY',
    status: 'READY_FOR_ACTIVATION',
    minutes: 20,
    servings: 2,
    tags: ['makaron', 'szybko', 'wege'],
    publishIn: 2,
    shop: 'Carrefour',
    steps: [
      ['Makaron', 'Ugotuj makaron al dente w osolonej wodzie.'],
      ['Pomidorki', 'Przekrój pomidorki koktajlowe na pół i podsmaż krótko na oliwie.'],
      ['Łączenie', 'Wymieszaj makaron z pesto i pomidorkami, posyp parmezanem.'],
    ],
  },
  {
    cook: 'Szybkie Obiady',
    title: 'Kurczak curry z ryżem',
    type: 'MAIN_COURSE',
    complexity: 'MEDIUM',
    status: 'INACTIVE',
    minutes: 35,
    servings: 4,
    tags: ['obiad', 'kurczak'],
    publishIn: 9,
    steps: [
      ['Ryż', 'Ugotuj ryż basmati według instrukcji na opakowaniu.'],
      ['Kurczak', 'Pokrój pierś z kurczaka w kostkę i obsmaż z cebulą.'],
      ['Sos', 'Dodaj pastę curry i mleczko kokosowe, duś 15 minut.'],
    ],
  },
  {
    cook: 'Słodki Kącik',
    title: 'Sernik krakowski',
    type: 'DESSERT',
    complexity: 'HARD',
    status: 'INACTIVE',
    minutes: 150,
    servings: 12,
    tags: ['ciasto', 'sernik'],
    publishIn: 20,
    steps: [
      ['Spód', 'Zagnieć kruche ciasto, wyłóż nim formę i podpiecz 15 minut.'],
      ['Masa', 'Zmiksuj twaróg z jajkami, cukrem i budyniem na gładką masę.'],
      ['Pieczenie', 'Wylej masę na spód i piecz 60 minut w 170°C.', 'Studź w uchylonym piekarniku, żeby nie opadł.'],
      ['Kratka', 'Ułóż na wierzchu kratkę z ciasta i dopiecz 10 minut.'],
    ],
  },
  {
    cook: 'Słodki Kącik',
    title: 'Kisiel z owocami leśnymi',
    type: 'DESSERT',
    complexity: 'EASY',
    status: 'INACTIVE',
    minutes: 15,
    servings: 4,
    tags: ['deser', 'owoce'],
    publishIn: 25,
    steps: [
      ['Owoce', 'Zagotuj owoce leśne z cukrem i szklanką wody.'],
      ['Zagęszczanie', 'Wlej mąkę ziemniaczaną rozmieszaną w zimnej wodzie, mieszając.'],
      ['Podanie', 'Rozlej do pucharków i podawaj na ciepło lub na zimno.'],
    ],
  },
  {
    cook: 'Zdrowa Miska',
    title: 'Hummus z pieczoną papryką',
    type: 'SNACK',
    complexity: 'EASY',
    status: 'ACTIVE',
    minutes: 25,
    servings: 4,
    tags: ['przekąska', 'wege'],
    publishIn: -8,
    shop: 'Auchan',
    steps: [
      ['Papryka', 'Upiecz paprykę w 220°C, obierz ze skórki.'],
      ['Miksowanie', 'Zmiksuj ciecierzycę z tahiną, czosnkiem, sokiem z cytryny i papryką.'],
      ['Podanie', 'Polej oliwą i posyp papryką wędzoną.'],
    ],
  },
];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

async function auditCreated<T extends RecordJson>(trx: Trx, store: RecordStore<T>, ids: readonly string[]): Promise<void> {
  for (const id of [...ids].sort()) {
    const record = await store.read(trx, id);
    if (!record) continue;
    await recordAudit(trx, { resource: store.resource, id, action: 'CREATED', actor: SYSTEM_ACTOR, version: record.version, before: null, after: record, derived: store.derived });
  }
}

/** Adds the demo cooks and recipes (inside the demo data's transaction, after its users, shops and leaflets). */
export async function seedDemoRecipes(trx: Trx, now: Date): Promise<void> {
  const prng = new Prng(RECIPES_SEED);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const editor = await trx.selectFrom('users').select('id').where('username', '=', 'recipes').executeTakeFirst();
  const shops = await trx.selectFrom('stores').select(['id', 'name']).execute();
  const shopId = (name: string | undefined) => (name ? (shops.find((shop) => shop.name === name)?.id ?? null) : null);

  const cooks = DEMO_COOKS.map((cook, index) => ({
    id: prng.uuid(),
    name: cook.name,
    seo_id: cook.seoId,
    status: cook.status,
    created_at: new Date(today.getTime() - (90 - index) * DAY),
    updated_at: new Date(today.getTime() - (90 - index) * DAY),
  }));
  await trx.insertInto('cooks').values(cooks).execute();
  if (editor) {
    const assigned = cooks.filter((_cook, index) => DEMO_COOKS[index]?.assigned);
    await trx
      .insertInto('cook_editors')
      .values(assigned.map((cook) => ({ cook_id: cook.id, user_id: editor.id })))
      .execute();
  }
  const cookId = (name: string) => cooks.find((cook) => cook.name === name)?.id ?? '';

  // One recipe links the first current leaflet of its cooperating shop.
  const linked = await trx
    .selectFrom('leaflets')
    .innerJoin('stores', 'stores.id', 'leaflets.store_id')
    .select('leaflets.natural_id')
    .where('stores.name', '=', 'Biedronka')
    .where('leaflets.status', '=', 'ACTIVE')
    .orderBy('leaflets.natural_id')
    .executeTakeFirst();

  const recipes = RECIPES.map((recipe, index) => {
    const publish = new Date(today.getTime() + recipe.publishIn * DAY);
    const seoId = seoIdOf(recipe.title);
    const steps: StoredRecipeStep[] = recipe.steps.map(([name, description, extra]) => ({ name, description, extraDescription: extra ?? null, image: null }));
    const created = new Date(publish.getTime() - prng.int(2, 10) * DAY);
    return {
      id: prng.uuid(),
      cook_id: cookId(recipe.cook),
      title: recipe.title,
      seo_id: seoId,
      type: recipe.type,
      leaflet_id: index === 0 && linked ? linked.natural_id : null,
      publish_date: isoDay(publish),
      visible_at: prng.chance(0.4) ? new Date(publish.getTime() + 8 * 3_600_000) : null,
      status: recipe.status,
      preparation_time: recipe.minutes,
      number_of_servings: recipe.servings,
      complexity: recipe.complexity,
      tags: recipe.tags,
      long_url: `https://www.example.pl/przepisy/${seoId}`,
      shopping_list_url: prng.chance(0.6) ? `https://www.example.pl/lista/${prng.token(8)}` : null,
      cover: null,
      steps: JSON.stringify(steps),
      store_id: shopId(recipe.shop),
      created_at: created,
      created_by: DEMO_COOKS.find((cook) => cook.name === recipe.cook)?.assigned && prng.chance(0.7) ? 'recipes' : 'admin',
      updated_at: created,
      updated_by: null,
    };
  });
  await trx.insertInto('recipes').values(recipes).execute();

  await auditCreated(trx, cookStore, cooks.map((cook) => cook.id));
  await auditCreated(trx, recipeStore, recipes.map((recipe) => recipe.id));
}
