import * as yup from 'yup';
import { msg } from './messages';

/** Login form: the username is trimmed before it is sent (spec §5); no user name contains U+0000. */
export const loginSchema = yup.object({
  username: yup
    .string()
    .typeError(msg('validation.invalid'))
    .trim()
    .required(msg('validation.required'))
    .test('storable', msg('validation.invalid'), (value) => !value?.includes('\u0000')),
  password: yup.string().typeError(msg('validation.invalid')).required(msg('validation.required')),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
