'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
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

/** What a credential change (email, password) does once answered. */
export function credentialChangeOutcome(
  form: {
    values: object;
    reset: () => void;
    showFailure: (error: unknown, fieldNames: readonly string[]) => void;
  },
  changedText: string,
) {
  return {
    /** The fields empty again, and a toast says it is done. */
    onSuccess: () => {
      form.reset();
      enqueueSnackbar(changedText, { variant: 'success' });
    },
    /** What the api refused lands on its field, or above the form. */
    onError: (error: unknown) => form.showFailure(error, Object.keys(form.values)),
  };
}
