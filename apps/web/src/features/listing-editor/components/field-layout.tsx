'use client';

import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';

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

/** The empty first choice of a required select. */
export function NotChosen() {
  const t = useTranslations('listingEditor');
  return <option value="">{t('fields.choose')}</option>;
}
