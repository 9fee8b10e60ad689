'use client';

import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useFormatter, useLocale, useTranslations } from 'use-intl';
import { formatMoney, PREPAY_HISTORY_PATH, type PrepayEntry } from '@bazaar/contracts';
import { usePrepayEntry } from '../api/get-prepay-entry';

const RECEIPT_ID = 'prepay-receipt';

/** On paper only the receipt shows, not the app around it. */
const printOnlyReceipt = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        [`#${RECEIPT_ID}, #${RECEIPT_ID} *`]: { visibility: 'visible' },
        [`#${RECEIPT_ID}`]: { position: 'absolute', inset: '0 0 auto 0', boxShadow: 'none' },
        '.receipt-actions': { display: 'none' },
      },
    }}
  />
);

function Line({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Receipt({ entry }: { entry: PrepayEntry }) {
  const t = useTranslations('prepayHistory');
  const locale = useLocale();
  const format = useFormatter();
  return (
    <Paper id={RECEIPT_ID} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: '12px' }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 2 }}
      >
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {t('receiptPage.title')}
        </Typography>
        <Typography color="text.secondary">Bazaar</Typography>
      </Stack>
      <Typography
        variant="h3"
        component="p"
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', mb: 0.5 }}
      >
        {entry.amount.amount_minor > 0 ? '+' : ''}
        {formatMoney(entry.amount, locale)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t(`types.${entry.type}`)} · {entry.description}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <Line
          label={t('receiptPage.date')}
          value={format.dateTime(new Date(entry.created_at), {
            dateStyle: 'long',
            timeStyle: 'short',
          })}
        />
        <Line label={t('receiptPage.account')} value={entry.account.display_name} />
        <Line
          label={t('receiptPage.balanceAfter')}
          value={formatMoney(entry.balance_after, locale)}
        />
        {entry.payment_reference ? (
          <Line label={t('receiptPage.paymentReference')} value={entry.payment_reference} />
        ) : null}
        {entry.author ? (
          <Line label={t('receiptPage.madeBy')} value={entry.author.display_name} />
        ) : null}
        <Line label={t('receiptPage.entry')} value={entry.id} />
        <Line label={t('receiptPage.transaction')} value={entry.transaction_id} />
      </Box>
    </Paper>
  );
}

/** `/profile/prepay-history/receipts/{id}`: one entry as a receipt to print or save as PDF. */
export function PrepayReceipt({ id }: { id: string }) {
  const t = useTranslations('prepayHistory');
  const entry = usePrepayEntry(id);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      {printOnlyReceipt}
      <Stack
        className="receipt-actions"
        direction="row"
        sx={{ justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Button component={Link} href={PREPAY_HISTORY_PATH} startIcon={<ArrowBackRounded />}>
          {t('receiptPage.back')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintRounded />}
          onClick={() => window.print()}
          disabled={!entry.data}
        >
          {t('receiptPage.print')}
        </Button>
      </Stack>
      {entry.data ? (
        <Receipt entry={entry.data} />
      ) : entry.isError ? (
        <Alert severity="error">{t('receiptPage.notFound')}</Alert>
      ) : (
        <Skeleton variant="rounded" height={360} aria-label={t('loading')} />
      )}
    </Container>
  );
}
