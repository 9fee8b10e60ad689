'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
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

/** One of the app-wide banners: a small card with an icon, a short text, one action and a close button. */
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
    <Slide in={open} direction="up" mountOnEnter unmountOnExit>
      <Paper
        role="region"
        aria-label={label}
        aria-describedby={textId}
        data-testid={testId}
        elevation={8}
        sx={{
          pointerEvents: 'auto',
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
    </Slide>
  );
}
