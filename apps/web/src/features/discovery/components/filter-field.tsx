'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  isRangeFilter,
  type CatalogParameter,
  type GeoPoint,
  type ParameterFilter,
  type SearchFilter,
  type SearchFilterState,
} from '@bazaar/contracts';
import { PostcodeField } from './postcode-field';
import { RangeFilterField } from './range-filter-field';

/** Options of a multiselect shown before "Show all". */
const FIRST_OPTIONS = 6;

const currencySymbol = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? currency;

function FilterBlock({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography
        id={id}
        component="legend"
        variant="subtitle2"
        sx={{ mb: 1.25, fontWeight: 700, p: 0 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A small checkbox of the panel: one option of a list, or a yes/no filter `named` in bold. */
function FilterCheckbox({
  label,
  checked,
  onChange,
  named = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  named?: boolean;
}) {
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      sx={{
        mr: 0,
        '& .MuiFormControlLabel-label': named ? { fontWeight: 600 } : { fontSize: '0.925rem' },
      }}
    />
  );
}

function MultiselectOptions({
  parameter,
  chosen,
  onChange,
}: {
  parameter: CatalogParameter;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const t = useTranslations('discovery.filters');
  const [expanded, setExpanded] = useState(false);
  const hidden = parameter.options.length - FIRST_OPTIONS;
  const shown =
    expanded || hidden <= 1
      ? parameter.options
      : parameter.options.filter(
          (option, index) => index < FIRST_OPTIONS || chosen.includes(option.value),
        );
  return (
    <FormGroup>
      {shown.map((option) => (
        <FilterCheckbox
          key={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          onChange={(checked) =>
            onChange(
              checked
                ? [...chosen, option.value]
                : chosen.filter((value) => value !== option.value),
            )
          }
        />
      ))}
      {hidden > 1 ? (
        <Button
          size="small"
          onClick={() => setExpanded(!expanded)}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {expanded ? t('showFewer') : t('showAll', { count: parameter.options.length })}
        </Button>
      ) : null}
    </FormGroup>
  );
}

/** A select named by its filter, whose first item ("Any") shows while nothing is chosen. */
const selectSlotProps = (name: string) => ({
  select: { displayEmpty: true },
  htmlInput: { 'aria-label': name },
  // The hint says how to enable the field: it stays readable while it is disabled.
  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
});

interface Props {
  filter: SearchFilter;
  value: SearchFilterState;
  origin: GeoPoint | null;
  onChange: (change: (current: SearchFilterState) => SearchFilterState) => void;
}

/** One filter of the panel, by its type: a range, the postcode and radius, or a parameter. */
export function FilterField({ filter, value, origin, onChange }: Props) {
  const t = useTranslations('discovery.filters');

  const setParameter = (key: string, next: ParameterFilter | undefined) =>
    onChange((current) => {
      const parameters = { ...current.parameters };
      if (next === undefined) delete parameters[key];
      else parameters[key] = next;
      return { ...current, parameters };
    });

  // Every filter but a yes/no one stands under its name.
  const titled = (control: ReactNode) => <FilterBlock title={filter.name}>{control}</FilterBlock>;

  switch (filter.type) {
    case 'price_range':
      return titled(
        <RangeFilterField
          name={filter.name}
          value={value.price}
          unit={currencySymbol(filter.currency)}
          onCommit={(price) => onChange((current) => ({ ...current, price }))}
          testId="filter-price"
        />,
      );
    case 'postcode':
      return titled(
        <PostcodeField
          label={filter.name}
          value={value.postcode}
          origin={origin}
          onChange={(postcode) =>
            onChange((current) => ({
              ...current,
              postcode,
              // A radius means nothing without a postal code to measure from.
              radius_km: postcode ? current.radius_km : undefined,
            }))
          }
        />,
      );
    case 'radius':
      return titled(
        <TextField
          select
          size="small"
          fullWidth
          value={value.postcode && value.radius_km ? String(value.radius_km) : ''}
          disabled={!value.postcode}
          helperText={value.postcode ? undefined : t('radiusNeedsPostcode')}
          onChange={(event) => {
            const radius = event.target.value ? Number(event.target.value) : undefined;
            onChange((current) => ({ ...current, radius_km: radius }));
          }}
          slotProps={selectSlotProps(filter.name)}
        >
          <MenuItem value="">{t('radiusAny')}</MenuItem>
          {filter.options_km.map((km) => (
            <MenuItem key={km} value={String(km)} data-testid={`radius-option-${km}`}>
              {t('radiusKm', { km })}
            </MenuItem>
          ))}
        </TextField>,
      );
    case 'c':
      return (
        <FilterCheckbox
          key={filter.key}
          label={filter.name}
          checked={value.parameters[filter.key] === true}
          onChange={(checked) => setParameter(filter.key, checked ? true : undefined)}
          named
        />
      );
    case 's': {
      const chosen = value.parameters[filter.key];
      return titled(
        <TextField
          select
          size="small"
          fullWidth
          value={Array.isArray(chosen) ? (chosen[0] ?? '') : ''}
          onChange={(event) =>
            setParameter(filter.key, event.target.value ? [event.target.value] : undefined)
          }
          slotProps={selectSlotProps(filter.name)}
        >
          <MenuItem value="">{t('any')}</MenuItem>
          {filter.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>,
      );
    }
    case 'm': {
      const chosen = value.parameters[filter.key];
      return titled(
        <MultiselectOptions
          parameter={filter}
          chosen={Array.isArray(chosen) ? chosen : []}
          onChange={(values) => setParameter(filter.key, values.length > 0 ? values : undefined)}
        />,
      );
    }
    case 'range': {
      const current = value.parameters[filter.key];
      const range = current !== undefined && isRangeFilter(current) ? current : undefined;
      return titled(
        <RangeFilterField
          name={filter.name}
          value={range}
          unit={filter.unit}
          onCommit={(next) => setParameter(filter.key, next)}
        />,
      );
    }
  }
}
