import type { AccountType } from './enums';

export interface AccountMenuEntry {
  label: string;
  /** The page it opens; the sign-out entry has none and signs out instead. */
  path: string | null;
}

const signOut: AccountMenuEntry = { label: 'Sign Out', path: null };
const profileSettings = { label: 'Profile Settings', path: '/profile/settings' };
const slots = { label: 'Slots', path: '/profile/slots' };
const cartHistory = { label: 'Cart History', path: '/profile/cart-history' };
/** Spec §2 "Other labels seen"; every account type may open it (§6). */
const prepayHistory = { label: 'PrePay History', path: '/profile/prepay-history' };
const feedbacks = { label: 'Feedbacks', path: '/profile/feedbacks' };
/** Spec §6: "Advertising, statistic | SELLER, ADMIN, SUPER_ADMIN"; admins have it in §2's list. */
const statistic = { label: 'Statistic', path: '/profile/statistic' };
/** Spec §6 as `statistic`: administrators oversee the campaigns there, so their menu has it too. */
const advertising = { label: 'Advertising', path: '/profile/advertising' };
const productsInCarts = {
  label: 'My Products added to Carts',
  path: '/profile/my-products-added-to-carts',
};

const adminMenu: AccountMenuEntry[] = [
  { label: 'User Manager', path: '/profile/user-manager' },
  { label: 'Request for Revisions', path: '/profile/requests-for-revisions' },
  cartHistory,
  prepayHistory,
  { label: 'Items', path: '/profile/items' },
  statistic,
  advertising,
  { label: 'Subscriptions', path: '/profile/subscription' },
  { label: 'Manage Filters', path: '/profile/filters-manager' },
  { label: 'Notifications', path: '/profile/notifications' },
  { label: 'Homepage Settings', path: '/profile/homepage-settings' },
  { label: 'Catalogue Structure', path: '/profile/catalog-structure' },
  signOut,
];

/** The account menu of each account type, in the order of spec §2. */
export const accountMenus: Record<AccountType, readonly AccountMenuEntry[]> = {
  BUYER: [
    profileSettings,
    { label: 'My Ads', path: '/profile/my-ads' },
    slots,
    cartHistory,
    prepayHistory,
    productsInCarts,
    feedbacks,
    { label: 'My People', path: '/profile/my-people' },
    signOut,
  ],
  SELLER: [
    profileSettings,
    { label: 'E-Shop Integration', path: '/profile/e-shop-integration' },
    cartHistory,
    prepayHistory,
    /** Spec §2 "other labels": the seller's plan (the admin menu's "Subscriptions" is another page). */
    { label: 'My Subscription', path: '/profile/my-subscription' },
    { label: 'Manage My Listings', path: '/profile/manage-my-listings' },
    advertising,
    slots,
    { label: 'Importing', path: '/profile/importing' },
    productsInCarts,
    feedbacks,
    statistic,
    signOut,
  ],
  ADMIN: adminMenu,
  SUPER_ADMIN: adminMenu,
};
