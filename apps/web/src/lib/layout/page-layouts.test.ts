import { describe, expect, it } from 'vitest';
import { appContextFor, pageLayoutFor, shellLayoutFor } from './page-layouts';

describe('page layouts', () => {
  it('gives every page the shell of its device unless it supplies its own layout', () => {
    expect(shellLayoutFor('/', 'desktop')).toBe('desktop');
    expect(shellLayoutFor('/', 'mobile')).toBe('mobile');
    expect(shellLayoutFor('/profile/settings', 'mobile')).toBe('mobile');
    expect(shellLayoutFor('/shophub/item/1', 'desktop')).toBe('desktop');
  });

  it('frames the auth pages with the focused layout on every device', () => {
    expect(pageLayoutFor('/auth/sign-in')).toBe('focused');
    expect(shellLayoutFor('/auth/sign-up/business', 'mobile')).toBe('focused');
    expect(shellLayoutFor('/auth/restore-password/abc', 'desktop')).toBe('focused');
  });

  it('renders embedded documents bare', () => {
    expect(shellLayoutFor('/legal/terms-of-use', 'desktop')).toBe('bare');
  });

  it('matches whole path segments only', () => {
    expect(pageLayoutFor('/authors')).toBe('shell');
    expect(appContextFor('/apple').scope).toBe('internal');
    expect(shellLayoutFor('/application', 'desktop')).toBe('desktop');
  });

  it('treats the integration entry points as the external request context', () => {
    expect(appContextFor('/app/shopline/install')).toEqual({ scope: 'external' });
    expect(appContextFor('/app/complete-account')).toEqual({ scope: 'external' });
    expect(appContextFor('/profile')).toEqual({ scope: 'internal' });
    expect(shellLayoutFor('/app/shopify/oauth2/authorize', 'mobile')).toBe('external');
    expect(shellLayoutFor('/app/big-commerce/load', 'desktop')).toBe('external');
  });
});
