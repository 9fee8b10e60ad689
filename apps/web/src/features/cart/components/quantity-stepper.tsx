'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type CartItem } from '@bazaar/contracts';
import { steppedQuantity, typedQuantity } from '../lib/cart-lines';

interface Props {
  item: CartItem;
  /** The product as the line names it, so each stepper's controls say whose quantity they set. */
  productName: string;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** − quantity +: between 1 and the stock now; a typed quantity applies when the field is left. */
export function QuantityStepper({ item, productName, disabled, onChange }: Props) {
  const t = useTranslations('cart.line');
  // What is being typed; null shows the line's quantity.
  const [typing, setTyping] = useState<string | null>(null);
  const down = steppedQuantity(item, -1);
  const up = steppedQuantity(item, 1);
  const bookable = item.availability === 'available';

  const commit = () => {
    if (typing === null) return;
    const next = typedQuantity(item, typing);
    setTyping(null);
    if (next !== null) onChange(next);
  };

  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 999,
        width: 'fit-content',
      }}
      data-testid="quantity-stepper"
    >
      <IconButton
        size="small"
        aria-label={t('decrease', { product: productName })}
        disabled={disabled || down === null}
        onClick={() => down !== null && onChange(down)}
      >
        <RemoveRounded fontSize="small" />
      </IconButton>
      <InputBase
        value={typing ?? String(item.quantity)}
        onChange={(event) => setTyping(event.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        disabled={disabled || !bookable}
        inputProps={{
          inputMode: 'numeric',
          'aria-label': t('quantity', { product: productName }),
          'data-testid': 'quantity-input',
        }}
        sx={{ width: 44, '& input': { textAlign: 'center', fontWeight: 700, p: 0.5 } }}
      />
      <IconButton
        size="small"
        aria-label={t('increase', { product: productName })}
        disabled={disabled || up === null}
        onClick={() => up !== null && onChange(up)}
      >
        <AddRounded fontSize="small" />
      </IconButton>
    </Stack>
  );
}
