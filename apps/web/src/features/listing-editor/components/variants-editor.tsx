'use client';

import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { MAX_VARIANTS_PER_PRODUCT } from '@bazaar/contracts';
import {
  emptyVariant,
  inputFields,
  variantField,
  type VariantField,
  type VariantValues,
} from '../form/listing-form-values';
import { inputIdOf, type ListingForm } from '../hooks/use-listing-form';

/**
 * The variants of a Shop Hub product (size, colour…), each with its own SKU, price and stock.
 * A product with variants sells at the lowest of their prices and has their stock together.
 */
export function VariantsEditor({ form }: { form: ListingForm }) {
  const t = useTranslations('listingEditor.variants');
  const { variants, currency } = form.values;
  const arrayError = form.errors[inputFields.variants];

  const setCell = (index: number, field: VariantField, value: string) =>
    form.change(
      (current) => ({
        variants: current.variants.map((row, at) =>
          at === index ? { ...row, [field]: value } : row,
        ),
      }),
      [variantField(index, field)],
    );

  const cell = (row: VariantValues, index: number, field: VariantField) => {
    const name = variantField(index, field);
    const error = form.errors[name];
    return {
      id: inputIdOf(name),
      name,
      value: row[field],
      onChange: (event: { target: { value: string } }) => setCell(index, field, event.target.value),
      error: Boolean(error),
      helperText: error,
      size: 'small' as const,
      fullWidth: true,
    };
  };

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('count', { count: variants.length, max: MAX_VARIANTS_PER_PRODUCT })}
        </Typography>
      </Stack>
      <Typography variant="body2" color={arrayError ? 'error' : 'text.secondary'}>
        {arrayError ?? (variants.length > 0 ? t('hint') : t('empty'))}
      </Typography>
      {variants.map((row, index) => (
        <Box
          key={row.key}
          role="group"
          aria-label={t('row', { index: index + 1 })}
          data-testid="listing-variant"
          sx={{
            display: 'grid',
            gap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr)) auto',
              md: 'minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 1.1fr) minmax(0, 0.8fr) auto',
            },
            p: 1.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / 3', md: 'auto' } }}>
            <TextField {...cell(row, index, 'name')} label={t('name')} required />
          </Box>
          <Box sx={{ gridColumn: { xs: '3', md: '5' }, gridRow: { xs: '1', md: '1' } }}>
            <IconButton
              aria-label={t('remove', { index: index + 1 })}
              onClick={() =>
                form.change(
                  (current) => ({
                    variants: current.variants.filter((other) => other.key !== row.key),
                  }),
                  [inputFields.variants],
                )
              }
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / 3', md: 'auto' } }}>
            <TextField {...cell(row, index, 'sku')} label={t('sku')} />
          </Box>
          <TextField
            {...cell(row, index, 'price')}
            label={t('price', { currency })}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            {...cell(row, index, 'quantity')}
            label={t('stock')}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<AddRounded />}
          variant="outlined"
          disabled={variants.length >= MAX_VARIANTS_PER_PRODUCT}
          onClick={() =>
            form.change(
              (current) => ({ variants: [...current.variants, emptyVariant()] }),
              [inputFields.variants],
            )
          }
        >
          {t('add')}
        </Button>
      </Box>
    </Stack>
  );
}
