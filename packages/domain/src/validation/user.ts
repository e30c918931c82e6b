import * as yup from 'yup';
import { ROLES } from '../roles';
import { msg } from './messages';
import { newPassword } from './password';
import { flag, notificationChannelEntry, requiredText, uuidList } from './rules';

/** Shortest username: spec §5 asks for one longer than 3 characters. */
export const USERNAME_MIN_LENGTH = 4;

/** Each value once, in the order first given. */
function unique<T>(values: T[] | undefined): T[] | undefined {
  return values === undefined ? undefined : [...new Set(values)];
}

/**
 * User form (spec §3, §5): username (trimmed, longer than 3 characters), one of the six roles,
 * enabled, the assigned shops and at least one notification channel. Cooks and reel channels are
 * assigned on the cook's and the channel's own form, so this form has no field for them. `enabled` and `storeIds` left out
 * keep what is stored (a new account: enabled, no shop).
 */
export const userSchema = yup.object({
  // A missing username is only "required", not also too short.
  username: requiredText().test('min', msg('validation.minLength', { min: USERNAME_MIN_LENGTH }), (value) => !value || value.length >= USERNAME_MIN_LENGTH),
  role: yup
    .string()
    .typeError(msg('validation.role'))
    .required(msg('validation.required'))
    .oneOf(ROLES, msg('validation.role')),
  enabled: flag(),
  storeIds: uuidList().transform(unique),
  notificationChannels: yup
    .array()
    .typeError(msg('validation.list'))
    .of(notificationChannelEntry())
    .transform(unique)
    .required(msg('validation.notificationChannelRequired'))
    .min(1, msg('validation.notificationChannelRequired')),
});

/** A new user: the form and the temporary password the user must change at the first sign-in. */
export const newUserSchema = userSchema.shape({
  temporaryPassword: newPassword(),
});

/** An administrator sets a user's temporary password (changed by the user at the next sign-in). */
export const userPasswordSchema = yup.object({
  temporaryPassword: newPassword(),
});

export type UserInput = yup.InferType<typeof userSchema>;
export type NewUserInput = yup.InferType<typeof newUserSchema>;
export type UserPasswordInput = yup.InferType<typeof userPasswordSchema>;
