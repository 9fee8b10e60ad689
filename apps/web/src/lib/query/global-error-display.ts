import { enqueueSnackbar } from 'notistack';
import { showConfirmation } from '../overlays/overlay-store';
import { currentErrorTexts } from './error-texts';
import { createGlobalErrorHandler } from './global-error-handler';

/**
 * The app's global error display: toasts through notistack (settings of spec §9), alerts through
 * the confirmation dialog host with its own default button ('Thanks', spec §2). Used by the query client for every query and mutation failure,
 * and by PageErrorDisplay for failures a server page carries in its props.
 */
export const showGlobalError = createGlobalErrorHandler({
  notify: (message) => enqueueSnackbar(message, { variant: 'error', preventDuplicate: true }),
  alert: ({ title, content, action }) =>
    void showConfirmation({
      title,
      ...(content ? { content } : {}),
      ...(action ? { buttonLabel: action.label, cancelLabel: action.dismissLabel } : {}),
    }).then((confirmed) => {
      if (confirmed && action) window.location.assign(action.href);
    }),
  texts: currentErrorTexts,
});
