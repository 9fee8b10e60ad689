import { describe, expect, it } from 'vitest';
import { labels } from '@bazaar/contracts';
import en from '../i18n/messages/en.json';

describe("the overlays' English texts", () => {
  it('are the exit dialog texts of spec §2, word for word', () => {
    expect(en.overlays.exitDialog.title).toBe('Before you go...');
    expect(en.overlays.exitDialog.reminder).toBe(
      'Remember, the best prices from local business you can get only by',
    );
    expect(en.overlays.exitDialog.offers).toBe('Want access to our special offers?');
    // With the typographic apostrophe.
    expect(en.overlays.exitDialog.dismiss).toBe('No thanks, I\u2019m alright for now');
  });

  it('use the labels of the spec', () => {
    expect(en.overlays.confirmation.thanks).toBe('Thanks');
    expect(en.legal.manageCookies.label).toBe(labels.manageCookies);
    expect(en.views.reload).toBe('Reload');
    expect(en.legal.links.terms).toBe('Terms & Agreement');
    expect(en.legal.links.privacy).toBe('Privacy & Cookies Policy');
    expect(en.legal.documents).toMatchObject({
      privacyPolicy: 'Privacy Policy',
      cookiesPolicy: 'Cookies Policy',
      termsOfUse: 'Terms of Use',
      userAgreement: 'User Agreement',
    });
  });
});
