/** Enumerations of spec §3, shared by the api and the web. */

export const accountTypes = ['BUYER', 'SELLER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type AccountType = (typeof accountTypes)[number];

/** The lowercase spelling of each account type, as used in some routes and payloads. */
export const accountTypeLowercase = {
  BUYER: 'buyer',
  SELLER: 'seller',
  ADMIN: 'admin',
  SUPER_ADMIN: 'superadmin',
} as const satisfies Record<AccountType, string>;
export type AccountTypeLowercase = (typeof accountTypeLowercase)[AccountType];

export const adminAccountTypes = ['ADMIN', 'SUPER_ADMIN'] as const satisfies readonly AccountType[];

export const notificationTypes = [
  'account',
  'eshop_integration',
  'request',
  'subscription',
  'custom_message:admin',
  'custom_message:superadmin',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
export const notificationSubtypes = ['eshop_integration:removed_by_platform'] as const;
export type NotificationSubtype = (typeof notificationSubtypes)[number];

/** Marketplace sections (divisions), as the api names them. */
export const marketplaceSections = [
  'catalog',
  'flea-market',
  'food',
  'automarket',
  'property',
  'services',
] as const;
export type MarketplaceSection = (typeof marketplaceSections)[number];

/** Food, Automarket and Property form a subset that is treated specially (spec §3). */
export const localMarketSections = [
  'food',
  'automarket',
  'property',
] as const satisfies readonly MarketplaceSection[];
export type LocalMarketSection = (typeof localMarketSections)[number];

export const marketTypes = ['catalog', 'flea-market', 'services'] as const;
export type MarketType = (typeof marketTypes)[number];

export const storePlatforms = ['shopify', 'shopline', 'bigcommerce'] as const;
export type StorePlatform = (typeof storePlatforms)[number];

export const rentalPricePeriods = ['per_day', 'per_month'] as const;
export type RentalPricePeriod = (typeof rentalPricePeriods)[number];

export const draftStates = ['draft', 'sent'] as const;
export type DraftState = (typeof draftStates)[number];

/** Activity status of both listings and accounts. */
export const activityStatuses = ['active', 'blocked', 'paused', 'paused_blocked'] as const;
export type ActivityStatus = (typeof activityStatuses)[number];

export const filterTypes = {
  POSTCODE: 'postcode',
  RADIUS: 'radius',
  PRICE_RANGE: 'price_range',
  CHECKBOX: 'c',
  SELECT: 's',
  MULTISELECT: 'm',
} as const;
export type FilterType = (typeof filterTypes)[keyof typeof filterTypes];

export const AD_SERVICE_ID = 'ad';
export const serviceSections = ['slots', 'reservations'] as const;
export type ServiceSection = (typeof serviceSections)[number];

export const slotColours = ['available', 'partially_reserved', 'reserved'] as const;
export type SlotColour = (typeof slotColours)[number];

export const themeModes = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof themeModes)[number];

export const httpStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
} as const;
export type HttpStatus = (typeof httpStatus)[keyof typeof httpStatus];

/** Divisions whose listings are bought through the cart (ADR 0024); the others are contacted or reserved. */
export const cartSections = [
  'catalog',
  'flea-market',
  'food',
] as const satisfies readonly MarketplaceSection[];
export type CartSection = (typeof cartSections)[number];

/** An order's life: the seller accepts or declines it, then fulfils it; either side may cancel (ADR 0024). */
export const orderStatuses = ['placed', 'accepted', 'declined', 'fulfilled', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** How an order reaches the buyer. Payment is offline, on delivery or pickup. */
export const fulfilmentMethods = ['delivery', 'pickup'] as const;
export type FulfilmentMethod = (typeof fulfilmentMethods)[number];
