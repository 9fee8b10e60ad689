import { describe, expect, it } from 'vitest';
import { notificationMail, notificationMailLink } from './notifications.mails';

const site = 'https://bazaar.example';

describe('the mail of a notification', () => {
  it('links to the notification’s page, an outside https address as it is, or the list', () => {
    expect(notificationMailLink('/profile/cart-history', site)).toBe(
      'https://bazaar.example/profile/cart-history',
    );
    expect(notificationMailLink('https://blog.example/news', site)).toBe(
      'https://blog.example/news',
    );
    expect(notificationMailLink(null, site)).toBe('https://bazaar.example/notifications');
  });

  it('carries the title as its subject, the body and the link, with the HTML escaped', () => {
    const mail = notificationMail(
      'ida@example.com',
      { title: 'Stalls <b>open</b>', body: 'From 8 on Saturday.', link: '/how-to-sell' },
      site,
    );
    expect(mail).toMatchObject({ to: 'ida@example.com', subject: 'Stalls <b>open</b>' });
    expect(mail.text).toContain('From 8 on Saturday.');
    expect(mail.text).toContain('https://bazaar.example/how-to-sell');
    expect(mail.html).toContain('Stalls &lt;b&gt;open&lt;/b&gt;');
    expect(mail.html).toContain('href="https://bazaar.example/how-to-sell"');
  });
});
