import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  divisions,
  labels,
  NO_ACCESS_MESSAGE,
  SESSION_LOGGED_OUT_MESSAGE,
  supportedLocales,
  UNKNOWN_ERROR_TITLE,
} from '@bazaar/contracts';
import { getMessageFallback } from './config';
import { messagesFor } from './messages';

const en = messagesFor('en');
const de = messagesFor('de');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('messages', () => {
  it('has a message file for every supported locale', () => {
    for (const locale of supportedLocales) expect(messagesFor(locale)).toBeDefined();
  });

  it('translates every English key into German', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it("uses the spec's English labels", () => {
    expect(en.search.placeholder).toBe(labels.searchPlaceholder);
    expect(en.listings.soldOut).toBe(labels.soldOut);
    expect(en.listings.negotiable).toBe(labels.negotiable);
    expect(en.errors.unknown).toBe(UNKNOWN_ERROR_TITLE);
    expect(en.errors.openHomepage).toBe('Open Homepage');
    for (const division of divisions) {
      expect(en.divisions[division.section].name).toBe(division.name);
    }
  });

  it("uses the spec's English texts for access and sessions", () => {
    expect(en.access.noAccess).toBe(NO_ACCESS_MESSAGE);
    expect(en.auth.sessionLoggedOut).toBe(SESSION_LOGGED_OUT_MESSAGE);
    expect(en.account.signIn).toBe(labels.signIn);
    expect(en.account.status).toMatchObject({
      blocked: 'Blocked Account',
      paused: 'Paused Account',
    });
  });

  it('shows the key of a missing message', () => {
    expect(getMessageFallback({ namespace: 'listings', key: 'missing' })).toBe('listings.missing');
    expect(getMessageFallback({ key: 'missing' })).toBe('missing');
  });
});

describe('messages in the browser', () => {
  // Modules that run in the browser on every page: a message file imported there would be bundled
  // whole into every route's JS (the root layout passes the active locale's messages instead).
  const browserModules = [
    'config.ts',
    'intl-provider.tsx',
    'locale-cookie.ts',
    '../query/error-texts.ts',
    '../../app/global-error.tsx',
  ];

  it.each(browserModules)('%s imports no whole message file', (file) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    const imports = source.match(/^import (?!type ).*messages\/[a-z.]+\.json';$/gm) ?? [];
    expect(imports.filter((line) => !/messages\/errors\.[a-z]+\.json';$/.test(line))).toEqual([]);
  });
});
