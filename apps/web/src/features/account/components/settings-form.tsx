'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type FormEvent, type ReactNode } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';

/**
 * A form of the settings page: what the api refused above the fields, the save button under
 * them. Checks in the browser are left to the caller (`noValidate`), so they are translated.
 */
export function SettingsForm({
  formError,
  onSubmit,
  pending,
  submitLabel,
  submitVariant,
  spacing = 2,
  testId,
  children,
}: {
  formError: string | null;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  /** `contained` for the profile's own saves, `outlined` for credential changes. */
  submitVariant: 'contained' | 'outlined';
  spacing?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate spacing={spacing} onSubmit={onSubmit} data-testid={testId}>
      <FormErrorAlert message={formError} />
      {children}
      <Button
        type="submit"
        variant={submitVariant}
        loading={pending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {submitLabel}
      </Button>
    </Stack>
  );
}
