'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';

/** The filter panel on phones: a drawer from the bottom, closed by "Show results". */
export function FilterDrawer({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The filter panel. */
  children: ReactNode;
}) {
  const t = useTranslations('discovery');
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          'aria-label': t('filters.title'),
          sx: {
            maxHeight: '88dvh',
            borderTopLeftRadius: '20px',
            borderTopRightRadius: '20px',
          },
        },
      }}
    >
      <Box
        data-testid="filter-drawer"
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
      >
        <Stack direction="row" sx={{ justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <IconButton aria-label={t('filters.close')} onClick={onClose}>
            <CloseRounded />
          </IconButton>
        </Stack>
        <Box sx={{ px: 2.5, pb: 2, overflowY: 'auto' }}>{children}</Box>
        <Box
          sx={{
            p: 2,
            pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Button
            fullWidth
            size="large"
            variant="contained"
            onClick={onClose}
            data-testid="filters-show-results"
          >
            {t('filters.showResults')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
