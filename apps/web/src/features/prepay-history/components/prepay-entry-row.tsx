'use client';

import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, prepayReceiptPath, type PrepayEntry } from '@bazaar/contracts';

const TYPE_COLOURS = {
  top_up: 'success',
  subscription: 'primary',
  advertising: 'default',
  refund: 'info',
} as const;

interface Props {
  entry: PrepayEntry;
  /** Administrators see whose entry it is, and can show only that account's. */
  onFilterAccount?: (accountId: string) => void;
}

/** One entry: when, what, how much, and the balance after it, with a link to its receipt. */
export function PrepayEntryRow({ entry, onFilterAccount }: Props) {
  const t = useTranslations('prepayHistory');
  const locale = useLocale();
  const format = useFormatter();
  const credit = entry.amount.amount_minor > 0;
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr auto', md: '150px minmax(0, 1fr) 130px 130px auto' },
        gridTemplateAreas: {
          xs: '"what amount" "when balance" "receipt receipt"',
          md: '"when what amount balance receipt"',
        },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0.5,
        px: { xs: 2, md: 2.5 },
        py: 1.75,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ gridArea: 'when' }}
        component="time"
        dateTime={entry.created_at}
      >
        {format.dateTime(new Date(entry.created_at), {
          dateStyle: 'medium',
          timeStyle: 'short',
        })}
      </Typography>
      <Box sx={{ gridArea: 'what', minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={TYPE_COLOURS[entry.type]}
            variant="outlined"
            label={t(`types.${entry.type}`)}
          />
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {entry.description}
          </Typography>
        </Box>
        {onFilterAccount ? (
          <Button
            size="small"
            onClick={() => onFilterAccount(entry.account.id)}
            sx={{ mt: 0.25, px: 0.5, minWidth: 0, textTransform: 'none' }}
          >
            {t('onlyAccount', { name: entry.account.display_name })}
          </Button>
        ) : null}
        {entry.author ? (
          <Typography variant="body2" color="text.secondary">
            {t('madeBy', { name: entry.author.display_name })}
          </Typography>
        ) : null}
      </Box>
      <Typography
        sx={{
          gridArea: 'amount',
          textAlign: 'right',
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: credit ? 'success.main' : 'text.primary',
        }}
      >
        {credit ? '+' : ''}
        {formatMoney(entry.amount, locale)}
      </Typography>
      <Typography
        variant="body2"
        sx={{ gridArea: 'balance', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
      >
        <Box component="span" sx={{ color: 'text.secondary', display: { md: 'none' } }}>
          {t('balanceAfterShort')}{' '}
        </Box>
        {formatMoney(entry.balance_after, locale)}
      </Typography>
      <Box sx={{ gridArea: 'receipt', justifySelf: { xs: 'start', md: 'end' } }}>
        <Button
          component={Link}
          href={prepayReceiptPath(entry.id)}
          size="small"
          startIcon={<ReceiptLongRounded />}
          aria-label={t('receiptOf', { description: entry.description })}
          sx={{ ml: { xs: -0.5, md: 0 } }}
        >
          {t('receipt')}
        </Button>
      </Box>
    </Box>
  );
}
