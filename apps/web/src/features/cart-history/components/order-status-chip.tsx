'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import { type OrderStatus } from '@bazaar/contracts';
import { orderStatusTones, type OrderStatusTone } from '../order-state';

interface ToneStyle {
  bgcolor: string;
  color: string;
  border?: number;
  borderColor?: string;
}

/** The chip of each tone, in the theme's colours (which keep 4.5:1 for the chip's text). */
const toneSx: Record<OrderStatusTone, ToneStyle> = {
  amber: { bgcolor: 'warning.main', color: 'warning.contrastText' },
  blue: { bgcolor: 'info.main', color: 'info.contrastText' },
  green: { bgcolor: 'success.main', color: 'success.contrastText' },
  red: { bgcolor: 'error.main', color: 'error.contrastText' },
  grey: { bgcolor: 'transparent', color: 'text.primary', border: 1, borderColor: 'text.secondary' },
};

/** Placed, Accepted, Declined, Fulfilled or Cancelled, each in its own colour. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const t = useTranslations('cartHistory.status');
  return (
    <Chip
      data-testid="order-status"
      size="small"
      label={t(status)}
      sx={{ fontWeight: 700, flexShrink: 0, ...toneSx[orderStatusTones[status]] }}
    />
  );
}
