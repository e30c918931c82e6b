import { groupSchema } from './group';
import { validateWith } from './messages';

describe('groupSchema (spec §5)', () => {
  it('requires the name', () => {
    const result = validateWith(groupSchema, { name: '  ' });
    expect(!result.ok && result.invalidFields.map((f) => [f.field, f.key])).toEqual([['name', 'validation.required']]);
  });

  it('accepts a group with or without shops', () => {
    const store = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
    expect(validateWith(groupSchema, { name: 'Discounters' })).toEqual({ ok: true, value: { name: 'Discounters' } });
    expect(validateWith(groupSchema, { name: 'Discounters', storeIds: [store] })).toEqual({
      ok: true,
      value: { name: 'Discounters', storeIds: [store] },
    });
  });
});
