'use client';

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import {
  advertisingPricings,
  type AdvertisingCampaign,
  type AdvertisingPlacement,
  type AdvertisingPricing,
} from '@bazaar/contracts';
import { ApiError } from '@/lib/api-client';
import { majorToMinor, minorToMajor } from '@/lib/forms/numbers';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';
import { CampaignTargetFields } from './campaign-target-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The campaign changed; none creates a new one. */
  campaign?: AdvertisingCampaign;
}

/** Creates a campaign (a listing, its placement and price) or changes one's price, budget and end. */
export function CampaignDialog({ open, onClose, campaign }: Props) {
  const t = useTranslations('advertising');
  const titleId = useId();
  const [listingId, setListingId] = useState(campaign?.listing.id ?? '');
  const [placement, setPlacement] = useState<AdvertisingPlacement>(campaign?.placement ?? 'home');
  const [pricing, setPricing] = useState<AdvertisingPricing>(campaign?.pricing ?? 'cpc');
  const [bid, setBid] = useState(campaign ? minorToMajor(campaign.bid.amount_minor) : '0.50');
  const [budget, setBudget] = useState(
    campaign ? minorToMajor(campaign.daily_budget.amount_minor) : '5.00',
  );
  const [endsOn, setEndsOn] = useState(campaign?.ends_on ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const pending = create.isPending || update.isPending;
  const failure = create.error ?? update.error;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const bidMinor = majorToMinor(bid);
    const budgetMinor = majorToMinor(budget);
    const found: Record<string, string> = {};
    if (!campaign && !listingId) found.listing = t('form.chooseListing');
    if (typeof bidMinor !== 'number' || bidMinor <= 0) found.bid = t('form.invalidAmount');
    if (typeof budgetMinor !== 'number' || budgetMinor < 100) found.budget = t('form.budgetMin');
    setErrors(found);
    if (Object.keys(found).length > 0 || typeof bidMinor !== 'number') return;
    if (typeof budgetMinor !== 'number') return;
    const common = {
      pricing,
      bid_minor: bidMinor,
      daily_budget_minor: budgetMinor,
      ends_on: endsOn || null,
    };
    const done = { onSuccess: onClose };
    if (campaign) update.mutate({ id: campaign.id, body: common }, done);
    else create.mutate({ listing_id: listingId, placement, ...common }, done);
  };

  const fieldError = (field: string) =>
    failure instanceof ApiError
      ? failure.fields?.find((error) => error.field.startsWith(field))?.message
      : undefined;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>
          {campaign ? t('form.editTitle') : t('form.createTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {failure instanceof ApiError && !failure.fields ? (
              <Alert severity="error">{failure.user_message}</Alert>
            ) : null}
            {campaign ? (
              <TextField label={t('form.listing')} value={campaign.listing.title} disabled />
            ) : (
              <CampaignTargetFields
                listingId={listingId}
                onListingChange={setListingId}
                placement={placement}
                onPlacementChange={setPlacement}
                listingError={errors.listing}
              />
            )}
            <TextField
              select
              label={t('form.pricing')}
              value={pricing}
              onChange={(event) => setPricing(event.target.value as AdvertisingPricing)}
            >
              {advertisingPricings.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`pricings.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t(pricing === 'cpc' ? 'form.bidCpc' : 'form.bidCpm')}
                value={bid}
                onChange={(event) => setBid(event.target.value)}
                error={Boolean(errors.bid ?? fieldError('bid'))}
                helperText={errors.bid ?? fieldError('bid')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
              <TextField
                label={t('form.dailyBudget')}
                value={budget}
                onChange={(event) => setBudget(event.target.value)}
                error={Boolean(errors.budget ?? fieldError('daily_budget'))}
                helperText={errors.budget ?? fieldError('daily_budget')}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                fullWidth
              />
            </Stack>
            <TextField
              type="date"
              label={t('form.endsOn')}
              value={endsOn}
              onChange={(event) => setEndsOn(event.target.value)}
              error={Boolean(fieldError('ends_on'))}
              helperText={fieldError('ends_on') ?? t('form.endsOnHelp')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {campaign ? t('form.save') : t('form.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
