import { useMutation } from '@tanstack/react-query';
import { type EshopInstallResponse, type StorePlatform } from '@bazaar/contracts';
import { apiRequest, isApiError } from '@/lib/api-client';
import { shownByGlobalHandler } from '../install-errors';

/**
 * `POST /api/eshop-integrations/<platform>/installs` `{ store }`: the platform's consent address
 * for the seller's store. The dialog shows the integration's own refusals itself; a plan's limit
 * is left to the global handler, which offers "Change plan".
 */
export async function startInstall(platform: StorePlatform, store: string) {
  try {
    return await apiRequest<EshopInstallResponse>(
      `/eshop-integrations/${encodeURIComponent(platform)}/installs`,
      { method: 'POST', body: { store }, handled: true },
    );
  } catch (error) {
    if (isApiError(error) && shownByGlobalHandler(error.error_code)) error.handled = false;
    throw error;
  }
}

/** Starts the install and sends the browser to the platform's consent screen. */
export function useStartInstall() {
  return useMutation({
    mutationFn: ({ platform, store }: { platform: StorePlatform; store: string }) =>
      startInstall(platform, store),
    onSuccess: (answer) => window.location.assign(answer.authorize_url),
  });
}
