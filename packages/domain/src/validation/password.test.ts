import { validateWith } from './messages';
import { passwordChangeSchema, passwordFormSchema } from './password';
import { userPasswordSchema } from './user';

describe('password schemas', () => {
  it('requires the current password and a new one of at least 8 characters', () => {
    const result = validateWith(passwordChangeSchema, { currentPassword: '', newPassword: 'short' });
    expect(!result.ok && result.invalidFields).toEqual([
      { field: 'currentPassword', key: 'validation.required', message: 'This field is required' },
      { field: 'newPassword', key: 'validation.passwordMin', message: 'The password must have at least 8 characters', values: { min: 8 } },
    ]);
    expect(validateWith(passwordChangeSchema, { currentPassword: 'old', newPassword: '12345678' }).ok).toBe(true);
  });

  it('refuses a new password longer than 72 bytes in UTF-8 (bcrypt ignores what follows), under its field', () => {
    const ascii72 = 'a'.repeat(72);
    expect(validateWith(passwordChangeSchema, { currentPassword: 'old', newPassword: ascii72 }).ok).toBe(true);
    for (const tooLong of ['a'.repeat(73), 'ą'.repeat(37), `${'a'.repeat(70)}😀`]) {
      const result = validateWith(passwordChangeSchema, { currentPassword: 'old', newPassword: tooLong });
      expect(!result.ok && result.invalidFields).toEqual([
        {
          field: 'newPassword',
          key: 'validation.passwordMaxBytes',
          message: 'The password is too long: at most 72 bytes (a plain letter or digit takes 1, a letter with an accent or a Cyrillic letter 2, an emoji 4)',
          values: { max: 72 },
        },
      ]);
    }
    // 36 two-byte letters are 72 bytes.
    expect(validateWith(passwordChangeSchema, { currentPassword: 'old', newPassword: 'ж'.repeat(36) }).ok).toBe(true);
    const temporary = validateWith(userPasswordSchema, { temporaryPassword: 'x'.repeat(80) });
    expect(!temporary.ok && temporary.invalidFields.map((f) => [f.field, f.key])).toEqual([['temporaryPassword', 'validation.passwordMaxBytes']]);
  });

  it('asks for the new password twice in the form', () => {
    const result = validateWith(passwordFormSchema, {
      currentPassword: 'old',
      newPassword: 'new-password',
      repeatPassword: 'new-passw0rd',
    });
    expect(!result.ok && result.invalidFields.map((f) => [f.field, f.key])).toEqual([
      ['repeatPassword', 'validation.passwordsMatch'],
    ]);
  });
});
