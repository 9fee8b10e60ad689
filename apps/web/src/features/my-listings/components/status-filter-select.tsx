'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { listingStatusFilters, type ListingStatusFilter } from '../filters';

interface Props {
  value: ListingStatusFilter;
  onChange: (status: ListingStatusFilter) => void;
}

/** All, active, paused, blocked or drafts. */
export function StatusFilterSelect({ value, onChange }: Props) {
  const t = useTranslations('myListings');
  return (
    <TextField
      select
      size="small"
      label={t('statusFilter')}
      value={value}
      onChange={(event) => onChange(event.target.value as ListingStatusFilter)}
      sx={{ minWidth: { xs: 0, sm: 190 } }}
    >
      {listingStatusFilters.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`statusFilters.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
