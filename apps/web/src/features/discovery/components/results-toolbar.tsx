'use client';

import GridViewRounded from '@mui/icons-material/GridViewRounded';
import MapOutlined from '@mui/icons-material/MapOutlined';
import TuneRounded from '@mui/icons-material/TuneRounded';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { showroomSorts, type ShowroomSort } from '@bazaar/contracts';
import { appliedSort, sortOptions, type BrowseState } from '../browse-state';

interface Props {
  state: BrowseState;
  setState: (change: Partial<BrowseState>) => void;
  /** Filters applied: the count on the phones' "Filters" button. */
  filterCount: number;
  onOpenFilters: () => void;
  /** Controls shown first (the section page's search field). */
  toolbarStart?: ReactNode;
}

/** Above the results: the phones' "Filters" button, the sort, and the grid or the map. */
export function ResultsToolbar({
  state,
  setState,
  filterCount,
  onOpenFilters,
  toolbarStart,
}: Props) {
  const t = useTranslations('discovery');
  const sorts = sortOptions(state);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      {toolbarStart}
      <Badge
        color="secondary"
        badgeContent={filterCount}
        invisible={filterCount === 0}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <Button
          variant="outlined"
          startIcon={<TuneRounded />}
          onClick={onOpenFilters}
          data-testid="filters-open"
          sx={{ height: 40, borderRadius: '10px' }}
        >
          {t('filters.title')}
        </Button>
      </Badge>
      <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
      <TextField
        select
        size="small"
        label={t('sort.label')}
        value={appliedSort(state)}
        onChange={(event) => setState({ sort: event.target.value as ShowroomSort })}
        slotProps={{ htmlInput: { 'data-testid': 'sort-select' } }}
        sx={{ flex: { xs: '1 1 0', sm: '0 0 auto' }, minWidth: { xs: 0, sm: 190 } }}
      >
        {showroomSorts
          .filter((sort) => sorts.includes(sort))
          .map((sort) => (
            <MenuItem key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </MenuItem>
          ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={state.map ? 'map' : 'grid'}
        onChange={(_event, view: 'map' | 'grid' | null) => {
          if (view) setState({ map: view === 'map' });
        }}
        aria-label={t('view.label')}
        sx={{ height: 40, '& .MuiToggleButton-root': { px: { xs: 0.9, sm: 1.25 } } }}
      >
        <ToggleButton value="grid" aria-label={t('view.grid')} data-testid="view-grid">
          <GridViewRounded fontSize="small" />
        </ToggleButton>
        <ToggleButton value="map" aria-label={t('view.map')} data-testid="view-map">
          <MapOutlined fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}
