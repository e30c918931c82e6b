import { validateWith } from './messages';
import { cookSchema, recipeSchema } from './recipes';

const COOK = '3f2a1bc4-1d2e-4f5a-9b8c-7d6e5f4a3b2c';
const SHOP = '9a2a1bc4-1d2e-4f5a-9b8c-7d6e5f4a3b2c';

const keysOf = (schema: typeof cookSchema | typeof recipeSchema, value: unknown) => {
  const result = validateWith(schema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
};

const RECIPE = {
  title: 'Żurek na zakwasie',
  seoId: 'zurek-na-zakwasie',
  cookId: COOK,
  type: 'SOUP',
  publishDate: '2026-03-02',
  preparationTime: 45,
  numberOfServings: 4,
  complexity: 'MEDIUM',
  steps: [{ name: 'Zakwas', description: 'Zalej mąkę wodą.' }],
};

describe('cookSchema (spec §5)', () => {
  it('accepts a cook and starts it INACTIVE', () => {
    expect(validateWith(cookSchema, { name: ' Ania Gotuje ', seoId: 'ania-gotuje', editorIds: [COOK] })).toEqual({
      ok: true,
      value: { name: 'Ania Gotuje', seoId: 'ania-gotuje', status: 'INACTIVE', editorIds: [COOK] },
    });
  });

  it('requires the name and the seo id, with the character rule of a web id', () => {
    expect(keysOf(cookSchema, { name: '', seoId: '' })).toEqual([
      ['name', 'validation.required'],
      ['seoId', 'validation.required'],
    ]);
    expect(keysOf(cookSchema, { name: 'Ania', seoId: 'Ania Gotuje' })).toEqual([['seoId', 'validation.storeWebId']]);
  });

  it('takes only the four statuses', () => {
    expect(keysOf(cookSchema, { name: 'Ania', seoId: 'ania', status: 'DELETED' })).toEqual([['status', 'validation.status']]);
    expect(keysOf(cookSchema, { name: 'Ania', seoId: 'ania', status: 'READY_FOR_DISACTIVATION' })).toEqual([]);
  });
});

describe('recipeSchema (spec §5)', () => {
  it('accepts a recipe with its steps in order and casts what was typed', () => {
    const result = validateWith(recipeSchema, {
      ...RECIPE,
      preparationTime: '45',
      numberOfServings: '4',
      tags: 'zupa, tradycja',
      leafletId: '',
      shoppingListUrl: 'https://www.example.pl/lista/abc123',
      cover: '/files/recipes/r-1.png',
      storeId: SHOP,
      steps: [
        { name: 'Zakwas', description: 'Zalej mąkę wodą.', key: 'k1' },
        { name: 'Gotowanie', description: 'Gotuj 20 minut.', image: 'https://img.example.com/a.jpg' },
      ],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ preparationTime: 45, numberOfServings: 4, tags: ['zupa', 'tradycja'], status: 'INACTIVE' });
    expect(result.value.steps.map((step) => step.name)).toEqual(['Zakwas', 'Gotowanie']);
    expect(result.value.steps[0]).not.toHaveProperty('key');
  });

  it('requires title, seo id, cook, type, publish date, time, servings, complexity and steps', () => {
    expect(keysOf(recipeSchema, {})).toEqual([
      ['title', 'validation.required'],
      ['seoId', 'validation.required'],
      ['cookId', 'validation.required'],
      ['type', 'validation.required'],
      ['publishDate', 'validation.required'],
      ['preparationTime', 'validation.required'],
      ['numberOfServings', 'validation.required'],
      ['complexity', 'validation.required'],
      ['steps', 'validation.stepsRequired'],
    ]);
  });

  it('refuses an unknown type or complexity and a seo id with other characters', () => {
    expect(keysOf(recipeSchema, { ...RECIPE, type: 'PIZZA', complexity: 'easy', seoId: 'Żurek' })).toEqual([
      ['seoId', 'validation.storeWebId'],
      ['type', 'validation.recipeType'],
      ['complexity', 'validation.complexity'],
    ]);
  });

  it.each([0, -5, 2.5, 'dużo'])('refuses the preparation time %j', (preparationTime) => {
    expect(keysOf(recipeSchema, { ...RECIPE, preparationTime })).toEqual([['preparationTime', 'validation.naturalNumber']]);
  });

  it('caps the preparation time and the servings', () => {
    expect(keysOf(recipeSchema, { ...RECIPE, preparationTime: 5000, numberOfServings: 101 })).toEqual([
      ['preparationTime', 'validation.numberMax'],
      ['numberOfServings', 'validation.numberMax'],
    ]);
  });

  it('refuses a tag listed twice, naming it', () => {
    const result = validateWith(recipeSchema, { ...RECIPE, tags: ['zupa', 'Zupa'] });
    expect(result.ok ? [] : result.invalidFields).toEqual([expect.objectContaining({ field: 'tags', key: 'validation.duplicateTag', values: { tag: 'Zupa' } })]);
  });

  it('refuses a shopping list link without /lista/<id> and a long link that is no link', () => {
    expect(keysOf(recipeSchema, { ...RECIPE, shoppingListUrl: 'https://www.example.pl/zakupy/abc', longUrl: 'not a link' })).toEqual([
      ['longUrl', 'validation.url'],
      ['shoppingListUrl', 'validation.shoppingListUrl'],
    ]);
  });

  it('needs a name and a description on every step, and at least one step', () => {
    expect(keysOf(recipeSchema, { ...RECIPE, steps: [] })).toEqual([['steps', 'validation.stepsRequired']]);
    expect(keysOf(recipeSchema, { ...RECIPE, steps: [{ name: 'A', description: 'B' }, { name: '', description: ' ', image: 'x' }] })).toEqual([
      ['steps[1].name', 'validation.required'],
      ['steps[1].description', 'validation.required'],
      ['steps[1].image', 'validation.url'],
    ]);
  });

  it('takes a visible-from moment and refuses one that is no moment', () => {
    expect(keysOf(recipeSchema, { ...RECIPE, visibleAt: '2026-03-02T08:00:00.000Z' })).toEqual([]);
    expect(keysOf(recipeSchema, { ...RECIPE, visibleAt: 'jutro' })).toEqual([['visibleAt', 'validation.dateTime']]);
  });
});
