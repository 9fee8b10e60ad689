'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { type SubscriptionPlan, type SubscriptionPlanBody } from '@bazaar/contracts';
import { FormErrorAlert } from '@/components/form-error-alert';
import { majorToMinor, minorToMajor, parseWholeNumber } from '@/lib/forms/numbers';
import { errorMessageOf } from '@/lib/query/error-message';
import { currentErrorTexts } from '@/lib/query/error-texts';
import { useSavePlan } from '../api/save-plan';

type Field = 'name' | 'price' | 'listings' | 'eshops' | 'credits';

/** Adds a plan, or changes one's name, price and limits (administrators). */
export function PlanDialog({
  plan,
  onClose,
}: {
  /** The plan edited; null adds one. */
  plan: SubscriptionPlan | null;
  onClose: () => void;
}) {
  const t = useTranslations('subscriptions');
  const save = useSavePlan();
  const [values, setValues] = useState<Record<Field, string>>({
    name: plan?.name ?? '',
    price: plan ? minorToMajor(plan.price.amount_minor) : '',
    listings: plan ? String(plan.active_listings_limit) : '',
    eshops: plan ? String(plan.eshops_limit) : '1',
    credits: plan ? minorToMajor(plan.promotion_credits.amount_minor) : '0',
  });
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = majorToMinor(values.price);
    const credits = majorToMinor(values.credits);
    const listings = parseWholeNumber(values.listings);
    const eshops = parseWholeNumber(values.eshops);
    const bad = new Set<Field>();
    if (!values.name.trim()) bad.add('name');
    if (typeof price !== 'number' || price < 0) bad.add('price');
    if (typeof credits !== 'number' || credits < 0) bad.add('credits');
    if (typeof listings !== 'number') bad.add('listings');
    if (typeof eshops !== 'number') bad.add('eshops');
    setInvalid(bad);
    if (bad.size > 0) return;
    const body: SubscriptionPlanBody = {
      name: values.name.trim(),
      price_minor: price as number,
      active_listings_limit: listings as number,
      eshops_limit: eshops as number,
      promotion_credits_minor: credits as number,
    };
    save.mutate(
      { id: plan?.id ?? null, body },
      {
        onSuccess: onClose,
        onError: (error) => setProblem(errorMessageOf(error, currentErrorTexts())),
      },
    );
  };

  const field = (name: Field, label: string, inputMode: 'text' | 'decimal' | 'numeric') => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={invalid.has(name)}
      helperText={invalid.has(name) ? t('invalidNumber') : undefined}
      slotProps={{ htmlInput: { inputMode, name } }}
      required={name !== 'credits'}
      fullWidth
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>
          {plan ? t('planDialogEdit', { plan: plan.name }) : t('planDialogAdd')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormErrorAlert message={problem} />
            {field('name', t('name'), 'text')}
            {field('price', t('price'), 'decimal')}
            {field('listings', t('listingsField'), 'numeric')}
            {field('eshops', t('eshopsField'), 'numeric')}
            {field('credits', t('creditsField'), 'decimal')}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
