import { categorySchema } from './category';
import { validateWith } from './messages';

describe('categorySchema (spec §5)', () => {
  it('accepts a category with name and web id, trimmed', () => {
    expect(validateWith(categorySchema, { name: ' Food ', categoryWebId: 'food' })).toEqual({
      ok: true,
      value: { name: 'Food', categoryWebId: 'food' },
    });
  });

  it('requires name and web id', () => {
    const result = validateWith(categorySchema, {});
    expect(!result.ok && result.invalidFields.map((f) => [f.field, f.key])).toEqual([
      ['name', 'validation.required'],
      ['categoryWebId', 'validation.required'],
    ]);
  });
});
