import { describe, expect, it } from 'vitest';
import { startsRouteChange, type LinkClick } from './navigation';

const click = (overrides: Partial<LinkClick>): LinkClick => ({
  href: 'http://localhost:3000/shophub',
  current: 'http://localhost:3000/',
  target: null,
  download: false,
  button: 0,
  modified: false,
  ...overrides,
});

describe('startsRouteChange', () => {
  it('is true for a plain click on a link to another page of the app', () => {
    expect(startsRouteChange(click({}))).toBe(true);
    expect(startsRouteChange(click({ href: '/profile' }))).toBe(true);
    expect(startsRouteChange(click({ href: '/?search=bike', target: '_self' }))).toBe(true);
  });

  it('is false when the browser opens the link elsewhere', () => {
    expect(startsRouteChange(click({ target: '_blank' }))).toBe(false);
    expect(startsRouteChange(click({ modified: true }))).toBe(false);
    expect(startsRouteChange(click({ button: 1 }))).toBe(false);
    expect(startsRouteChange(click({ download: true }))).toBe(false);
  });

  it('is false for other sites, other schemes and jumps within the page', () => {
    expect(startsRouteChange(click({ href: 'https://www.shopify.com/free-trial' }))).toBe(false);
    expect(startsRouteChange(click({ href: 'mailto:help@bazaar.local' }))).toBe(false);
    expect(startsRouteChange(click({ href: '/#listings' }))).toBe(false);
    expect(startsRouteChange(click({ href: '/' }))).toBe(false);
  });
});
