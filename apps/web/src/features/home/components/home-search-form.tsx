'use client';

import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslations } from 'use-intl';
import { queryParams, routes } from '@bazaar/contracts';

/**
 * The hero's search box: a plain GET form to the search page, so it works before any script runs.
 * No `maxLength`: it would cut pasted text mid-word, while /search applies the search-text rule
 * of spec §5 (dropping a trailing partial word).
 */
export function HomeSearchForm() {
  const t = useTranslations('search');
  return (
    <Box
      component="form"
      role="search"
      action={routes.search}
      method="get"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1,
        borderRadius: '18px',
        bgcolor: 'background.paper',
        boxShadow: '0 18px 40px -18px rgba(4, 32, 27, 0.55)',
        maxWidth: 640,
      }}
    >
      <TextField
        name={queryParams.search}
        type="search"
        placeholder={t('placeholder')}
        fullWidth
        variant="outlined"
        autoComplete="off"
        slotProps={{
          htmlInput: { 'aria-label': t('label') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchRounded sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
          },
        }}
        sx={{
          '& .MuiOutlinedInput-root': { borderRadius: '12px' },
          '& .MuiOutlinedInput-notchedOutline': { border: 'none' },
          '& .MuiOutlinedInput-root.Mui-focused': { boxShadow: 'none' },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        sx={{ px: { xs: 2.5, sm: 4 }, borderRadius: '12px' }}
      >
        {t('submit')}
      </Button>
    </Box>
  );
}
