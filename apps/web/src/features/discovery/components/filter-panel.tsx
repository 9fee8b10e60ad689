'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import {
  isRangeFilter,
  type CatalogParameter,
  type GeoPoint,
  type ParameterFilter,
  type SearchFilter,
  type SearchFilterState,
} from '@bazaar/contracts';
import { activeFilterCount } from '../browse-state';
import { PostcodeField } from './postcode-field';
import { RangeFilterField } from './range-filter-field';

interface Props {
  /** The panel's filters in order (GET /showroom/filters); undefined while they load. */
  filters: readonly SearchFilter[] | undefined;
  value: SearchFilterState;
  /** The applied postcode's place, from the results. */
  origin: GeoPoint | null;
  /**
   * Applies a change to the filters applied when it is made (not to `value`, which may be a
   * render behind when two fields change in quick succession).
   */
  onChange: (change: (current: SearchFilterState) => SearchFilterState) => void;
}

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
        <FormControlLabel
          key={option.value}
          label={option.label}
          control={
            <Checkbox
              size="small"
              checked={chosen.includes(option.value)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.value]
                    : chosen.filter((value) => value !== option.value),
                )
              }
            />
          }
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.925rem' } }}
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

/**
 * The filter panel of a result page, built from the filters the division and node offer: price
 * range, postcode and radius, then the node's parameters — checkbox (c), select (s),
 * multiselect (m) and numeric ranges. Every change applies at once.
 */
export function FilterPanel({ filters, value, origin, onChange }: Props) {
  const t = useTranslations('discovery.filters');

  const setParameter = (key: string, filter: ParameterFilter | undefined) =>
    onChange((current) => {
      const parameters = { ...current.parameters };
      if (filter === undefined) delete parameters[key];
      else parameters[key] = filter;
      return { ...current, parameters };
    });

  if (!filters) {
    return (
      <Stack spacing={2.5} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Stack key={index} spacing={1}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={40} />
          </Stack>
        ))}
      </Stack>
    );
  }

  const blocks = filters.map((filter) => {
    switch (filter.type) {
      case 'price_range':
        return (
          <FilterBlock key={filter.key} title={filter.name}>
            <RangeFilterField
              name={filter.name}
              value={value.price}
              unit={currencySymbol(filter.currency)}
              onCommit={(price) => onChange((current) => ({ ...current, price }))}
              testId="filter-price"
            />
          </FilterBlock>
        );
      case 'postcode':
        return (
          <FilterBlock key={filter.key} title={filter.name}>
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
            />
          </FilterBlock>
        );
      case 'radius':
        return (
          <FilterBlock key={filter.key} title={filter.name}>
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
              slotProps={{
                select: { displayEmpty: true },
                htmlInput: { 'aria-label': filter.name },
                // The hint says how to enable the field: it stays readable while it is disabled.
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            >
              <MenuItem value="">{t('radiusAny')}</MenuItem>
              {filter.options_km.map((km) => (
                <MenuItem key={km} value={String(km)} data-testid={`radius-option-${km}`}>
                  {t('radiusKm', { km })}
                </MenuItem>
              ))}
            </TextField>
          </FilterBlock>
        );
      case 'c':
        return (
          <FormControlLabel
            key={filter.key}
            label={filter.name}
            control={
              <Checkbox
                size="small"
                checked={value.parameters[filter.key] === true}
                onChange={(event) =>
                  setParameter(filter.key, event.target.checked ? true : undefined)
                }
              />
            }
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontWeight: 600 } }}
          />
        );
      case 's': {
        const chosen = value.parameters[filter.key];
        return (
          <FilterBlock key={filter.key} title={filter.name}>
            <TextField
              select
              size="small"
              fullWidth
              value={Array.isArray(chosen) ? (chosen[0] ?? '') : ''}
              onChange={(event) =>
                setParameter(filter.key, event.target.value ? [event.target.value] : undefined)
              }
              slotProps={{
                select: { displayEmpty: true },
                htmlInput: { 'aria-label': filter.name },
                // The hint says how to enable the field: it stays readable while it is disabled.
                formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
              }}
            >
              <MenuItem value="">{t('any')}</MenuItem>
              {filter.options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          </FilterBlock>
        );
      }
      case 'm': {
        const chosen = value.parameters[filter.key];
        return (
          <FilterBlock key={filter.key} title={filter.name}>
            <MultiselectOptions
              parameter={filter}
              chosen={Array.isArray(chosen) ? chosen : []}
              onChange={(values) =>
                setParameter(filter.key, values.length > 0 ? values : undefined)
              }
            />
          </FilterBlock>
        );
      }
      case 'range': {
        const current = value.parameters[filter.key];
        const range = current !== undefined && isRangeFilter(current) ? current : undefined;
        return (
          <FilterBlock key={filter.key} title={filter.name}>
            <RangeFilterField
              name={filter.name}
              value={range}
              unit={filter.unit}
              onCommit={(next) => setParameter(filter.key, next)}
            />
          </FilterBlock>
        );
      }
    }
  });

  const count = activeFilterCount(value);
  return (
    <Stack spacing={2.25} data-testid="filter-panel">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Button
          size="small"
          onClick={() => onChange(() => ({ parameters: {} }))}
          disabled={count === 0}
          data-testid="filters-clear"
        >
          {t('clearAll')}
        </Button>
      </Stack>
      {blocks.map((block, index) => (
        <Fragment key={filters[index]!.key}>
          {index > 0 ? <Divider /> : null}
          {block}
        </Fragment>
      ))}
    </Stack>
  );
}
