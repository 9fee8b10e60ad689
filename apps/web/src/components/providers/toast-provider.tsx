'use client';

import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { type ReactNode } from 'react';
import { toastSettings } from '@bazaar/contracts';

const TOAST_CONTAINER_CLASS = 'bazaar-toast-container';

const Toast = styled(MaterialDesignContent)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  fontFamily: theme.typography.fontFamily,
  fontWeight: 500,
  boxShadow: theme.shadows[6],
  // The palette's contrast text: white on the light theme's deep red, dark on the dark theme's coral.
  '&.notistack-MuiContent-error': {
    backgroundColor: theme.vars?.palette.error.main,
    color: theme.vars?.palette.error.contrastText,
  },
  '&.notistack-MuiContent-success': {
    backgroundColor: theme.vars?.palette.success.main,
    color: theme.vars?.palette.success.contrastText,
  },
}));

/** Toasts with the settings of spec §9: 5 s, at most 3, top right, newest below, 408 px wide at most. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={toastSettings.maxVisible}
      autoHideDuration={toastSettings.autoHideDurationMs}
      anchorOrigin={toastSettings.anchorOrigin}
      classes={{ containerRoot: TOAST_CONTAINER_CLASS }}
      Components={{ error: Toast, success: Toast, info: Toast, warning: Toast, default: Toast }}
    >
      <style>{`.notistack-SnackbarContainer.${TOAST_CONTAINER_CLASS}{max-width:min(${toastSettings.containerMaxWidthPx}px, calc(100% - 40px));}`}</style>
      {children}
    </SnackbarProvider>
  );
}
