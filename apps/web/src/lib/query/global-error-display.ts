import { enqueueSnackbar } from 'notistack';
import { showConfirmation } from '../overlays/overlay-store';
import { currentErrorTexts } from './error-texts';
import { createGlobalErrorHandler } from './global-error-handler';

let alertButtonLabel: string | undefined;

/** The alert dialog's button in the current language; the query provider keeps it up to date. */
export function setAlertButtonLabel(label: string): void {
  alertButtonLabel = label;
}

/**
 * The app's global error display: toasts through notistack (settings of spec §9), alerts through
 * the confirmation dialog host. Used by the query client for every query and mutation failure,
 * and by PageErrorDisplay for failures a server page carries in its props.
 */
export const showGlobalError = createGlobalErrorHandler({
  notify: (message) => enqueueSnackbar(message, { variant: 'error', preventDuplicate: true }),
  alert: ({ title, content }) =>
    void showConfirmation({
      title,
      ...(content ? { content } : {}),
      ...(alertButtonLabel ? { buttonLabel: alertButtonLabel } : {}),
    }),
  texts: currentErrorTexts,
});
