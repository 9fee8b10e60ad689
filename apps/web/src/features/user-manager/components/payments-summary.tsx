'use client';

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'use-intl';
import { formatMoney } from '@bazaar/contracts';
import { usePaymentsSummary } from '../api/get-payments-summary';
import { type PaymentFilters } from '../filters';

/** What account holders hold, and the totals per kind of the movements the filters keep. */
export function PaymentsSummary({
  filters,
  filtered,
}: {
  filters: PaymentFilters;
  /** Some filter is set: the totals are of the filtered movements. */
  filtered: boolean;
}) {
  const t = useTranslations('userManager.payments');
  const locale = useLocale();
  const summary = usePaymentsSummary(filters).data;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        mb: 2.5,
      }}
      aria-label={t('summaryLabel')}
      role="region"
    >
      {(summary?.balances_held.length ? summary.balances_held : [null]).map((held, index) => (
        <Paper key={held?.amount.currency ?? index} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('held')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="balances-held">
            {held
              ? formatMoney(held.amount, locale)
              : summary
                ? formatMoney({ amount_minor: 0, currency: 'EUR' }, locale)
                : '…'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('heldDetails', {
              accounts: held?.accounts ?? 0,
              credits: formatMoney(
                held?.promotion_credits ?? { amount_minor: 0, currency: 'EUR' },
                locale,
              ),
            })}
          </Typography>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ p: 2, gridColumn: { md: 'span 2' } }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {filtered ? t('totalsFiltered') : t('totalsAll')}
        </Typography>
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1}
          sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
          aria-label={t('totalsLabel')}
        >
          {summary && summary.totals.length === 0 ? (
            <Typography component="li" color="text.secondary">
              {t('noTotals')}
            </Typography>
          ) : null}
          {summary?.totals.map((total) => (
            <Box
              component="li"
              key={`${total.kind}-${total.amount.currency}`}
              data-testid={`total-${total.kind}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.5, py: 0.75 }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {t(`kinds.${total.kind}`)} · {t('count', { count: total.count })}
              </Typography>
              <Typography component="p" sx={{ fontWeight: 600 }}>
                {formatMoney(total.amount, locale)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Paper>
    </Box>
  );
}
