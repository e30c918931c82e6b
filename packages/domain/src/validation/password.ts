import * as yup from 'yup';
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, utf8ByteLength } from '../constants';
import { msg } from './messages';

/**
 * A password being set (spec §5): required, at least PASSWORD_MIN_LENGTH characters and at most
 * PASSWORD_MAX_BYTES bytes of UTF-8 (all bcrypt reads), taken as typed.
 */
export function newPassword() {
  return yup
    .string()
    .typeError(msg('validation.invalid'))
    .required(msg('validation.required'))
    .min(PASSWORD_MIN_LENGTH, msg('validation.passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .test('maxBytes', msg('validation.passwordMaxBytes', { max: PASSWORD_MAX_BYTES }), (value) => value === undefined || utf8ByteLength(value) <= PASSWORD_MAX_BYTES);
}

/** Change of password (any signed-in user): current password and a new one of the accepted length. */
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
