'use client';

import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { StorefrontOutlined } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { type FulfilmentMethod, type SellerCart } from '@bazaar/contracts';
import { PostalAddress } from '@/components/postal-address';
import { type FormFields } from '@/lib/forms/use-form-fields';
import { type CheckoutFieldName } from '../lib/checkout-form';

interface Props {
  cart: SellerCart;
  /** The dialog title's id: the choice's label is named after it. */
  titleId: string;
  form: FormFields<CheckoutFieldName>;
  fulfilment: FulfilmentMethod;
  onFulfilmentChange: (fulfilment: FulfilmentMethod) => void;
}

/** Pickup (at the seller's address) or delivery (to the address typed here). */
export function CheckoutFulfilmentFields({
  cart,
  titleId,
  form,
  fulfilment,
  onFulfilmentChange,
}: Props) {
  const t = useTranslations('cart.checkout');
  return (
    <>
      <FormControl>
        <FormLabel id={`${titleId}-fulfilment`} sx={{ fontWeight: 700, color: 'text.primary' }}>
          {t('fulfilment')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${titleId}-fulfilment`}
          name="fulfilment"
          value={fulfilment}
          onChange={(event) => onFulfilmentChange(event.target.value as FulfilmentMethod)}
        >
          <FormControlLabel
            value="pickup"
            control={<Radio />}
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <StorefrontOutlined fontSize="small" aria-hidden />
                <span>{t('pickup')}</span>
              </Stack>
            }
          />
          <FormControlLabel
            value="delivery"
            control={<Radio />}
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <LocalShippingOutlined fontSize="small" aria-hidden />
                <span>{t('delivery')}</span>
              </Stack>
            }
          />
        </RadioGroup>
      </FormControl>
      {fulfilment === 'pickup' ? (
        <Box data-testid="checkout-pickup">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('pickupAt')}
          </Typography>
          {cart.seller.pickup_address ? (
            <PostalAddress address={cart.seller.pickup_address} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('pickupAddressUnknown', { seller: cart.seller.display_name })}
            </Typography>
          )}
        </Box>
      ) : null}
      {fulfilment === 'delivery' ? (
        <Stack spacing={2} data-testid="delivery-address">
          <TextField
            {...form.fieldProps('delivery_address.street')}
            label={t('street')}
            autoComplete="street-address"
            required
            fullWidth
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...form.fieldProps('delivery_address.zip_code')}
              label={t('zipCode')}
              autoComplete="postal-code"
              required
              sx={{ flex: 1 }}
            />
            <TextField
              {...form.fieldProps('delivery_address.city')}
              label={t('city')}
              autoComplete="address-level2"
              required
              sx={{ flex: 2 }}
            />
          </Stack>
        </Stack>
      ) : null}
    </>
  );
}
