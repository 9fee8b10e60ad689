import { type AccountMenuEntry } from '@bazaar/contracts';
import { type Messages } from '@/lib/i18n/config';

type MenuLabelKey = keyof Messages['account']['menu'];

/** The message of each account-menu label of the contracts (spec §2), in the app's languages. */
export const menuLabelKeys: Record<string, MenuLabelKey> = {
  'Profile Settings': 'profileSettings',
  'My Ads': 'myAds',
  Slots: 'slots',
  'Cart History': 'cartHistory',
  'PrePay History': 'prepayHistory',
  'My Products added to Carts': 'myProductsAddedToCarts',
  Feedbacks: 'feedbacks',
  'My People': 'myPeople',
  'E-Shop Integration': 'eShopIntegration',
  'Manage My Listings': 'manageMyListings',
  'My Subscription': 'mySubscription',
  Advertising: 'advertising',
  Importing: 'importing',
  'User Manager': 'userManager',
  'Request for Revisions': 'requestForRevisions',
  Items: 'items',
  Statistic: 'statistic',
  Subscriptions: 'subscriptions',
  'Manage Filters': 'manageFilters',
  Notifications: 'notifications',
  'Homepage Settings': 'homepageSettings',
  'Catalogue Structure': 'catalogueStructure',
  'Sign Out': 'signOut',
};

export function menuLabelKey(entry: AccountMenuEntry): MenuLabelKey | undefined {
  return menuLabelKeys[entry.label];
}
