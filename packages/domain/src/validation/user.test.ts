import { validateWith } from './messages';
import { newUserSchema, userPasswordSchema, userSchema } from './user';

const STORE = '5b6c1c1e-1f7a-4c1a-9a55-0c4f4b1b2a01';

const valid = {
  username: '  anna.nowak ',
  role: 'EDITOR',
  enabled: true,
  storeIds: [STORE, STORE],
  notificationChannels: ['NEW_OFFERS_NOTIFICATION', 'NEW_OFFERS_NOTIFICATION'],
};

function refusals(schema: Parameters<typeof validateWith>[0], value: unknown): [string, string][] {
  const result = validateWith(schema, value);
  return result.ok ? [] : result.invalidFields.map((f) => [f.field, f.key]);
}

describe('userSchema (spec §5)', () => {
  it('accepts a user: the username trimmed, shops and channels each once', () => {
    expect(validateWith(userSchema, valid)).toEqual({
      ok: true,
      value: { username: 'anna.nowak', role: 'EDITOR', enabled: true, storeIds: [STORE], notificationChannels: ['NEW_OFFERS_NOTIFICATION'] },
    });
  });

  it('leaves out what was not given: enabled and the shops keep what is stored', () => {
    const result = validateWith(userSchema, { username: 'root2', role: 'ROOT', notificationChannels: ['PROMOTIONAL_NOTIFICATION_EXTENDED'] });
    expect(result).toEqual({ ok: true, value: { username: 'root2', role: 'ROOT', notificationChannels: ['PROMOTIONAL_NOTIFICATION_EXTENDED'] } });
  });

  it('requires a username longer than 3 characters, counted after trimming', () => {
    expect(refusals(userSchema, { ...valid, username: '   ' })).toEqual([['username', 'validation.required']]);
    const short = validateWith(userSchema, { ...valid, username: ' abc ' });
    expect(!short.ok && short.invalidFields).toEqual([{ field: 'username', key: 'validation.minLength', message: 'Enter at least 4 characters', values: { min: 4 } }]);
    expect(refusals(userSchema, { ...valid, username: 'abcd' })).toEqual([]);
  });

  it('requires one of the six roles', () => {
    expect(refusals(userSchema, { ...valid, role: undefined })).toEqual([['role', 'validation.required']]);
    expect(refusals(userSchema, { ...valid, role: 'SUPERUSER' })).toEqual([['role', 'validation.role']]);
    for (const role of ['ROOT', 'ADMIN', 'EDITOR', 'EDITOR_NOTIFICATION', 'EDITOR_RECIPE', 'EDITOR_REELS']) {
      expect(refusals(userSchema, { ...valid, role })).toEqual([]);
    }
  });

  it('requires at least one known notification channel', () => {
    expect(refusals(userSchema, { ...valid, notificationChannels: [] })).toEqual([['notificationChannels', 'validation.notificationChannelRequired']]);
    expect(refusals(userSchema, { ...valid, notificationChannels: undefined })).toEqual([['notificationChannels', 'validation.notificationChannelRequired']]);
    expect(refusals(userSchema, { ...valid, notificationChannels: ['SMS'] })).toEqual([['notificationChannels[0]', 'validation.notificationChannel']]);
  });

  it('refuses shop ids that are not ids', () => {
    expect(refusals(userSchema, { ...valid, storeIds: ['lidl'] })).toEqual([['storeIds[0]', 'validation.uuid']]);
  });
});

describe('newUserSchema and userPasswordSchema', () => {
  it('asks a new user for a temporary password of at least 8 characters', () => {
    expect(refusals(newUserSchema, valid)).toEqual([['temporaryPassword', 'validation.required']]);
    const short = validateWith(newUserSchema, { ...valid, temporaryPassword: 'seven77' });
    expect(!short.ok && short.invalidFields).toEqual([
      { field: 'temporaryPassword', key: 'validation.passwordMin', message: 'The password must have at least 8 characters', values: { min: 8 } },
    ]);
    const accepted = validateWith(newUserSchema, { ...valid, temporaryPassword: ' eight 8 ' });
    expect(accepted.ok && accepted.value.temporaryPassword).toBe(' eight 8 ');
  });

  it('reports every refused rule of a new user at once', () => {
    expect(refusals(newUserSchema, { username: 'ab', notificationChannels: [] })).toEqual([
      ['username', 'validation.minLength'],
      ['role', 'validation.required'],
      ['notificationChannels', 'validation.notificationChannelRequired'],
      ['temporaryPassword', 'validation.required'],
    ]);
  });

  it('sets a temporary password by the same rule', () => {
    expect(refusals(userPasswordSchema, { temporaryPassword: 'short' })).toEqual([['temporaryPassword', 'validation.passwordMin']]);
    expect(refusals(userPasswordSchema, { temporaryPassword: 'long enough' })).toEqual([]);
  });
});
