import {
  canWriteRecipesOf,
  duplicateTag,
  isRecipeComplexity,
  isRecipeStatus,
  isRecipeType,
  isShoppingListUrl,
  RECIPE_STATUSES,
  seoIdOf,
  splitMinutes,
  tagsOf,
  visibleCookIds,
} from './recipes';

describe('recipe statuses, types and complexities (spec §4, §9)', () => {
  it('gives cooks and recipes the same four statuses', () => {
    expect(RECIPE_STATUSES).toEqual(['INACTIVE', 'READY_FOR_ACTIVATION', 'ACTIVE', 'READY_FOR_DISACTIVATION']);
    expect(isRecipeStatus('ACTIVE')).toBe(true);
    expect(isRecipeStatus('DELETED')).toBe(false);
  });

  it('knows the dish types and the three complexities', () => {
    expect(isRecipeType('SOUP')).toBe(true);
    expect(isRecipeType('soup')).toBe(false);
    expect(['EASY', 'MEDIUM', 'HARD'].every(isRecipeComplexity)).toBe(true);
    expect(isRecipeComplexity('EXTREME')).toBe(false);
  });
});

describe('shopping list links (spec §5)', () => {
  it.each([
    'https://www.example.pl/lista/abc123',
    'http://example.pl/lista/abc_123/',
    'www.example.pl/lista/x1?utm=app',
    'example.pl/pl/lista/Zakupy1#top',
  ])('accepts %s', (url) => {
    expect(isShoppingListUrl(url)).toBe(true);
  });

  it.each([
    'https://www.example.pl/abc123',
    'https://www.example.pl/lista/',
    'https://www.example.pl/lista/abc-123',
    'https://www.example.pl/listy/abc123',
    'ftp://example.pl/lista/abc',
    'lista/abc123',
  ])('refuses %s', (url) => {
    expect(isShoppingListUrl(url)).toBe(false);
  });
});

describe('tags', () => {
  it('splits typed tags at commas, leaving out empty ones', () => {
    expect(tagsOf(' zupa, szybko ,, obiad ')).toEqual(['zupa', 'szybko', 'obiad']);
    expect(tagsOf('')).toEqual([]);
  });

  it('finds a tag listed twice, ignoring case', () => {
    expect(duplicateTag(['Zupa', 'obiad', 'zupa'])).toBe('zupa');
    expect(duplicateTag(['zupa', 'obiad'])).toBeUndefined();
  });
});

describe('who works with which cook (spec §6)', () => {
  const editor = { roles: ['EDITOR_RECIPE'], cookIds: ['c1', 'c2'] };
  const admin = { roles: ['ADMIN'], cookIds: [] };

  it('shows administrators every cook and a recipe editor the cooks assigned to them', () => {
    expect(visibleCookIds(admin)).toBeUndefined();
    expect(visibleCookIds(editor)).toEqual(['c1', 'c2']);
  });

  it('lets a recipe editor write the recipes of their own cooks only', () => {
    expect(canWriteRecipesOf(editor, 'c1')).toBe(true);
    expect(canWriteRecipesOf(editor, 'c3')).toBe(false);
    expect(canWriteRecipesOf(admin, 'c3')).toBe(true);
  });
});

describe('preparation time', () => {
  it('is shown as hours and minutes', () => {
    expect(splitMinutes(95)).toEqual({ hours: 1, minutes: 35 });
    expect(splitMinutes(40)).toEqual({ hours: 0, minutes: 40 });
  });
});

describe('seo ids of titles', () => {
  it('keeps lowercase letters and digits joined by "-"', () => {
    expect(seoIdOf('Żurek na zakwasie – przepis babci Łucji (2026)')).toBe('zurek-na-zakwasie-przepis-babci-lucji-2026');
    expect(seoIdOf('  ')).toBe('');
  });
});
