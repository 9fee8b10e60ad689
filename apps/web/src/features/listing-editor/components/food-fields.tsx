'use client';

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { euAllergens, foodUnits, type EuAllergen } from '@bazaar/contracts';
import { inputFields } from '../form/listing-form-values';
import { inputIdOf, type ListingForm } from '../hooks/use-listing-form';
import { choiceInputProps, textInputProps } from './field-props';
import { FieldRow, NotChosen } from './field-layout';

/** The Food division's attributes: unit, allergens. */
export function FoodFields({ form }: { form: ListingForm }) {
  const t = useTranslations('listingEditor');
  const allergensLabelId = useId();
  const allergensError = form.errors[inputFields.allergens];
  const toggle = (allergen: EuAllergen) =>
    form.change(
      (current) => ({
        allergens: current.allergens.includes(allergen)
          ? current.allergens.filter((other) => other !== allergen)
          : // Kept in the order of the regulation's list, as labels show them.
            euAllergens.filter((other) => other === allergen || current.allergens.includes(other)),
      }),
      [inputFields.allergens],
    );
  return (
    <Stack spacing={2.5}>
      <FieldRow>
        <TextField {...choiceInputProps(form, 'unit', foodUnits)} label={t('fields.unit')} required>
          <NotChosen />
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
        <Typography id={allergensLabelId} variant="subtitle2" component="legend" sx={{ mb: 0.5 }}>
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
