import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** An email address input: the phone's email keyboard and the browser's autofill, full width. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField autoComplete="email" fullWidth {...props} type="email" />;
}
