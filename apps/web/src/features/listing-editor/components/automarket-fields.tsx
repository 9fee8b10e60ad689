'use client';

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { fuelTypes, transmissions, VEHICLE_MIN_YEAR, vehicleMaxYear } from '@bazaar/contracts';
import { type ListingForm } from '../hooks/use-listing-form';
import { choiceInputProps, textInputProps } from './field-props';
import { FieldRow, NotChosen, unitAdornment } from './field-layout';

/** The Auto Market division's attributes: the vehicle. */
export function AutomarketFields({ form }: { form: ListingForm }) {
  const t = useTranslations('listingEditor');
  return (
    <Stack spacing={2}>
      <FieldRow>
        <TextField
          {...textInputProps(form, 'make')}
          label={t('fields.make')}
          required
          autoComplete="off"
        />
        <TextField
          {...textInputProps(form, 'model')}
          label={t('fields.model')}
          required
          autoComplete="off"
        />
      </FieldRow>
      <FieldRow>
        <TextField
          {...textInputProps(
            form,
            'year',
            t('fields.yearHint', { min: VEHICLE_MIN_YEAR, max: vehicleMaxYear() }),
          )}
          label={t('fields.year')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          {...textInputProps(form, 'mileageKm')}
          label={t('fields.mileage')}
          required
          slotProps={{
            htmlInput: { inputMode: 'numeric' },
            input: unitAdornment('km'),
          }}
        />
      </FieldRow>
      <FieldRow>
        <TextField {...choiceInputProps(form, 'fuel', fuelTypes)} label={t('fields.fuel')} required>
          <NotChosen />
          {fuelTypes.map((fuel) => (
            <option key={fuel} value={fuel}>
              {t(`fuels.${fuel}`)}
            </option>
          ))}
        </TextField>
        <TextField
          {...choiceInputProps(form, 'transmission', transmissions)}
          label={t('fields.transmission')}
          required
        >
          <NotChosen />
          {transmissions.map((transmission) => (
            <option key={transmission} value={transmission}>
              {t(`transmissions.${transmission}`)}
            </option>
          ))}
        </TextField>
      </FieldRow>
    </Stack>
  );
}
