import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATOR_EMAIL,
  DEFAULT_OPERATOR_NAME,
  messagingChannelUrl,
  operatorDetails,
} from './site-config';

describe('site configuration', () => {
  it('names the operator from the environment, with defaults', () => {
    expect(operatorDetails({})).toEqual({
      name: DEFAULT_OPERATOR_NAME,
      email: DEFAULT_OPERATOR_EMAIL,
      address: null,
    });
    expect(
      operatorDetails({
        OPERATOR_NAME: ' Kiezmarkt UG ',
        OPERATOR_EMAIL: 'hello@kiezmarkt.example',
        OPERATOR_ADDRESS: 'Hauptstraße 1, Berlin',
      }),
    ).toEqual({
      name: 'Kiezmarkt UG',
      email: 'hello@kiezmarkt.example',
      address: 'Hauptstraße 1, Berlin',
    });
  });

  it('takes the messaging channel only as an http(s) address', () => {
    expect(messagingChannelUrl({})).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: '  ' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'javascript:alert(1)' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'not a url' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'https://t.me/bazaar_deals' })).toBe(
      'https://t.me/bazaar_deals',
    );
  });
});
