import { describe, expect, it } from 'vitest';
import {
  accountTypes,
  routeAccessTable,
  signInLocation,
  type AccountType,
} from '@bazaar/contracts';
import {
  afterSignInLocation,
  continueParam,
  guardRoute,
  isProtectedPath,
  type Viewer,
} from './route-guard';

/**
 * Spec §6 (with the routes of §2 and the choices of ADR 0009), written out here on its own
 * rather than read from the contracts, so that a wrong rule in the table fails this test.
 */
type Expected = 'public' | 'signed-in' | readonly AccountType[];

const ADMINS = ['ADMIN', 'SUPER_ADMIN'] as const;
const ALL = ['BUYER', 'SELLER', 'ADMIN', 'SUPER_ADMIN'] as const;

const divisionWords = ['shophub', 'flea-market', 'services', 'auto-market', 'food', 'property'];
const divisionEditors: Record<string, readonly AccountType[]> = {
  shophub: ['SELLER'],
  'flea-market': ['BUYER'],
  services: ['BUYER', 'SELLER'],
  'auto-market': ['BUYER', 'SELLER'],
  food: ['BUYER', 'SELLER'],
  property: ['BUYER', 'SELLER'],
};

const specTable: Record<string, Expected> = {
  '/': 'public',
  '/cart': 'public',
  '/chat': 'public',
  '/compare': 'public',
  '/favorites': 'signed-in',
  '/notifications': 'signed-in',
  '/profile': 'public',
  '/search': 'public',
  '/seller/:sellerId': 'public',
  '/support': 'public',
  '/how-to-sell': 'public',
  '/user-agreement': 'signed-in',
  '/logs': ADMINS,
  '/404': 'public',
  '/403': 'public',
  '/auth/sign-in': 'public',
  '/auth/sign-up/business': 'public',
  '/auth/sign-up/user': 'public',
  '/auth/sign-in/_/:token': 'public',
  '/auth/restore-password/:token': 'public',
  ...Object.fromEntries(
    divisionWords.flatMap((word) => [
      [`/${word}`, 'public'],
      [`/${word}/showroom/:node`, 'public'],
      [`/${word}/:section`, 'public'],
      [`/${word}/item/:id`, 'public'],
      [`/${word}/add-product`, divisionEditors[word]!],
      [`/${word}/edit-product/:productId`, divisionEditors[word]!],
    ]),
  ),
  '/flea-market/latest-ads': 'public',
  '/app/shopify/oauth2/authorize': 'public',
  '/app/shopify/oauth2/detach': 'public',
  '/app/shopline/install': 'public',
  '/app/shopline/integrate': 'public',
  '/app/big-commerce/auth': 'public',
  '/app/big-commerce/load': 'public',
  '/app/complete-account': 'public',
  '/profile/advertising': ['SELLER', ...ADMINS],
  '/profile/statistic': ['SELLER', ...ADMINS],
  '/profile/cart-history': ALL,
  '/profile/prepay-history': ALL,
  '/profile/e-shop-integration': ['SELLER'],
  '/profile/manage-my-listings': ['SELLER'],
  '/profile/my-subscription': ['SELLER'],
  '/profile/importing': ['SELLER'],
  '/profile/feedbacks': ['BUYER', 'SELLER'],
  '/profile/my-ads': ['BUYER'],
  '/profile/my-people': ['BUYER'],
  '/profile/my-products-added-to-carts': ['BUYER', 'SELLER'],
  '/profile/settings': ['BUYER', 'SELLER'],
  '/profile/slots': ['BUYER', 'SELLER'],
  '/profile/filters-manager': ADMINS,
  '/profile/items': ADMINS,
  '/profile/requests-for-revisions': ADMINS,
  '/profile/subscription': ADMINS,
  '/profile/user-manager': ADMINS,
  '/profile/notifications': ADMINS,
  '/profile/notifications/add-notification': ADMINS,
  '/profile/notifications/edit-notification/:id': ADMINS,
  '/profile/homepage-settings': ADMINS,
  '/profile/catalog-structure': ADMINS,
};

/** Pages Bazaar adds beyond the spec's routes, each with the ADR that says why. */
const beyondSpecTable: Record<string, Expected> = {
  // A printable receipt per prepaid-balance entry (ADR 0055).
  '/profile/prepay-history/receipts/:id': ALL,
  // Where the entry points of an e-shop platform this marketplace has not configured lead (ADR 0067).
  '/app/unavailable': 'public',
};

const everyRoute = { ...specTable, ...beyondSpecTable };

/** Sign-in and sign-up pages send signed-in users on. */
const signedOutOnly = ['/auth/sign-in', '/auth/sign-up/user', '/auth/sign-up/business'];

/** A pattern's parameter segments filled with a sample value that no fixed segment uses. */
function fill(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, 'sample-42');
}

/** Patterns compared with their parameter names left out (`:catalogNode` and `:node` alike). */
function shape(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+/g, ':param');
}

const viewers: { name: string; viewer: Viewer; type: AccountType | null }[] = [
  { name: 'signed out', viewer: { signedIn: false, canRestoreSession: false }, type: null },
  ...accountTypes.map((type) => ({
    name: type,
    viewer: { signedIn: true, accountType: type } as Viewer,
    type,
  })),
];

function expectedOutcome(expected: Expected, type: AccountType | null, location: string) {
  if (expected === 'public') return { kind: 'allowed' };
  if (type === null) return { kind: 'sign-in', location: signInLocation(location) };
  if (expected === 'signed-in') return { kind: 'allowed' };
  return expected.includes(type) ? { kind: 'allowed' } : { kind: 'no-access' };
}

describe('the route-access table', () => {
  it('has exactly the routes of the spec, and the few beyond it that an ADR names', () => {
    expect(routeAccessTable.map((rule) => shape(rule.pattern)).sort()).toEqual(
      Object.keys(everyRoute).map(shape).sort(),
    );
  });
});

describe('the page guard walks the whole table', () => {
  const cases = Object.entries(everyRoute).flatMap(([pattern, expected]) =>
    viewers.map(({ name, viewer, type }) => ({ pattern, expected, name, viewer, type })),
  );

  it.each(cases)('$pattern for $name', ({ pattern, expected, viewer, type }) => {
    const location = `${fill(pattern)}?sort=newest&view=list`;
    const outcome = guardRoute(location, viewer);
    if (type !== null && signedOutOnly.includes(pattern)) {
      expect(outcome).toEqual({ kind: 'redirect', location: '/' });
    } else {
      expect(outcome).toEqual(expectedOutcome(expected, type, location));
    }
  });
});

describe('guardRoute', () => {
  it('sends a signed-out visitor to sign in with the path and query to come back to', () => {
    expect(
      guardRoute('/profile/settings?tab=email', { signedIn: false, canRestoreSession: false }),
    ).toEqual({
      kind: 'sign-in',
      location: '/auth/sign-in?continue=%2Fprofile%2Fsettings%3Ftab%3Demail',
    });
  });

  it('renews the session first when only the refresh cookie is left', () => {
    const viewer: Viewer = { signedIn: false, canRestoreSession: true };
    expect(guardRoute('/profile/settings', viewer)).toEqual({ kind: 'restore-session' });
    expect(guardRoute('/shophub', viewer)).toEqual({ kind: 'allowed' });
  });

  it('sends a signed-in user on from sign-in to the continue location', () => {
    const viewer: Viewer = { signedIn: true, accountType: 'BUYER' };
    expect(guardRoute('/auth/sign-in?continue=%2Fprofile%2Fsettings', viewer)).toEqual({
      kind: 'redirect',
      location: '/profile/settings',
    });
    // On from "Sell" to the add page a business account may use.
    expect(
      guardRoute('/auth/sign-in?continue=%2Fflea-market%2Fadd-product', {
        signedIn: true,
        accountType: 'SELLER',
      }),
    ).toEqual({ kind: 'redirect', location: '/shophub/add-product' });
  });

  it('sends a signed-in user home when continue would leave the site', () => {
    const viewer: Viewer = { signedIn: true, accountType: 'BUYER' };
    expect(guardRoute('/auth/sign-in?continue=%2F%09%2Fevil.example', viewer)).toEqual({
      kind: 'redirect',
      location: '/',
    });
  });

  it('treats an unknown path as public, for the not-found page', () => {
    expect(guardRoute('/no/such/page', { signedIn: false, canRestoreSession: false })).toEqual({
      kind: 'allowed',
    });
  });
});

describe('afterSignInLocation', () => {
  it('goes to the continue location, home without one', () => {
    expect(afterSignInLocation('/profile/settings?tab=1', 'BUYER')).toBe('/profile/settings?tab=1');
    expect(afterSignInLocation(null, 'BUYER')).toBe('/');
  });

  it('never leaves the site or loops back to an auth page', () => {
    expect(afterSignInLocation('https://evil.example/', 'BUYER')).toBe('/');
    expect(afterSignInLocation('//evil.example/', 'BUYER')).toBe('/');
    expect(afterSignInLocation('/\t/evil.example', 'BUYER')).toBe('/');
    expect(afterSignInLocation('/auth/sign-in?continue=%2F', 'BUYER')).toBe('/');
    expect(afterSignInLocation('/auth/./sign-in', 'BUYER')).toBe('/');
  });

  it('goes on from an add page the account may not use to the one it may', () => {
    expect(afterSignInLocation('/flea-market/add-product', 'BUYER')).toBe(
      '/flea-market/add-product',
    );
    expect(afterSignInLocation('/flea-market/add-product', 'SELLER')).toBe('/shophub/add-product');
    expect(afterSignInLocation('/shophub/add-product', 'BUYER')).toBe('/flea-market/add-product');
    expect(afterSignInLocation('/services/add-product', 'SELLER')).toBe('/services/add-product');
    expect(afterSignInLocation('/flea-market/add-product', 'ADMIN')).toBe('/');
    // Any other page the account may not open stays, to say so.
    expect(afterSignInLocation('/logs', 'BUYER')).toBe('/logs');
  });
});

describe('continueParam', () => {
  it('gives the auth pages only a safe return path from their search params', () => {
    expect(continueParam('/cart')).toBe('/cart');
    expect(continueParam(['/favorites', '/cart'])).toBe('/favorites');
    expect(continueParam('/\t/evil.example')).toBeNull();
    expect(continueParam(['//evil.example'])).toBeNull();
    expect(continueParam(undefined)).toBeNull();
  });
});

describe('isProtectedPath', () => {
  it('is true where a visitor must sign in', () => {
    expect(isProtectedPath('/profile/settings?x=1')).toBe(true);
    expect(isProtectedPath('/favorites')).toBe(true);
    expect(isProtectedPath('/profile')).toBe(false);
    expect(isProtectedPath('/')).toBe(false);
  });
});
