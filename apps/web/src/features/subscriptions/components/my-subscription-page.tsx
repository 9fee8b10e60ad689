'use client';

import AddCardRounded from '@mui/icons-material/AddCardRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { type ReactNode } from 'react';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  PREPAY_HISTORY_PATH,
  type MySubscription,
  type SubscriptionPlan,
  type SubscriptionState,
} from '@bazaar/contracts';
import { showConfirmation } from '@/lib/overlays/overlay-store';
import { useChangePlan } from '../api/change-plan';
import { getMySubscriptionQueryOptions } from '../api/get-my-subscription';
import { getSubscriptionPlansQueryOptions } from '../api/get-subscription-plans';
import { useRenewNow } from '../api/renew-subscription';
import { PlanCard } from './plan-card';

const stateColour: Record<SubscriptionState, 'success' | 'info' | 'warning' | 'error'> = {
  trial: 'info',
  active: 'success',
  grace: 'warning',
  expired: 'error',
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: { xs: '100%', sm: 200 }, flex: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

function Overview({ subscription }: { subscription: MySubscription }) {
  const t = useTranslations('subscriptions');
  const locale = useLocale();
  const format = useFormatter();
  const renew = useRenewNow();
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const { usage, state } = subscription;
  const share = usage.active_listings_limit
    ? Math.min(100, (usage.active_listings / usage.active_listings_limit) * 100)
    : 100;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '12px', mb: 4 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography variant="h5" component="h2" data-testid="my-plan">
          {subscription.plan.name}
        </Typography>
        <Chip
          label={t(`state.${state}`)}
          color={stateColour[state]}
          size="small"
          data-testid="subscription-state"
        />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {state === 'trial'
          ? t('trialUntil', { date: date(subscription.period_end) })
          : state === 'active'
            ? t('paidUntil', { date: date(subscription.period_end) })
            : null}
      </Typography>
      {state === 'grace' || state === 'expired' ? (
        <Alert
          severity={state === 'grace' ? 'warning' : 'error'}
          sx={{ mb: 2 }}
          action={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                component={NextLink}
                href={PREPAY_HISTORY_PATH}
                color="inherit"
                size="small"
                startIcon={<AddCardRounded />}
              >
                {t('topUp')}
              </Button>
              <Button
                color="inherit"
                size="small"
                disabled={renew.isPending}
                onClick={() =>
                  renew.mutate(undefined, {
                    onSuccess: (after) => {
                      if (after.state === 'active') {
                        enqueueSnackbar(t('renewed'), { variant: 'success' });
                      }
                    },
                  })
                }
              >
                {t('renewNow')}
              </Button>
            </Stack>
          }
        >
          {state === 'grace'
            ? t('graceUntil', { date: date(subscription.grace_ends_at ?? subscription.period_end) })
            : t('expiredText')}
        </Alert>
      ) : null}
      {subscription.pending_plan ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('pending', {
            date: date(subscription.period_end),
            plan: subscription.pending_plan.name,
          })}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
        <Fact label={t('activeListings')}>
          <Typography sx={{ fontWeight: 600 }} data-testid="listings-usage">
            {t('usage', { used: usage.active_listings, limit: usage.active_listings_limit })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={share}
            color={share >= 100 ? 'warning' : 'primary'}
            aria-label={t('activeListings')}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </Fact>
        <Fact label={t('nextCharge')}>
          <Typography sx={{ fontWeight: 600 }} data-testid="next-charge">
            {t('nextChargeText', {
              amount: formatMoney(subscription.next_charge.amount, locale),
              date: date(subscription.next_charge.at),
            })}
          </Typography>
          {subscription.next_charge.discount_percent > 0 ? (
            <Typography variant="body2" color="success.main">
              {t('discount', { percent: subscription.next_charge.discount_percent })}
            </Typography>
          ) : null}
        </Fact>
        <Fact label={t('balance')}>
          <Typography sx={{ fontWeight: 600 }}>
            {formatMoney(subscription.balance, locale)}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="promotion-credits">
            {t('promotionCreditsLeft', {
              amount: formatMoney(subscription.promotion_credits, locale),
            })}
          </Typography>
          <Button component={NextLink} href={PREPAY_HISTORY_PATH} size="small" sx={{ px: 0 }}>
            {t('topUp')}
          </Button>
        </Fact>
      </Stack>
    </Paper>
  );
}

function Plans({ subscription }: { subscription: MySubscription }) {
  const t = useTranslations('subscriptions');
  const plans = useQuery(getSubscriptionPlansQueryOptions());
  const change = useChangePlan();
  const choose = async (plan: SubscriptionPlan) => {
    const confirmed = await showConfirmation({
      title: t('confirmTitle', { plan: plan.name }),
      content: t('changeRules'),
      buttonLabel: t('confirm'),
      cancelLabel: t('cancel'),
    });
    if (!confirmed) return;
    change.mutate(plan.id, {
      onSuccess: () => enqueueSnackbar(t('changed'), { variant: 'success' }),
    });
  };
  return (
    <Box component="section" aria-labelledby="choose-plan">
      <Typography id="choose-plan" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('choosePlan')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        {t('changeRules')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(240px, 1fr))' },
        }}
      >
        {(plans.data?.items ?? []).map((plan) => {
          const current = plan.id === subscription.plan.id;
          const waiting = plan.id === subscription.pending_plan?.id;
          return (
            <PlanCard
              key={plan.id}
              plan={plan}
              badge={current ? t('current') : waiting ? t('waiting') : null}
              action={
                current && !subscription.pending_plan ? null : (
                  <Button
                    variant={current ? 'outlined' : 'contained'}
                    disabled={change.isPending || waiting}
                    onClick={() => void choose(plan)}
                  >
                    {t('choose', { plan: plan.name })}
                  </Button>
                )
              }
            />
          );
        })}
        {plans.isPending
          ? [0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={220} aria-label={t('loading')} />
            ))
          : null}
      </Box>
    </Box>
  );
}

/** `/profile/my-subscription` (SELLER): the seller's plan, its state and limits, and other plans. */
export function MySubscriptionPage() {
  const t = useTranslations('subscriptions');
  const subscription = useQuery(getMySubscriptionQueryOptions());
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('myTitle')}
      </Typography>
      {subscription.data ? (
        <>
          <Overview subscription={subscription.data} />
          <Plans subscription={subscription.data} />
        </>
      ) : (
        <Skeleton variant="rounded" height={240} aria-label={t('loading')} />
      )}
    </Container>
  );
}
