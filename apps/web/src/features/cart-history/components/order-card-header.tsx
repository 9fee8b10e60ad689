'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { type Order } from '@bazaar/contracts';
import { OrderStatusChip } from './order-status-chip';

/** An order card's head: its number (the card's name, `headingId`), day and status. */
export function OrderCardHeader({ order, headingId }: { order: Order; headingId: string }) {
  const t = useTranslations('cartHistory');
  const format = useFormatter();
  const placedAt = new Date(order.created_at);
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
        alignItems: 'center',
        justifyContent: 'space-between',
        bgcolor: 'action.hover',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h6" component="h2" id={headingId} sx={{ lineHeight: 1.3 }}>
          {t('order.number', { number: order.number })}
        </Typography>
        <Typography
          component="time"
          variant="body2"
          color="text.secondary"
          dateTime={order.created_at}
        >
          {format.dateTime(placedAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
      </Box>
      <OrderStatusChip status={order.status} />
    </Stack>
  );
}
