'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  euAllergens,
  foodUnits,
  fuelTypes,
  itemConditions,
  propertyOffers,
  propertyTypes,
  rentalPricePeriods,
  transmissions,
  VEHICLE_MIN_YEAR,
  vehicleMaxYear,
  type EuAllergen,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { inputFields } from '../form/listing-form-values';
import { inputIdOf, type ListingForm } from '../hooks/use-listing-form';
import { choiceInputProps, inputProps, textInputProps } from './field-props';

/** Two inputs side by side on wider screens, one under the other on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}

/** The unit shown at the end of a number input. */
export function unitAdornment(unit: string) {
  return { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> };
}

/** The attributes a division adds to the listing core (issue 5), with their labels. */
export function DivisionFields({
  section,
  form,
}: {
  section: MarketplaceSection;
  form: ListingForm;
}) {
  const t = useTranslations('listingEditor');
  const allergensLabelId = useId();
  const notChosen = <option value="">{t('fields.choose')}</option>;

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
            {notChosen}
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
    case 'food': {
      const allergensError = form.errors[inputFields.allergens];
      const toggle = (allergen: EuAllergen) =>
        form.change(
          (current) => ({
            allergens: current.allergens.includes(allergen)
              ? current.allergens.filter((other) => other !== allergen)
              : // Kept in the order of the regulation's list, as labels show them.
                euAllergens.filter(
                  (other) => other === allergen || current.allergens.includes(other),
                ),
          }),
          [inputFields.allergens],
        );
      return (
        <Stack spacing={2.5}>
          <FieldRow>
            <TextField
              {...choiceInputProps(form, 'unit', foodUnits)}
              label={t('fields.unit')}
              required
            >
              {notChosen}
              {foodUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`foodUnits.${unit}`)}
                </option>
              ))}
            </TextField>
            <TextField
              {...textInputProps(form, 'weightOrVolume', t('fields.weightOrVolumeHint'))}
              label={t('fields.weightOrVolume')}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          </FieldRow>
          <Box
            component="fieldset"
            aria-labelledby={allergensLabelId}
            id={inputIdOf(inputFields.allergens)}
            tabIndex={-1}
            sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
          >
            <Typography
              id={allergensLabelId}
              variant="subtitle2"
              component="legend"
              sx={{ mb: 0.5 }}
            >
              {t('fields.allergens')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t('fields.allergensHint')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {euAllergens.map((allergen) => {
                const chosen = form.values.allergens.includes(allergen);
                return (
                  <Chip
                    key={allergen}
                    label={t(`allergens.${allergen}`)}
                    aria-pressed={chosen}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    onClick={() => toggle(allergen)}
                  />
                );
              })}
            </Stack>
            {allergensError ? <FormHelperText error>{allergensError}</FormHelperText> : null}
          </Box>
        </Stack>
      );
    }
    case 'automarket':
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
            <TextField
              {...choiceInputProps(form, 'fuel', fuelTypes)}
              label={t('fields.fuel')}
              required
            >
              {notChosen}
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
              {notChosen}
              {transmissions.map((transmission) => (
                <option key={transmission} value={transmission}>
                  {t(`transmissions.${transmission}`)}
                </option>
              ))}
            </TextField>
          </FieldRow>
        </Stack>
      );
    case 'property': {
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
                {notChosen}
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
              {notChosen}
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
  }
}
