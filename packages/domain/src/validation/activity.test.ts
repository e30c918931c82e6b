import { activityFilterSchema } from './activity';
import { validateWith } from './messages';

function refused(value: unknown): [string, string][] {
  const result = validateWith(activityFilterSchema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
}

describe('activityFilterSchema', () => {
  it('accepts no filter and treats empty text as missing', () => {
    expect(validateWith(activityFilterSchema, {})).toEqual({ ok: true, value: {} });
    expect(validateWith(activityFilterSchema, { user: ' ', resource: '', kind: '', action: '', from: '', to: '' })).toEqual({ ok: true, value: {} });
  });

  it('keeps every filter', () => {
    const filter = { user: ' admin ', resource: 'categories', kind: 'RECORD', action: 'CREATED', from: '2026-05-01T02:00:00+02:00', to: '2026-05-02T00:00:00Z' };
    expect(validateWith(activityFilterSchema, filter)).toEqual({
      ok: true,
      value: { ...filter, user: 'admin', from: '2026-05-01T00:00:00.000Z', to: '2026-05-02T00:00:00.000Z' },
    });
  });

  it('refuses unknown kinds, resources and actions, bad moments and an end not after the start', () => {
    expect(refused({ kind: 'LOGGED_IN', resource: 'leaflets', action: 'MOVED' })).toEqual([
      ['resource', 'validation.invalid'],
      ['kind', 'validation.invalid'],
      ['action', 'validation.invalid'],
    ]);
    expect(refused({ from: 'yesterday' })).toEqual([['from', 'validation.dateTime']]);
    expect(refused({ from: '2026-05-02T00:00:00Z', to: '2026-05-01T00:00:00Z' })).toEqual([['to', 'validation.invalid']]);
    expect(refused({ user: 'x'.repeat(101) })).toEqual([['user', 'validation.maxLength']]);
  });
});
