'use client';

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type CartHistoryRole, type Order, type OrderStatus } from '@bazaar/contracts';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { asksForReason, orderActions, type OrderAction, type ReasonedAction } from '../order-state';
import { OrderReasonDialog } from './order-reason-dialog';

interface Props {
  order: Order;
  /** The view the order is shown in, which tells who the other side is. */
  role: CartHistoryRole;
  /** Called once the order moved; its buttons change or go, so focus needs a new place. */
  onMoved: () => void;
}

/**
 * The moves the api allows the caller now (accept, mark fulfilled, decline, cancel). Declining
 * and cancelling ask first, with an optional reason; the list shows the answer in place.
 */
export function OrderActions({ order, role, onMoved }: Props) {
  const t = useTranslations('cartHistory');
  const update = useUpdateOrderStatus();
  const [asking, setAsking] = useState(false);
  // Kept while the dialog closes, so its texts do not change during the transition.
  const [dialogAction, setDialogAction] = useState<ReasonedAction>('decline');
  const choices = orderActions(order);
  if (choices.length === 0) return null;
  const otherParty = role === 'buyer' ? order.seller.display_name : order.buyer.display_name;

  const move = (action: OrderAction, status: OrderStatus, reason?: string) =>
    update.mutate(
      { id: order.id, status, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setAsking(false);
          onMoved();
          enqueueSnackbar(t(`toasts.${action}`, { number: order.number }), {
            variant: 'success',
          });
        },
      },
    );

  const dialogStatus = choices.find((choice) => choice.action === dialogAction)?.status;

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t('actions.label', { number: order.number })}
        sx={{ flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 0', sm: '0 0 auto' } } }}
      >
        {choices.map(({ action, status }) => (
          <Button
            key={action}
            variant={asksForReason(action) ? 'outlined' : 'contained'}
            color={asksForReason(action) ? 'error' : 'primary'}
            loading={update.isPending && update.variables.status === status && !asking}
            disabled={update.isPending}
            onClick={() => {
              if (asksForReason(action)) {
                setDialogAction(action);
                setAsking(true);
              } else {
                move(action, status);
              }
            }}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {t(`actions.${action}`)}
          </Button>
        ))}
      </Stack>
      <OrderReasonDialog
        order={order}
        action={dialogAction}
        otherParty={otherParty}
        open={asking}
        pending={update.isPending}
        onConfirm={(reason) => {
          if (dialogStatus) move(dialogAction, dialogStatus, reason);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
