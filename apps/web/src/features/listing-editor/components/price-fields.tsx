'use client';

import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLocale, useTranslations } from 'use-intl';
import { type MarketplaceSection } from '@bazaar/contracts';
import { LISTING_CURRENCIES } from '../form/currencies';
import { inputFields } from '../form/listing-form-values';
import { type ListingForm } from '../hooks/use-listing-form';
import { EditorSection } from './editor-section';
import { FieldRow, unitAdornment } from './field-layout';
import { inputProps, textInputProps } from './field-props';
import { VariantsEditor } from './variants-editor';

/** Price (or rent), currency, quantity and negotiable; a product's variants below them. */
export function PriceFields({ section, form }: { section: MarketplaceSection; form: ListingForm }) {
  const t = useTranslations('listingEditor');
  const locale = useLocale();
  const { values } = form;
  const hasVariants = section === 'catalog' && values.variants.length > 0;
  const currencyNames = new Intl.DisplayNames([locale], { type: 'currency' });
  const renting = section === 'property' && values.offer === 'rent';
  const rentalUnit =
    renting && values.rentalPeriod ? t(`rentalPeriods.short.${values.rentalPeriod}`) : null;
  return (
    <EditorSection
      title={t('sections.price')}
      description={section === 'catalog' ? t('sections.priceHintVariants') : undefined}
    >
      <FieldRow>
        <TextField
          {...textInputProps(
            form,
            'price',
            hasVariants ? t('fields.priceFromVariants') : undefined,
          )}
          label={renting ? t('fields.rent') : t('fields.price')}
          required={!hasVariants}
          disabled={hasVariants}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            ...(rentalUnit ? { input: unitAdornment(rentalUnit) } : {}),
          }}
        />
        <TextField
          {...inputProps(form, 'currency')}
          select
          label={t('fields.currency')}
          value={values.currency}
          onChange={(event) =>
            form.change({ currency: event.target.value }, [inputFields.currency])
          }
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {LISTING_CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {`${code} · ${currencyNames.of(code) ?? code}`}
            </option>
          ))}
        </TextField>
      </FieldRow>
      <FieldRow>
        <TextField
          {...textInputProps(
            form,
            'quantity',
            hasVariants ? t('fields.quantityFromVariants') : t('fields.quantityHint'),
          )}
          label={t('fields.quantity')}
          required={!hasVariants}
          disabled={hasVariants}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          sx={{ alignSelf: 'center', ml: 0 }}
          control={
            <Switch
              name={inputFields.negotiable}
              checked={values.negotiable}
              onChange={(event) =>
                form.change({ negotiable: event.target.checked }, [inputFields.negotiable])
              }
            />
          }
          label={t('fields.negotiable')}
        />
      </FieldRow>
      {section === 'catalog' ? <VariantsEditor form={form} /> : null}
    </EditorSection>
  );
}
