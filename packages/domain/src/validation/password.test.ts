import { validateWith } from './messages';
import { passwordChangeSchema, passwordFormSchema } from './password';

describe('password schemas', () => {
  it('requires the current password and a new one of at least 8 characters', () => {
    const result = validateWith(passwordChangeSchema, { currentPassword: '', newPassword: 'short' });
    expect(!result.ok && result.invalidFields).toEqual([
      { field: 'currentPassword', key: 'validation.required', message: 'This field is required' },
      { field: 'newPassword', key: 'validation.passwordMin', message: 'The password must have at least 8 characters', values: { min: 8 } },
    ]);
    expect(validateWith(passwordChangeSchema, { currentPassword: 'old', newPassword: '12345678' }).ok).toBe(true);
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
