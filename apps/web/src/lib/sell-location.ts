import {
  decideRouteAccess,
  divisionByRouteWord,
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

/** Whether `pathname` is a division's add page. */
export function isAddPage(pathname: string): boolean {
  return divisionAddPage(pathname) === pathname;
}

/**
 * Where "Sell" leads from `location` (path and query): on a division's pages that division's
 * add page when the account may use it, else the account's own add page; null for accounts that
 * may add nothing. A visitor signs in first, on the way to the division's add page (a private
 * user's outside the divisions): the sign-in leads on to the add page the account it signed in
 * may use (`afterSignInLocation`), so "Sell" always ends at a form.
 */
export function sellLocation(accountType: AccountType | null, location: string): string | null {
  const pathname = location.split(/[?#]/)[0] ?? '';
  const inDivision = divisionAddPage(pathname);
  if (accountType === null) return signInLocation(inDivision ?? addPageOf('flea-market'));
  if (inDivision !== undefined && decideRouteAccess(inDivision, accountType) === 'allowed') {
    return inDivision;
  }
  return ownAddPage[accountType];
}
