'use client';

import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props<Detail> {
  /** The record's own name once loaded, or the panel's. */
  title: string;
  titleSx?: SxProps<Theme>;
  closeLabel: string;
  /** Its width from `sm` up; a phone gets the whole screen. */
  width: number;
  detail: Detail | undefined;
  isError: boolean;
  loadFailedText: string;
  /** On the content, once loaded. */
  testId?: string;
  onClose: () => void;
  /** The loaded record; `titleId` names its sections after the panel's title. */
  children: (detail: Detail, titleId: string) => ReactNode;
}

/**
 * A back-office record opened beside its list (a moderation case, a support request): a
 * right-hand drawer announced as a dialog, with its title, a close button and the record
 * while it loads, fails or is there.
 */
export function DetailDrawer<Detail>({
  title,
  titleSx,
  closeLabel,
  width,
  detail,
  isError,
  loadFailedText,
  testId,
  onClose,
  children,
}: Props<Detail>) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width }, p: { xs: 2, sm: 3 } },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="h5" component="h2" sx={titleSx}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={closeLabel}>
          <CloseRounded />
        </IconButton>
      </Stack>
      {isError && !detail ? (
        <Alert severity="error">{loadFailedText}</Alert>
      ) : !detail ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <Stack spacing={2.5} sx={{ mt: 1 }} data-testid={testId}>
          {children(detail, titleId)}
        </Stack>
      )}
    </Drawer>
  );
}
