import {
  fullName,
  type CheckoutBody,
  type CurrentUser,
  type FulfilmentMethod,
} from '@bazaar/contracts';

/** The checkout form's fields, named as the api names them in its field errors. */
export const checkoutFieldNames = [
  'contact.name',
  'contact.email',
  'contact.phone',
  'delivery_address.street',
  'delivery_address.zip_code',
  'delivery_address.city',
  'note',
] as const;
export type CheckoutFieldName = (typeof checkoutFieldNames)[number];
export type CheckoutValues = Record<CheckoutFieldName, string>;

export const addressFieldNames = [
  'delivery_address.street',
  'delivery_address.zip_code',
  'delivery_address.city',
] as const satisfies readonly CheckoutFieldName[];

/** The buyer's contact as the account knows it, so most buyers only choose how to receive it. */
export function initialCheckoutValues(user: CurrentUser | undefined): CheckoutValues {
  return {
    'contact.name': fullName(user?.first_name, user?.last_name) || (user?.display_name ?? ''),
    'contact.email': user?.email ?? '',
    'contact.phone': user?.phone ?? '',
    'delivery_address.street': '',
    'delivery_address.zip_code': '',
    'delivery_address.city': '',
    note: '',
  };
}

/** What the form sends: an empty phone is none, and only a delivery carries an address. */
export function checkoutBodyOf(values: CheckoutValues, fulfilment: FulfilmentMethod): CheckoutBody {
  const phone = values['contact.phone'].trim();
  return {
    contact: {
      name: values['contact.name'].trim(),
      email: values['contact.email'].trim(),
      phone: phone.length > 0 ? phone : null,
    },
    fulfilment,
    delivery_address:
      fulfilment === 'delivery'
        ? {
            street: values['delivery_address.street'].trim(),
            zip_code: values['delivery_address.zip_code'].trim(),
            city: values['delivery_address.city'].trim(),
          }
        : null,
    note: values.note.trim(),
  };
}
