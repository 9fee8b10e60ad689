import type { AccountType, DeliveryAddressInput } from '@bazaar/contracts';

/** The password of every demo account (listed in the README). */
export const DEMO_PASSWORD = 'bazaar-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.bazaar.local';

export interface DemoPerson {
  email: string;
  accountType: AccountType;
  firstName: string;
  lastName: string;
  phone: string;
  seller?: { accountName: string; businessName: string; businessNameAsAccountName: boolean };
  /** Seeds the account as blocked by an administrator, with this reason (shown in the menu). */
  blockedReason?: string;
  /** Where the buyer has the demo orders delivered (and buyers' own ads are picked up). */
  address?: DeliveryAddressInput;
  /** Where a seller's buyers pick their orders up (issue 35: checkout needs it for pickup). */
  pickupAddress?: DeliveryAddressInput;
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

export const demoPeople: readonly DemoPerson[] = [
  {
    email: email('seller1'),
    accountType: 'SELLER',
    firstName: 'Jonas',
    lastName: 'Weber',
    phone: '+49 30 5550 1001',
    pickupAddress: { street: 'Friedrichstraße 120', zip_code: '10117', city: 'Berlin' },
    seller: {
      accountName: 'nordlicht-tech',
      businessName: 'Nordlicht Electronics GmbH',
      businessNameAsAccountName: true,
    },
  },
  {
    email: email('seller2'),
    accountType: 'SELLER',
    firstName: 'Mira',
    lastName: 'Hoffmann',
    phone: '+49 40 5550 1002',
    pickupAddress: { street: 'Ottenser Hauptstraße 10', zip_code: '22765', city: 'Hamburg' },
    seller: {
      accountName: 'casa-mira',
      businessName: 'Casa Mira Home & Living',
      businessNameAsAccountName: false,
    },
  },
  {
    email: email('seller3'),
    accountType: 'SELLER',
    firstName: 'Lukas',
    lastName: 'Schneider',
    phone: '+49 89 5550 1003',
    pickupAddress: { street: 'Leopoldstraße 45', zip_code: '80802', city: 'München' },
    seller: {
      accountName: 'alpenrad',
      businessName: 'Alpenrad Sport & Outdoor KG',
      businessNameAsAccountName: true,
    },
  },
  {
    email: email('seller4'),
    accountType: 'SELLER',
    firstName: 'Elif',
    lastName: 'Yılmaz',
    phone: '+49 221 5550 1004',
    pickupAddress: { street: 'Venloer Straße 200', zip_code: '50823', city: 'Köln' },
    seller: {
      accountName: 'rheinland-motors',
      businessName: 'Rheinland Motors & Services',
      businessNameAsAccountName: false,
    },
  },
  {
    email: email('buyer1'),
    accountType: 'BUYER',
    firstName: 'Anna',
    lastName: 'Becker',
    phone: '+49 30 5550 2001',
    address: { street: 'Kastanienallee 21', zip_code: '10435', city: 'Berlin' },
  },
  {
    email: email('buyer2'),
    accountType: 'BUYER',
    firstName: 'Felix',
    lastName: 'Wagner',
    phone: '+49 711 5550 2002',
    address: { street: 'Rotebühlstraße 88', zip_code: '70178', city: 'Stuttgart' },
  },
  {
    email: email('buyer3'),
    accountType: 'BUYER',
    firstName: 'Sofia',
    lastName: 'Klein',
    phone: '+49 341 5550 2003',
    address: { street: 'Karl-Liebknecht-Straße 54', zip_code: '04275', city: 'Leipzig' },
  },
  {
    email: email('buyer4'),
    accountType: 'BUYER',
    firstName: 'Noah',
    lastName: 'Fischer',
    phone: '+49 351 5550 2004',
    address: { street: 'Königsbrücker Straße 30', zip_code: '01099', city: 'Dresden' },
  },
  {
    // Demonstrates the blocked-account experience: signed in read-only, the menu says why.
    email: email('blocked'),
    accountType: 'BUYER',
    firstName: 'Ben',
    lastName: 'Baumann',
    phone: '+49 69 5550 2009',
    blockedReason: 'Repeated reports of fake listings',
  },
  {
    email: email('admin'),
    accountType: 'ADMIN',
    firstName: 'Ada',
    lastName: 'Admin',
    phone: '+49 30 5550 9001',
  },
  {
    email: email('superadmin'),
    accountType: 'SUPER_ADMIN',
    firstName: 'Sam',
    lastName: 'Superadmin',
    phone: '+49 30 5550 9002',
  },
];
