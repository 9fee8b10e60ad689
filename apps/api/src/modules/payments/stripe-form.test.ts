import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './stripe-form';

describe('parseStripeForm', () => {
  it("reads Stripe's bracket notation into nested fields and lists", () => {
    const body = new URLSearchParams({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '2000',
      'line_items[0][price_data][product_data][name]': 'Top-up',
      'metadata[user_id]': 'u-1',
    }).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'eur', unit_amount: '2000', product_data: { name: 'Top-up' } },
        },
      ],
      metadata: { user_id: 'u-1' },
    });
  });

  it('skips names it cannot read', () => {
    expect(parseStripeForm('a]b=1&ok=2')).toEqual({ ok: '2' });
  });
});
