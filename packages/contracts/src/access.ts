import type { AccountType } from './enums';

/** Who may open a page: everybody, any signed-in account, or the listed account types. */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'account-types'; allowed: readonly AccountType[] };

export interface RouteRule {
  /** Path pattern; a segment starting with ":" matches any one segment. */
  pattern: string;
  access: RouteAccess;
}

const PUBLIC: RouteAccess = { kind: 'public' };
const SIGNED_IN: RouteAccess = { kind: 'signed-in' };
const only = (...allowed: AccountType[]): RouteAccess => ({ kind: 'account-types', allowed });

const ALL_TYPES = only('BUYER', 'SELLER', 'ADMIN', 'SUPER_ADMIN');
const ADMINS = only('ADMIN', 'SUPER_ADMIN');
const BUYER = only('BUYER');
const SELLER = only('SELLER');
const BUYER_OR_SELLER = only('BUYER', 'SELLER');
const SELLER_OR_ADMINS = only('SELLER', 'ADMIN', 'SUPER_ADMIN');

/** Browse pages of a division: its home, showrooms, sections and item pages are public. */
function browsePages(routeWord: string): RouteRule[] {
  return [
    { pattern: `/${routeWord}`, access: PUBLIC },
    { pattern: `/${routeWord}/showroom/:catalogNode`, access: PUBLIC },
    { pattern: `/${routeWord}/:section`, access: PUBLIC },
    { pattern: `/${routeWord}/item/:id`, access: PUBLIC },
  ];
}

function editorPages(routeWord: string, access: RouteAccess): RouteRule[] {
  return [
    { pattern: `/${routeWord}/add-product`, access },
    { pattern: `/${routeWord}/edit-product/:productId`, access },
  ];
}

/** The route-access table of spec §6, one rule per route of spec §2. */
export const routeAccessTable: readonly RouteRule[] = [
  // General
  { pattern: '/', access: PUBLIC },
  { pattern: '/cart', access: PUBLIC },
  { pattern: '/chat', access: PUBLIC },
  { pattern: '/compare', access: PUBLIC },
  { pattern: '/favorites', access: SIGNED_IN },
  { pattern: '/notifications', access: SIGNED_IN },
  { pattern: '/profile', access: PUBLIC },
  { pattern: '/search', access: PUBLIC },
  { pattern: '/seller/:sellerId', access: PUBLIC },
  { pattern: '/support', access: PUBLIC },
  { pattern: '/how-to-sell', access: PUBLIC },
  { pattern: '/user-agreement', access: SIGNED_IN },
  { pattern: '/logs', access: ADMINS },
  { pattern: '/404', access: PUBLIC },
  { pattern: '/403', access: PUBLIC },
  // Auth
  { pattern: '/auth/sign-in', access: PUBLIC },
  { pattern: '/auth/sign-up/business', access: PUBLIC },
  { pattern: '/auth/sign-up/user', access: PUBLIC },
  { pattern: '/auth/sign-in/_/:token', access: PUBLIC },
  { pattern: '/auth/restore-password/:token', access: PUBLIC },
  // Divisions
  ...browsePages('shophub'),
  ...editorPages('shophub', SELLER),
  ...browsePages('flea-market'),
  { pattern: '/flea-market/latest-ads', access: PUBLIC },
  ...editorPages('flea-market', BUYER),
  ...browsePages('services'),
  ...editorPages('services', BUYER_OR_SELLER),
  ...browsePages('auto-market'),
  ...editorPages('auto-market', BUYER_OR_SELLER),
  ...browsePages('food'),
  ...editorPages('food', BUYER_OR_SELLER),
  ...browsePages('property'),
  ...editorPages('property', BUYER_OR_SELLER),
  // Integration entry points
  { pattern: '/app/shopify/oauth2/authorize', access: PUBLIC },
  { pattern: '/app/shopify/oauth2/detach', access: PUBLIC },
  { pattern: '/app/shopline/install', access: PUBLIC },
  { pattern: '/app/shopline/integrate', access: PUBLIC },
  { pattern: '/app/big-commerce/auth', access: PUBLIC },
  { pattern: '/app/big-commerce/load', access: PUBLIC },
  { pattern: '/app/complete-account', access: PUBLIC },
  { pattern: '/app/unavailable', access: PUBLIC },
  // Profile area
  { pattern: '/profile/advertising', access: SELLER_OR_ADMINS },
  { pattern: '/profile/statistic', access: SELLER_OR_ADMINS },
  { pattern: '/profile/cart-history', access: ALL_TYPES },
  { pattern: '/profile/prepay-history', access: ALL_TYPES },
  { pattern: '/profile/prepay-history/receipts/:id', access: ALL_TYPES },
  { pattern: '/profile/e-shop-integration', access: SELLER },
  { pattern: '/profile/manage-my-listings', access: SELLER },
  // "My Subscription" (§2 label); /profile/subscription is the administrators' page (§6).
  { pattern: '/profile/my-subscription', access: SELLER },
  { pattern: '/profile/importing', access: SELLER },
  { pattern: '/profile/feedbacks', access: BUYER_OR_SELLER },
  { pattern: '/profile/my-ads', access: BUYER },
  { pattern: '/profile/my-people', access: BUYER },
  { pattern: '/profile/my-products-added-to-carts', access: BUYER_OR_SELLER },
  { pattern: '/profile/settings', access: BUYER_OR_SELLER },
  { pattern: '/profile/slots', access: BUYER_OR_SELLER },
  { pattern: '/profile/filters-manager', access: ADMINS },
  { pattern: '/profile/items', access: ADMINS },
  { pattern: '/profile/requests-for-revisions', access: ADMINS },
  { pattern: '/profile/subscription', access: ADMINS },
  { pattern: '/profile/user-manager', access: ADMINS },
  { pattern: '/profile/notifications', access: ADMINS },
  { pattern: '/profile/notifications/add-notification', access: ADMINS },
  { pattern: '/profile/notifications/edit-notification/:id', access: ADMINS },
  { pattern: '/profile/homepage-settings', access: ADMINS },
  // Not in the table of §6; the admin menu is its only entry (ADR 0009).
  { pattern: '/profile/catalog-structure', access: ADMINS },
];

function splitPath(path: string): string[] {
  return path
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment.length > 0);
}

/** How well a pattern fits a path: null when it does not, else its count of fixed segments. */
function matchScore(pattern: string, path: string): number | null {
  const patternSegments = splitPath(pattern);
  const pathSegments = splitPath(path);
  if (patternSegments.length !== pathSegments.length) return null;
  let fixed = 0;
  for (const [index, segment] of patternSegments.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment !== pathSegments[index]) return null;
    fixed += 1;
  }
  return fixed;
}

/** The rule for a path; a fixed segment beats a parameter ("/shophub/add-product" over "/shophub/:section"). */
export function findRouteRule(path: string): RouteRule | undefined {
  let best: { rule: RouteRule; score: number } | undefined;
  for (const rule of routeAccessTable) {
    const score = matchScore(rule.pattern, path);
    if (score !== null && (!best || score > best.score)) best = { rule, score };
  }
  return best?.rule;
}

export type AccessDecision = 'allowed' | 'sign-in' | 'forbidden';

/** What a page guard does for an account type (null: signed out). */
export function decideAccess(access: RouteAccess, accountType: AccountType | null): AccessDecision {
  if (access.kind === 'public') return 'allowed';
  if (accountType === null) return 'sign-in';
  if (access.kind === 'signed-in') return 'allowed';
  return access.allowed.includes(accountType) ? 'allowed' : 'forbidden';
}

/** The decision for a path; an unknown path is treated as public (it will show the 404 page). */
export function decideRouteAccess(path: string, accountType: AccountType | null): AccessDecision {
  const rule = findRouteRule(path);
  return rule ? decideAccess(rule.access, accountType) : 'allowed';
}
