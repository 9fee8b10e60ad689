'use client';

import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'use-intl';
import {
  formatMoney,
  ORDER_NOTE_MAX,
  orderHistoryPath,
  type FulfilmentMethod,
  type Order,
  type SellerCart,
} from '@bazaar/contracts';
import { ConfirmAddressPrompt } from '@/components/confirm-address-prompt';
import { FormErrorAlert } from '@/components/form-error-alert';
import { PostalAddress } from '@/components/postal-address';
import { isApiError } from '@/lib/api-client';
import { cartKeys } from '@/entities/cart/cart-keys';
import { useFormFields, type FieldRule } from '@/lib/forms/use-form-fields';
import { useCurrentUser } from '@/lib/session/current-user';
import { useCheckOut } from '../api/check-out';
import { CheckoutFulfilmentFields } from './checkout-fulfilment-fields';
import {
  addressFieldNames,
  checkoutBodyOf,
  checkoutFieldNames,
  initialCheckoutValues,
  type CheckoutFieldName,
} from '../lib/checkout-form';
import { newIdempotencyKey } from '@/lib/idempotency-key';

interface FormProps {
  cart: SellerCart;
  titleId: string;
  onPlaced: (order: Order) => void;
  onCancel: () => void;
}

/**
 * The checkout form of one seller's cart. It is mounted afresh each time the dialog opens and
 * keeps one Idempotency-Key for its whole life: pressing "Place order" twice, or again after a
 * lost answer, places one order.
 */
function CheckoutForm({ cart, titleId, onPlaced, onCancel }: FormProps) {
  const t = useTranslations('cart.checkout');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [fulfilment, setFulfilment] = useState<FulfilmentMethod>('pickup');
  const form = useFormFields<CheckoutFieldName>(initialCheckoutValues(user.data));
  const checkOut = useCheckOut();
  // A double click submits twice before the button re-renders as busy; the second is dropped
  // here (and would get the same order back through the key anyway).
  const submitting = useRef(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const rules: Partial<Record<CheckoutFieldName, FieldRule[]>> = {
      'contact.name': ['required'],
      'contact.email': ['required', 'email'],
    };
    if (fulfilment === 'delivery') {
      for (const name of addressFieldNames) rules[name] = ['required'];
    }
    if (!form.validate(rules)) return;
    submitting.current = true;
    checkOut.mutate(
      {
        sellerId: cart.seller.id,
        idempotencyKey,
        body: checkoutBodyOf(form.values, fulfilment),
      },
      {
        onSuccess: onPlaced,
        onSettled: () => {
          submitting.current = false;
        },
        onError: (error) => {
          form.showFailure(error, checkoutFieldNames);
          // Stock or prices moved since the cart was loaded: show the lines as they are now.
          if (isApiError(error) && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: cartKeys.all });
          }
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      // The fields scroll between the title and the buttons, which stay in view.
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
    >
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <ConfirmAddressPrompt />
          <FormErrorAlert message={form.formError} data-testid="checkout-error" />
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'flex',
              justifyContent: 'space-between',
              gap: 2,
            }}
          >
            <Typography>
              {t('summary', { count: cart.items.length, seller: cart.seller.display_name })}
            </Typography>
            <Typography sx={{ fontWeight: 800 }}>
              {cart.total ? formatMoney(cart.total, locale) : '—'}
            </Typography>
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('contact')}
          </Typography>
          <TextField
            {...form.fieldProps('contact.name')}
            label={t('name')}
            autoComplete="name"
            required
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...form.fieldProps('contact.email')}
              label={t('email')}
              type="email"
              autoComplete="email"
              required
              fullWidth
            />
            <TextField
              {...form.fieldProps('contact.phone')}
              label={t('phone')}
              type="tel"
              autoComplete="tel"
              fullWidth
            />
          </Stack>
          <CheckoutFulfilmentFields
            cart={cart}
            titleId={titleId}
            form={form}
            fulfilment={fulfilment}
            onFulfilmentChange={setFulfilment}
          />
          <TextField
            {...form.fieldProps('note')}
            label={t('note')}
            placeholder={t('notePlaceholder')}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: ORDER_NOTE_MAX } }}
          />
          <Typography variant="body2" color="text.secondary" data-testid="checkout-payment">
            {t('payment')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onCancel} disabled={checkOut.isPending}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          loading={checkOut.isPending}
          data-testid="place-order-button"
        >
          {t('placeOrder')}
        </Button>
      </DialogActions>
    </Box>
  );
}

function OrderPlaced({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useTranslations('cart.checkout');
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <CheckCircleRounded color="success" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h5" component="p" data-testid="order-placed">
            {t('placed', { number: order.number })}
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
            {t(order.fulfilment === 'delivery' ? 'placedDelivery' : 'placedPickup', {
              seller: order.seller.display_name,
            })}
          </Typography>
          {order.pickup_address ? (
            <Box data-testid="order-placed-pickup">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('pickupAt')}
              </Typography>
              <PostalAddress address={order.pickup_address} />
            </Box>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button
          component={NextLink}
          href={orderHistoryPath('buyer', order.number)}
          data-testid="cart-history-link"
        >
          {t('viewCartHistory')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('close')}
        </Button>
      </DialogActions>
    </>
  );
}

interface Props {
  /** The seller's cart being checked out; null while the dialog is closed. */
  cart: SellerCart | null;
  /** Changes on every opening, so each opening gets a fresh form (and a fresh key). */
  attempt: number;
  open: boolean;
  onClose: () => void;
}

/** Checks one seller's cart out into an order: contact, delivery or pickup, a note; paid offline. */
export function CheckoutDialog({ cart, attempt, open, onClose }: Props) {
  const t = useTranslations('cart.checkout');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const user = useCurrentUser();
  const [placed, setPlaced] = useState<{ attempt: number; order: Order } | null>(null);
  const order = placed?.attempt === attempt ? placed.order : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      data-testid="checkout-dialog"
    >
      <DialogTitle id={titleId}>
        {order ? t('placedTitle') : t('title', { seller: cart?.seller.display_name ?? '' })}
      </DialogTitle>
      {order ? (
        <OrderPlaced order={order} onClose={onClose} />
      ) : cart && user.data ? (
        <CheckoutForm
          key={attempt}
          cart={cart}
          titleId={titleId}
          onPlaced={(placedOrder) => setPlaced({ attempt, order: placedOrder })}
          onCancel={onClose}
        />
      ) : (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('loading')} />
        </DialogContent>
      )}
    </Dialog>
  );
}
