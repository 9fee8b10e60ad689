'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { type SubscriptionPlan } from '@bazaar/contracts';
import { parseWholeNumber } from '@/lib/forms/numbers';
import { showConfirmation } from '@/lib/overlays/overlay-store';
import { useChangeSubscription } from '../api/change-subscription';
import { getSubscriptionPlansQueryOptions } from '../api/get-subscription-plans';
import { getSubscriptionSettingsQueryOptions } from '../api/get-subscription-settings';
import { getSubscriptionsQueryOptions } from '../api/get-subscriptions';
import { useRetirePlan } from '../api/retire-plan';
import { useSaveTrialDays } from '../api/save-trial-days';
import { PlanCard } from './plan-card';
import { PlanDialog } from './plan-dialog';

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2 }}
      >
        <Typography id={id} variant="h5" component="h2">
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

function TrialSettings() {
  const t = useTranslations('subscriptions');
  const settings = useQuery(getSubscriptionSettingsQueryOptions());
  const save = useSaveTrialDays();
  // What the administrator typed; until then, the saved length.
  const [typed, setDays] = useState<string | null>(null);
  const days = typed ?? (settings.data ? String(settings.data.trial_days) : '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseWholeNumber(days);
    const ok = typeof value === 'number' && value >= 1 && value <= 365;
    setInvalid(!ok);
    if (!ok) return;
    save.mutate(value, { onSuccess: () => enqueueSnackbar(t('saved'), { variant: 'success' }) });
  };
  return (
    <Section id="trial-settings" title={t('trialTitle')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '12px' }}>
        <Stack
          component="form"
          onSubmit={submit}
          noValidate
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            label={t('trialDays')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={invalid}
            helperText={
              invalid
                ? t('invalidNumber')
                : t('trialHelp', { days: settings.data?.grace_days ?? 7 })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', name: 'trial_days' } }}
            sx={{ maxWidth: { sm: 420 } }}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {t('save')}
          </Button>
        </Stack>
      </Paper>
    </Section>
  );
}

function Plans() {
  const t = useTranslations('subscriptions');
  const plans = useQuery(getSubscriptionPlansQueryOptions());
  const retire = useRetirePlan();
  const [editing, setEditing] = useState<SubscriptionPlan | null | 'new'>(null);
  const askRetire = async (plan: SubscriptionPlan) => {
    const confirmed = await showConfirmation({
      title: t('retireTitle', { plan: plan.name }),
      content: t('retireText'),
      buttonLabel: t('retire'),
      cancelLabel: t('cancel'),
      destructive: true,
    });
    if (confirmed) retire.mutate(plan.id);
  };
  return (
    <Section
      id="plans"
      title={t('plansTitle')}
      action={
        <Button variant="outlined" startIcon={<AddRounded />} onClick={() => setEditing('new')}>
          {t('addPlan')}
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {(plans.data?.items ?? []).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            showCredits
            badge={plan.retired ? t('retired') : null}
            action={
              <Stack direction="row" spacing={1}>
                <Button variant="contained" onClick={() => setEditing(plan)}>
                  {t('editPlan')}
                </Button>
                {plan.retired ? null : (
                  <Button color="error" onClick={() => void askRetire(plan)}>
                    {t('retire')}
                  </Button>
                )}
              </Stack>
            }
          />
        ))}
        {plans.isPending
          ? [0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={220} aria-label={t('loading')} />
            ))
          : null}
      </Box>
      {editing ? (
        <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </Section>
  );
}

function Sellers() {
  const t = useTranslations('subscriptions');
  const format = useFormatter();
  const list = useQuery(getSubscriptionsQueryOptions());
  const plans = useQuery(getSubscriptionPlansQueryOptions());
  const change = useChangeSubscription();
  const choosable = (plans.data?.items ?? []).filter((plan) => !plan.retired);
  return (
    <Section id="sellers" title={t('sellersTitle')}>
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '12px' }}>
        <Table size="small" aria-labelledby="sellers">
          <TableHead>
            <TableRow>
              <TableCell>{t('seller')}</TableCell>
              <TableCell>{t('plan')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('periodEnd')}</TableCell>
              <TableCell>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.items ?? []).map((row) => (
              <TableRow key={row.id} data-testid={`subscription-${row.seller.display_name}`}>
                <TableCell>{row.seller.display_name}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>
                  <TextField
                    select
                    size="small"
                    value={row.plan.id}
                    label={t('changeSellerPlan', { seller: row.seller.display_name })}
                    onChange={(event) =>
                      change.mutate({ id: row.id, body: { plan_id: event.target.value } })
                    }
                    fullWidth
                  >
                    {choosable.some((plan) => plan.id === row.plan.id) ? null : (
                      <MenuItem value={row.plan.id}>{row.plan.name}</MenuItem>
                    )}
                    {choosable.map((plan) => (
                      <MenuItem key={plan.id} value={plan.id}>
                        {plan.name}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell>
                  <Chip size="small" label={t(`state.${row.state}`)} />
                </TableCell>
                <TableCell>
                  {format.dateTime(new Date(row.period_end), { dateStyle: 'medium' })}
                </TableCell>
                <TableCell>
                  {row.state === 'active' ? null : (
                    <Button
                      size="small"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ id: row.id, body: { extend_trial_days: 7 } })}
                    >
                      {t('extendTrial')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {list.data && list.data.items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={5}>{t('noSellers')}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
}

/** `/profile/subscription` (administrators): the free trial, the plans and sellers' subscriptions. */
export function SubscriptionsAdminPage() {
  const t = useTranslations('subscriptions');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('adminTitle')}
      </Typography>
      <TrialSettings />
      <Plans />
      <Sellers />
    </Container>
  );
}
