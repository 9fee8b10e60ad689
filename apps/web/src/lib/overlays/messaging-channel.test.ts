import { describe, expect, it } from 'vitest';
import { messagingAppName } from './messaging-channel';

describe('messaging app name', () => {
  it('names the app of well-known channel links', () => {
    expect(messagingAppName('https://t.me/bazaar_deals')).toBe('Telegram');
    expect(messagingAppName('https://www.whatsapp.com/channel/0029Va')).toBe('WhatsApp');
    expect(messagingAppName('https://chat.whatsapp.com/AbC')).toBe('WhatsApp');
    expect(messagingAppName('https://matrix.to/#/#bazaar:example.org')).toBe('Matrix');
    expect(messagingAppName('https://discord.gg/abc')).toBe('Discord');
  });

  it('knows no name for other or broken links', () => {
    expect(messagingAppName('https://community.example.org/deals')).toBeNull();
    expect(messagingAppName('https://not-t.me/x')).toBeNull();
    expect(messagingAppName('not a url')).toBeNull();
  });
});
