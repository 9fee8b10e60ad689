import Alert from '@mui/material/Alert';

interface Props {
  /** What went wrong with the form as a whole; nothing is shown without it. */
  message: string | null;
  'data-testid'?: string;
}

/** The error above a form: what the api refused that belongs to no single field. */
export function FormErrorAlert({ message, 'data-testid': testId }: Props) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
