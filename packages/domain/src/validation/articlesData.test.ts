import { confirmMatchingSchema, matchLeafletSchema } from './articlesData';
import { validateWith } from './messages';

describe('article-data matching input', () => {
  it('requires a trimmed leaflet natural id', () => {
    expect(validateWith(matchLeafletSchema, { leafletNaturalId: '  lidl-01-01-26-07-01-26-abcde ' })).toEqual({
      ok: true,
      value: { leafletNaturalId: 'lidl-01-01-26-07-01-26-abcde' },
    });
    const blank = validateWith(matchLeafletSchema, { leafletNaturalId: '   ' });
    expect(!blank.ok && blank.invalidFields.map((f) => [f.field, f.key])).toEqual([['leafletNaturalId', 'validation.required']]);
  });

  it('requires the id of the confirmed leaflet', () => {
    const id = '0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';
    expect(validateWith(confirmMatchingSchema, { leafletId: id })).toEqual({ ok: true, value: { leafletId: id } });
    const missing = validateWith(confirmMatchingSchema, {});
    expect(!missing.ok && missing.invalidFields.map((f) => [f.field, f.key])).toEqual([['leafletId', 'validation.required']]);
    const bad = validateWith(confirmMatchingSchema, { leafletId: 'x' });
    expect(!bad.ok && bad.invalidFields.map((f) => [f.field, f.key])).toEqual([['leafletId', 'validation.uuid']]);
  });
});
