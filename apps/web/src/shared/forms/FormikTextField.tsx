import { useField, useFormikContext } from 'formik';
import { TextField, type TextFieldProps } from '../ui/TextField';

export interface FormikTextFieldProps extends Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> {
  name: string;
}

/**
 * A text field bound to the surrounding formik form: its value, change and blur handlers, and its message,
 * shown once the field was left or the form was submitted.
 */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? meta.error : undefined;
  return <TextField {...props} {...field} error={error} />;
}
