import { loginSchema } from './login';
import { validateWith } from './messages';

describe('loginSchema', () => {
  it('trims the username and keeps the password as typed', () => {
    expect(validateWith(loginSchema, { username: '  admin ', password: ' secret ' })).toEqual({
      ok: true,
      value: { username: 'admin', password: ' secret ' },
    });
  });

  it('requires both fields; a username of spaces is missing', () => {
    expect(validateWith(loginSchema, { username: '   ', password: '' })).toEqual({
      ok: false,
      invalidFields: [
        { field: 'username', key: 'validation.required', message: 'This field is required' },
        { field: 'password', key: 'validation.required', message: 'This field is required' },
      ],
    });
  });

  it('refuses a username with U+0000 (no account can have one)', () => {
    expect(validateWith(loginSchema, { username: 'ad\u0000min', password: 'secret' })).toEqual({
      ok: false,
      invalidFields: [{ field: 'username', key: 'validation.invalid', message: 'This value is not valid' }],
    });
  });
});
