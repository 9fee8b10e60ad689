'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { itemConditions, type MarketplaceSection } from '@bazaar/contracts';
import { type ListingForm } from '../hooks/use-listing-form';
import { AutomarketFields } from './automarket-fields';
import { choiceInputProps, textInputProps } from './field-props';
import { FieldRow, NotChosen, unitAdornment } from './field-layout';
import { FoodFields } from './food-fields';
import { PropertyFields } from './property-fields';

/** The attributes a division adds to the listing core (issue 5), with their labels. */
export function DivisionFields({
  section,
  form,
}: {
  section: MarketplaceSection;
  form: ListingForm;
}) {
  const t = useTranslations('listingEditor');

  switch (section) {
    case 'catalog':
      return (
        <FieldRow>
          <TextField
            {...textInputProps(form, 'brand')}
            label={t('fields.brand')}
            required
            autoComplete="off"
          />
          <TextField
            {...textInputProps(form, 'sku', t('fields.skuHint'))}
            label={t('fields.sku')}
            required
            autoComplete="off"
          />
        </FieldRow>
      );
    case 'flea-market':
      return (
        <FieldRow>
          <TextField
            {...choiceInputProps(form, 'condition', itemConditions)}
            label={t('fields.condition')}
            required
          >
            <NotChosen />
            {itemConditions.map((condition) => (
              <option key={condition} value={condition}>
                {t(`conditions.${condition}`)}
              </option>
            ))}
          </TextField>
        </FieldRow>
      );
    case 'services':
      return (
        <Stack spacing={2}>
          <FieldRow>
            <TextField
              {...textInputProps(form, 'durationMinutes', t('fields.durationHint'))}
              label={t('fields.duration')}
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: unitAdornment(t('units.minutes')),
              }}
            />
          </FieldRow>
          <Typography variant="subtitle2" component="h3">
            {t('fields.serviceArea')}
          </Typography>
          <FieldRow>
            <TextField
              {...textInputProps(form, 'serviceAreaZip')}
              label={t('fields.serviceAreaZip')}
              required
              autoComplete="off"
            />
            <TextField
              {...textInputProps(form, 'serviceAreaRadiusKm')}
              label={t('fields.serviceAreaRadius')}
              required
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: unitAdornment('km'),
              }}
            />
          </FieldRow>
        </Stack>
      );
    case 'food':
      return <FoodFields form={form} />;
    case 'automarket':
      return <AutomarketFields form={form} />;
    case 'property':
      return <PropertyFields form={form} />;
  }
}
