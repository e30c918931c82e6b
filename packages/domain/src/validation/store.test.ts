import { validateWith } from './messages';
import { storeSchema } from './store';

const CATEGORY = '3f2a1bc4-1d2e-4f5a-9b8c-7d6e5f4a3b2c';
const keys = (value: unknown) => {
  const result = validateWith(storeSchema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
};

describe('storeSchema (spec §5)', () => {
  it('accepts a shop and keeps its options', () => {
    const result = validateWith(storeSchema, {
      name: ' Biedronka ',
      storeWebId: 'biedronka-2',
      categoryId: CATEGORY,
      groupIds: [CATEGORY],
      storeAtFirst: true,
    });
    expect(result).toEqual({
      ok: true,
      value: { name: 'Biedronka', storeWebId: 'biedronka-2', categoryId: CATEGORY, groupIds: [CATEGORY], storeAtFirst: true },
    });
  });

  it('requires name, web id and category', () => {
    expect(keys({ name: '', storeWebId: '', categoryId: '' })).toEqual([
      ['name', 'validation.required'],
      ['storeWebId', 'validation.required'],
      ['categoryId', 'validation.required'],
    ]);
  });

  it.each(['Biedronka', 'bied ronka', 'biedronka_1', 'żabka'])('refuses the web id %j', (storeWebId) => {
    expect(keys({ name: 'x', storeWebId, categoryId: CATEGORY })).toEqual([['storeWebId', 'validation.storeWebId']]);
  });

  it('explains the web id rule in English', () => {
    const result = validateWith(storeSchema, { name: 'x', storeWebId: 'A', categoryId: CATEGORY });
    expect(!result.ok && result.invalidFields[0]?.message).toBe("Only lowercase letters, digits and '-'");
  });

  it('requires the category to be a UUID, and so the group ids and the editor ids', () => {
    expect(keys({ name: 'x', storeWebId: 'x', categoryId: 'food' })).toEqual([['categoryId', 'validation.uuid']]);
    expect(keys({ name: 'x', storeWebId: 'x', categoryId: CATEGORY, groupIds: ['nope'] })).toEqual([
      ['groupIds[0]', 'validation.uuid'],
    ]);
    expect(keys({ name: 'x', storeWebId: 'x', categoryId: CATEGORY, editorIds: [CATEGORY, 'editor'] })).toEqual([
      ['editorIds[1]', 'validation.uuid'],
    ]);
  });

  it('keeps the assigned editors, and leaves them out when not sent', () => {
    const sent = validateWith(storeSchema, { name: 'x', storeWebId: 'x', categoryId: CATEGORY, editorIds: [CATEGORY] });
    expect(sent.ok && sent.value.editorIds).toEqual([CATEGORY]);
    const left = validateWith(storeSchema, { name: 'x', storeWebId: 'x', categoryId: CATEGORY });
    expect(left.ok && 'editorIds' in left.value).toBe(false);
  });

  it('limits the length of the name', () => {
    expect(keys({ name: 'x'.repeat(256), storeWebId: 'x', categoryId: CATEGORY })).toEqual([['name', 'validation.maxLength']]);
  });
});
