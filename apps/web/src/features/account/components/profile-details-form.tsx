'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { accountDisplayName, type BuyerProfile, type SellerProfile } from '@bazaar/contracts';
import { useFormFields } from '@/lib/forms/use-form-fields';
import { useUpdateProfile } from '../api/update-profile';
import { SettingsForm } from './settings-form';

type Props = { type: 'SELLER'; profile: SellerProfile } | { type: 'BUYER'; profile: BuyerProfile };

const SELLER_FIELDS = ['account_name', 'business_name', 'first_name', 'last_name', 'phone'];
const BUYER_FIELDS = ['first_name', 'last_name', 'phone'];

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
}

/**
 * The profile form of spec §5: sellers have account and business names (and which one is shown)
 * besides the standard fields; everybody else the standard form. A failed save keeps what was
 * typed.
 */
export function ProfileDetailsForm(props: Props) {
  const t = useTranslations('account.settings.details');
  const seller = props.type === 'SELLER' ? props.profile : null;
  const form = useFormFields({
    account_name: seller?.account_name ?? '',
    business_name: seller?.business_name ?? '',
    first_name: props.profile.first_name ?? '',
    last_name: props.profile.last_name ?? '',
    phone: props.profile.phone ?? '',
  });
  const [businessNameShown, setBusinessNameShown] = useState(
    seller?.business_name_as_account_name ?? false,
  );
  const update = useUpdateProfile();
  const values = form.values;
  const field = (name: keyof typeof values) => ({ ...form.fieldProps(name), fullWidth: true });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seller && !form.validate({ account_name: ['required'], business_name: ['required'] }))
      return;
    const common = {
      first_name: orNull(values.first_name),
      last_name: orNull(values.last_name),
      phone: orNull(values.phone),
    };
    const onError = (error: unknown) =>
      form.showFailure(error, seller ? SELLER_FIELDS : BUYER_FIELDS);
    const onSuccess = () => enqueueSnackbar(t('saved'), { variant: 'success' });
    if (seller) {
      update.mutate(
        {
          type: 'SELLER',
          body: {
            ...common,
            account_name: values.account_name.trim(),
            business_name: values.business_name.trim(),
            business_name_as_account_name: businessNameShown,
          },
        },
        { onSuccess, onError },
      );
    } else {
      update.mutate({ type: 'BUYER', body: common }, { onSuccess, onError });
    }
  };

  const shownName = seller
    ? accountDisplayName({
        account_name: values.account_name.trim(),
        business_name: values.business_name.trim(),
        business_name_as_account_name: businessNameShown,
      })
    : '';

  return (
    <SettingsForm
      formError={form.formError}
      onSubmit={submit}
      pending={update.isPending}
      submitLabel={t('save')}
      submitVariant="contained"
      spacing={2.5}
    >
      {seller ? (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('account_name')} label={t('accountName')} required />
            <TextField
              {...field('business_name')}
              label={t('businessName')}
              autoComplete="organization"
              required
            />
          </Stack>
          <Stack spacing={0}>
            <FormControlLabel
              control={
                <Switch
                  name="business_name_as_account_name"
                  checked={businessNameShown}
                  onChange={(event) => setBusinessNameShown(event.target.checked)}
                />
              }
              label={t('businessNameAsAccountName')}
            />
            <FormHelperText sx={{ mt: 0 }}>
              {shownName ? t('shownAs', { name: shownName }) : null}
            </FormHelperText>
          </Stack>
        </>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...field('first_name')} label={t('firstName')} autoComplete="given-name" />
        <TextField {...field('last_name')} label={t('lastName')} autoComplete="family-name" />
      </Stack>
      <TextField
        {...field('phone')}
        helperText={form.errors.phone ?? t('phoneHint')}
        label={t('phone')}
        type="tel"
        autoComplete="tel"
      />
    </SettingsForm>
  );
}
