'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { propertyOffers, propertyTypes, rentalPricePeriods } from '@bazaar/contracts';
import { inputFields } from '../form/listing-form-values';
import { type ListingForm } from '../hooks/use-listing-form';
import { choiceInputProps, inputProps, textInputProps } from './field-props';
import { FieldRow, NotChosen, unitAdornment } from './field-layout';

/** The Property division's attributes: offer, rental period, type, rooms and area. */
export function PropertyFields({ form }: { form: ListingForm }) {
  const t = useTranslations('listingEditor');
  return (
    <Stack spacing={2}>
      <FieldRow>
        <TextField
          {...inputProps(form, 'offer')}
          select
          label={t('fields.offer')}
          value={form.values.offer}
          // The period's message goes too: it belongs to the question this one answers.
          onChange={(event) =>
            form.change(
              { offer: propertyOffers.find((one) => one === event.target.value) ?? 'sale' },
              [inputFields.offer, inputFields.rentalPeriod],
            )
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {propertyOffers.map((one) => (
            <option key={one} value={one}>
              {t(`offers.${one}`)}
            </option>
          ))}
        </TextField>
        {form.values.offer === 'rent' ? (
          <TextField
            {...choiceInputProps(form, 'rentalPeriod', rentalPricePeriods)}
            label={t('fields.rentalPeriod')}
            required
          >
            <NotChosen />
            {rentalPricePeriods.map((period) => (
              <option key={period} value={period}>
                {t(`rentalPeriods.${period}`)}
              </option>
            ))}
          </TextField>
        ) : null}
      </FieldRow>
      <FieldRow>
        <TextField
          {...choiceInputProps(form, 'propertyType', propertyTypes)}
          label={t('fields.propertyType')}
          required
        >
          <NotChosen />
          {propertyTypes.map((type) => (
            <option key={type} value={type}>
              {t(`propertyTypes.${type}`)}
            </option>
          ))}
        </TextField>
      </FieldRow>
      <FieldRow>
        <TextField
          {...textInputProps(form, 'rooms', t('fields.roomsHint'))}
          label={t('fields.rooms')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...textInputProps(form, 'areaM2')}
          label={t('fields.area')}
          required
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: unitAdornment('m²'),
          }}
        />
      </FieldRow>
    </Stack>
  );
}
