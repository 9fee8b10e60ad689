import { describe, expect, it } from 'vitest';
import { checkoutBody, type CurrentUser } from '@bazaar/contracts';
import { checkoutBodyOf, initialCheckoutValues } from './checkout-form';

const buyer: CurrentUser = {
  id: '0b9a4a5e-6a51-4c3f-9a0e-0d3e6f1c2b10',
  email: 'buyer1@demo.bazaar.local',
  first_name: 'Ada',
  last_name: 'Meyer',
  phone: '+49 30 1234567',
  status: 'active',
  blocked_reason: null,
  type: 'BUYER',
  avatar: null,
  products_in_comparison: 0,
  email_verified: true,
  phone_verified: false,
  display_name: 'Ada Meyer',
};

describe('initialCheckoutValues', () => {
  it('fills the contact from the account', () => {
    const values = initialCheckoutValues(buyer);
    expect(values['contact.name']).toBe('Ada Meyer');
    expect(values['contact.email']).toBe('buyer1@demo.bazaar.local');
    expect(values['contact.phone']).toBe('+49 30 1234567');
    expect(values['delivery_address.street']).toBe('');
  });

  it('falls back to the display name when the account has no personal name', () => {
    const seller = { ...buyer, first_name: null, last_name: ' ', display_name: 'Lamp House' };
    expect(initialCheckoutValues(seller)['contact.name']).toBe('Lamp House');
  });
});

describe('checkoutBodyOf', () => {
  const values = {
    ...initialCheckoutValues(buyer),
    'delivery_address.street': ' Hauptstraße 5 ',
    'delivery_address.zip_code': '10115',
    'delivery_address.city': 'Berlin',
    note: ' Ring twice ',
  };

  it('sends an address with a delivery, as the contract accepts it', () => {
    const body = checkoutBodyOf(values, 'delivery');
    expect(body.delivery_address).toEqual({
      street: 'Hauptstraße 5',
      zip_code: '10115',
      city: 'Berlin',
    });
    expect(body.note).toBe('Ring twice');
    expect(checkoutBody.safeParse(body).success).toBe(true);
  });

  it('sends no address for a pickup, even when one was typed', () => {
    const body = checkoutBodyOf(values, 'pickup');
    expect(body.fulfilment).toBe('pickup');
    expect(body.delivery_address).toBeNull();
    expect(checkoutBody.safeParse(body).success).toBe(true);
  });

  it('sends no phone when the field is empty', () => {
    const body = checkoutBodyOf({ ...values, 'contact.phone': '  ' }, 'pickup');
    expect(body.contact.phone).toBeNull();
  });
});
