import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Something that could not load, with a button that asks for it again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  outlined = false,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The lighter look, where the alert stands in for a grid of cards. */
  outlined?: boolean;
}) {
  return (
    <Alert
      severity="warning"
      variant={outlined ? 'outlined' : undefined}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
