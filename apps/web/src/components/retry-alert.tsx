'use client';

import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert, { type AlertProps } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ReactNode } from 'react';

interface Props {
  /** Why nothing is shown, e.g. 'The catalogue could not be loaded.' */
  children: ReactNode;
  /** The button's text, from the caller's messages. */
  retryLabel: string;
  onRetry: () => void;
  variant?: AlertProps['variant'];
}

/** A part of the page that could not load, in place of it, with a button that loads it again. */
export function RetryAlert({ children, retryLabel, onRetry, variant = 'outlined' }: Props) {
  return (
    <Alert
      severity="warning"
      variant={variant}
      action={
        <Button color="inherit" size="small" startIcon={<RefreshRounded />} onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
