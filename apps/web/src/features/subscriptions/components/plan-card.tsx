'use client';

import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney, type SubscriptionPlan } from '@bazaar/contracts';

/** One plan: its price a month and its limits, with what the viewer can do about it. */
export function PlanCard({
  plan,
  badge,
  action,
  showCredits = false,
}: {
  plan: SubscriptionPlan;
  badge?: string | null;
  action?: ReactNode;
  /**
   * The plan's promotion credits: administrators set them, but the ledger does not grant them
   * yet (ADR 0058), so sellers are not promised them.
   */
  showCredits?: boolean;
}) {
  const t = useTranslations('subscriptions');
  const locale = useLocale();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={plan.name}
      data-testid={`plan-${plan.name}`}
      sx={{ p: 2.5, borderRadius: '12px', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h3">
          {plan.name}
        </Typography>
        {badge ? <Chip size="small" label={badge} color="primary" variant="outlined" /> : null}
      </Stack>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {t('perMonth', { price: formatMoney(plan.price, locale) })}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        <li>{t('listingsLimit', { count: plan.active_listings_limit })}</li>
        <li>{t('eshopsLimit', { count: plan.eshops_limit })}</li>
        {showCredits && plan.promotion_credits.amount_minor > 0 ? (
          <li>{t('credits', { amount: formatMoney(plan.promotion_credits, locale) })}</li>
        ) : null}
      </Stack>
      {action ? <Stack sx={{ mt: 'auto', pt: 1 }}>{action}</Stack> : null}
    </Paper>
  );
}
