import {
  ESHOP_PLATFORM_NOT_AVAILABLE_CODE,
  eshopProviderOf,
  type StorePlatform,
} from '@bazaar/contracts';
import { AppError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';

const notSignedIn = () =>
  new AppError(
    401,
    'ESHOP_INTEGRATION_NOT_SIGNED_IN',
    'Please sign in to your seller account to connect your e-shop.',
  );
const notSeller = () =>
  new ForbiddenError(
    'ESHOP_INTEGRATION_NOT_SELLER',
    'Only a seller account can connect an e-shop. Sign in as a seller or create a seller account.',
  );
export const alreadyAdded = () =>
  new AppError(
    409,
    'ESHOP_INTEGRATION_ALREADY_ADDED',
    'This e-shop is already connected to another Bazaar account.',
  );
export const eshopLimitReached = (limit: number, plan: string) =>
  new AppError(
    403,
    'SUBSCRIPTION_LIMIT_REACHED',
    `Your ${plan} plan allows ${limit} connected e-shop${limit === 1 ? '' : 's'}. Detach one or choose a bigger plan in My Subscription.`,
  );
/** A platform this marketplace has no app credentials for (its SHOPIFY_CLIENT_ID… unset). */
export const platformUnavailable = (platform: StorePlatform) =>
  new AppError(
    404,
    ESHOP_PLATFORM_NOT_AVAILABLE_CODE,
    `${eshopProviderOf(platform).name} is not available on this marketplace.`,
  );
export const installRefused = () =>
  new UnauthorizedError(
    'This install link is not valid or has expired. Start again from your e-shop.',
  );

/** The seller an install acts for: refusals of spec §8 for visitors and other accounts. */
export function installingSeller(account: SignedInAccount | null): string {
  if (!account) throw notSignedIn();
  if (account.type !== 'SELLER') throw notSeller();
  return account.id;
}
