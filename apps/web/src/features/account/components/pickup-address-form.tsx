'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type PickupAddress } from '@bazaar/contracts';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsForm } from './settings-form';

const FIELDS = ['pickup_address.street', 'pickup_address.zip_code', 'pickup_address.city'] as const;
type FieldName = (typeof FIELDS)[number];

interface Props {
  type: 'SELLER' | 'BUYER';
  address: PickupAddress | null;
}

/**
 * Where buyers collect pickup orders: checkout shows it, and each order keeps a copy of it as it
 * was when placed. Emptying all three fields removes it.
 */
export function PickupAddressForm({ type, address }: Props) {
  const t = useTranslations('account.settings.pickup');
  const form = useFormFields<FieldName>({
    'pickup_address.street': address?.street ?? '',
    'pickup_address.zip_code': address?.zip_code ?? '',
    'pickup_address.city': address?.city ?? '',
  });
  const update = useUpdateProfile();
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cleared = FIELDS.every((name) => values[name].trim().length === 0);
    if (!cleared && !form.validate(Object.fromEntries(FIELDS.map((name) => [name, ['required']]))))
      return;
    const pickup_address = cleared
      ? null
      : {
          street: values['pickup_address.street'].trim(),
          zip_code: values['pickup_address.zip_code'].trim(),
          city: values['pickup_address.city'].trim(),
        };
    update.mutate(
      { type, body: { pickup_address } },
      {
        onSuccess: () => enqueueSnackbar(t(cleared ? 'removed' : 'saved'), { variant: 'success' }),
        onError: (error) => form.showFailure(error, FIELDS),
      },
    );
  };

  return (
    <SettingsForm
      formError={form.formError}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel={t('save')}
      submitVariant="contained"
      testId="pickup-address-form"
    >
      <TextField
        {...form.fieldProps('pickup_address.street')}
        label={t('street')}
        autoComplete="street-address"
        fullWidth
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.fieldProps('pickup_address.zip_code')}
          label={t('zipCode')}
          autoComplete="postal-code"
          sx={{ flex: 1 }}
        />
        <TextField
          {...form.fieldProps('pickup_address.city')}
          label={t('city')}
          autoComplete="address-level2"
          sx={{ flex: 2 }}
        />
      </Stack>
    </SettingsForm>
  );
}
