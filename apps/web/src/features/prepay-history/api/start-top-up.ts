import { useMutation } from '@tanstack/react-query';
import { topUpCheckout, type TopUpCheckout } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/payments/top-ups`: opens the payment provider's checkout for a top-up. */
export function startTopUp(amountMinor: number): Promise<TopUpCheckout> {
  return apiRequest('/payments/top-ups', {
    method: 'POST',
    body: { amount_minor: amountMinor },
    schema: topUpCheckout,
  });
}

/** Opens the checkout and sends the browser to the provider's page. */
export function useStartTopUp() {
  return useMutation({
    mutationFn: startTopUp,
    onSuccess: (checkout) => window.location.assign(checkout.checkout_url),
  });
}
