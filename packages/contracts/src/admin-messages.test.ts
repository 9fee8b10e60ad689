import { describe, expect, it } from 'vitest';
import { isAdminMessageLink, notificationText } from './admin-messages';

describe('isAdminMessageLink', () => {
  it('takes a path of Bazaar or an https address', () => {
    for (const link of ['/profile', '/search?q=lamp#top', 'https://help.example.org/a']) {
      expect(isAdminMessageLink(link), link).toBe(true);
    }
  });

  it('refuses other schemes, other hosts by path tricks, and credentials', () => {
    for (const link of [
      'http://help.example.org',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
      '/./../x',
      'https://user:secret@help.example.org',
      'profile',
    ]) {
      expect(isAdminMessageLink(link), link).toBe(false);
    }
  });
});

describe('notificationText', () => {
  const notification = {
    title: 'Maintenance',
    body: 'Tonight',
    metadata: { translations: { de: { title: 'Wartung', body: 'Heute Nacht' } } },
  };

  it('answers the translation for its locale, the stored text otherwise', () => {
    expect(notificationText(notification, 'de')).toEqual({ title: 'Wartung', body: 'Heute Nacht' });
    expect(notificationText(notification, 'en')).toEqual({ title: 'Maintenance', body: 'Tonight' });
    expect(notificationText({ ...notification, metadata: { translations: 'x' } }, 'de').title).toBe(
      'Maintenance',
    );
  });
});
