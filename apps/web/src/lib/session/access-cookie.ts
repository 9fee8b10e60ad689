import { ACCESS_TOKEN_COOKIE, cookieDefaults } from '@bazaar/contracts';

function secureAttribute(): string {
  return window.location.protocol === 'https:' ? '; secure' : '';
}

/**
 * Writes the `access_token` cookie (spec §9): path /, SameSite lax, secure on https, expiring
 * with the token. Server rendering reads it to know who is asking.
 */
export function writeAccessTokenCookie(token: string, tokenExpiration: string): void {
  const expires = new Date(tokenExpiration).toUTCString();
  document.cookie = `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=${cookieDefaults.path}; expires=${expires}; samesite=${cookieDefaults.sameSite}${secureAttribute()}`;
}

export function removeAccessTokenCookie(): void {
  document.cookie = `${ACCESS_TOKEN_COOKIE}=; path=${cookieDefaults.path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=${cookieDefaults.sameSite}${secureAttribute()}`;
}

export function readAccessTokenCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return value.length > 0 ? value : null;
    }
  }
  return null;
}
