'use client';

import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useTranslations } from 'use-intl';
import { type GeoPoint, type SearchFilter, type SearchFilterState } from '@bazaar/contracts';
import { activeFilterCount } from '../browse-state';
import { FilterField } from './filter-field';

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

/**
 * The filter panel of a result page, built from the filters the division and node offer: price
 * range, postcode and radius, then the node's parameters — checkbox (c), select (s),
 * multiselect (m) and numeric ranges. Every change applies at once.
 */
export function FilterPanel({ filters, value, origin, onChange }: Props) {
  const t = useTranslations('discovery.filters');

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
      {filters.map((filter, index) => (
        <Fragment key={filter.key}>
          {index > 0 ? <Divider /> : null}
          <FilterField filter={filter} value={value} origin={origin} onChange={onChange} />
        </Fragment>
      ))}
    </Stack>
  );
}
