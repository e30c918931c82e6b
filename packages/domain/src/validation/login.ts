import * as yup from 'yup';
import { msg } from './messages';

/** Login form: the username is trimmed before it is sent (spec §5). */
export const loginSchema = yup.object({
  username: yup.string().typeError(msg('validation.invalid')).trim().required(msg('validation.required')),
  password: yup.string().typeError(msg('validation.invalid')).required(msg('validation.required')),
});

export type LoginInput = yup.InferType<typeof loginSchema>;
