import {
  decideRouteAccess,
  divisionByRouteWord,
  routes,
  safeReturnPath,
  signInLocation,
  type AccountType,
} from '@bazaar/contracts';

const addPageOf = (routeWord: string) => `/${routeWord}/add-product`;

/**
 * The add page each account type starts selling from (spec §6): a business account's Shop Hub
 * products, a private user's Flea Market ads. Administrators may add nothing.
 */
const ownAddPage: Record<AccountType, string | null> = {
  SELLER: addPageOf('shophub'),
  BUYER: addPageOf('flea-market'),
  ADMIN: null,
  SUPER_ADMIN: null,
};

/** The add page of the division `pathname` is in, or undefined outside the divisions. */
function divisionAddPage(pathname: string): string | undefined {
  const routeWord = pathname.split('/')[1] ?? '';
  return divisionByRouteWord(routeWord) ? addPageOf(routeWord) : undefined;
}

/**
 * Where "Sell" leads from `location` (path and query): on a division's pages that division's
 * add page when the account may use it, else the account's own add page; null for accounts that
 * may add nothing. A visitor signs in first: and then comes to the division's add page when both
 * kinds of selling account may use it, else back to `location`, where "Sell" now knows them.
 */
export function sellLocation(accountType: AccountType | null, location: string): string | null {
  const pathname = location.split(/[?#]/)[0] ?? '';
  const inDivision = divisionAddPage(pathname);
  if (accountType === null) {
    const openToEverySeller =
      inDivision !== undefined &&
      decideRouteAccess(inDivision, 'BUYER') === 'allowed' &&
      decideRouteAccess(inDivision, 'SELLER') === 'allowed';
    return signInLocation(
      (openToEverySeller ? inDivision : safeReturnPath(location)) ?? routes.home,
    );
  }
  if (inDivision !== undefined && decideRouteAccess(inDivision, accountType) === 'allowed') {
    return inDivision;
  }
  return ownAddPage[accountType];
}
