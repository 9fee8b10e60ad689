'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { layout } from '@bazaar/contracts';
import { IconTile } from '../icon-tile';

interface Props {
  open: boolean;
  /** Names the region for assistive technology. */
  label: string;
  icon: ReactNode;
  title?: string;
  text: string;
  action: ReactNode;
  closeLabel: string;
  onClose: () => void;
  testId: string;
}

/**
 * One of the app-wide banners: a card with an icon, a short text, one action and a close button,
 * in the banners' strip under the header. It opens its own room as it appears (the page below
 * moves down with it) and gives it back as it closes.
 */
export function BannerCard({
  open,
  label,
  icon,
  title,
  text,
  action,
  closeLabel,
  onClose,
  testId,
}: Props) {
  const textId = useId();
  return (
    <Collapse in={open} mountOnEnter unmountOnExit>
      {/* The room around the card is inside the Collapse: a closed banner takes none. */}
      <Box sx={{ px: `${layout.contentPaddingPx}px`, pt: `${layout.contentPaddingPx}px` }}>
        <Paper
          role="region"
          aria-label={label}
          aria-describedby={textId}
          data-testid={testId}
          elevation={0}
          sx={{
            p: 1.5,
            pl: 2,
            borderRadius: 3,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <IconTile tone="filled">{icon}</IconTile>
            <Box id={textId} sx={{ flexGrow: 1, minWidth: 0 }}>
              {title ? (
                <Typography variant="subtitle2" component="p">
                  {title}
                </Typography>
              ) : null}
              <Typography variant="body2" color={title ? 'text.secondary' : 'text.primary'}>
                {text}
              </Typography>
            </Box>
            <Box sx={{ flexShrink: 0 }}>{action}</Box>
            <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
              <CloseRounded fontSize="small" />
            </IconButton>
          </Stack>
        </Paper>
      </Box>
    </Collapse>
  );
}
