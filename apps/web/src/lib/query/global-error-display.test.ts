import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { getOverlayState, resetOverlays } from '../overlays/overlay-store';
import { showGlobalError } from './global-error-display';

afterEach(resetOverlays);

describe('global error display', () => {
  it("opens FORBIDDEN_COMMON alerts in the confirmation dialog with its default 'Thanks' button", () => {
    showGlobalError(
      new ApiError({
        status: 403,
        error_code: 'FORBIDDEN_COMMON',
        user_message: 'Your plan does not include this',
        more_info: { alert: 'dialog', summary: 'Upgrade to list more than 20 products.' },
      }),
    );
    const [alert] = getOverlayState().confirmations;
    expect(alert).toMatchObject({
      title: 'Your plan does not include this',
      content: 'Upgrade to list more than 20 products.',
    });
    // No label of its own: the dialog's default applies (spec §2), as for every confirmation.
    expect(alert).not.toHaveProperty('buttonLabel');
  });
});
