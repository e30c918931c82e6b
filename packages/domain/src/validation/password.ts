import * as yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { msg } from './messages';

/** A password being set (spec §5): required, at least PASSWORD_MIN_LENGTH characters, taken as typed. */
export function newPassword() {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .required(msg('validation.required'))
    .min(PASSWORD_MIN_LENGTH, msg('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }));
}

/** Change of password (any signed-in user): current password and a new one of at least the minimum length. */
export const passwordChangeSchema = yup.object({
  currentPassword: yup.string().typeError(msg('validation.invalid')).required(msg('validation.required')),
  newPassword: newPassword(),
});

/** The change-password form: the new password is typed twice. */
export const passwordFormSchema = passwordChangeSchema.shape({
  repeatPassword: yup
    .string()
    .typeError(msg('validation.invalid'))
    .required(msg('validation.required'))
    .oneOf([yup.ref('newPassword')], msg('validation.passwordsMatch')),
});

export type PasswordChangeInput = yup.InferType<typeof passwordChangeSchema>;
