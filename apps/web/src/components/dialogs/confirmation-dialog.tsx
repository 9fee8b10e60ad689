'use client';

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId } from 'react';
import { useTranslations } from 'use-intl';
import {
  closeConfirmation,
  showConfirmation,
  useOverlayState,
  type ConfirmationRequest,
} from '@/lib/overlays/overlay-store';

/**
 * Opens the generic confirmation dialog of spec §2 (one button, 'Thanks' unless told otherwise,
 * or a question when given a cancel label); the promise settles when it is closed, with whether
 * the main button was chosen. Several requests queue up, one dialog at a time.
 */
export function useConfirmationDialog(): (request: ConfirmationRequest) => Promise<boolean> {
  return showConfirmation;
}

/** Renders the first queued confirmation; mounted once by GlobalOverlays. */
export function ConfirmationDialogHost() {
  const t = useTranslations('overlays.confirmation');
  const { confirmations } = useOverlayState();
  const current = confirmations[0];
  const titleId = useId();
  const contentId = useId();
  const currentId = current?.id;
  // MUI's Dialog hears Escape only from inside itself: with the focus left outside it (in the
  // page, or in a dialog beneath that the confirmation opened over, whose own handler ignores
  // Escape as it is not the top one) Escape would do nothing. So the document listens too; MUI
  // stops the Escapes it handles itself.
  useEffect(() => {
    if (currentId === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) closeConfirmation(currentId);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [currentId]);
  if (!current) return null;
  const close = () => closeConfirmation(current.id);
  return (
    <Dialog
      key={current.id}
      open
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
      aria-describedby={current.content ? contentId : undefined}
    >
      <DialogTitle id={titleId}>{current.title}</DialogTitle>
      {current.content ? (
        <DialogContent>
          <DialogContentText id={contentId} sx={{ whiteSpace: 'pre-line' }}>
            {current.content}
          </DialogContentText>
        </DialogContent>
      ) : null}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {current.cancelLabel ? (
          <Button color="inherit" onClick={close}>
            {current.cancelLabel}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color={current.destructive ? 'error' : 'primary'}
          onClick={() => closeConfirmation(current.id, true)}
        >
          {current.buttonLabel ?? t('thanks')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
