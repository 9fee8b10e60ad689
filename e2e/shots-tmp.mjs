import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function token(email) {
  const r = await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'bazaar-demo-2026' }) });
  const j = await r.json(); return j.access_token ?? j.token ?? j.tokens?.access_token;
}
const seller = await token('seller2@demo.bazaar.local');
const notes = await (await fetch(`${base}/api/notifications/me`, { headers: { authorization: `Bearer ${seller}` } })).json();
const booking = notes.find((n) => n.code === 'reservation_created');
console.log('link', booking?.link, booking?.title);
const buyer = await token('buyer1@demo.bazaar.local');
const bnotes = await (await fetch(`${base}/api/notifications/me`, { headers: { authorization: `Bearer ${buyer}` } })).json();
const bbook = bnotes.find((n) => n.code === 'reservation_booked') ?? bnotes.find((n)=>n.link?.includes('reservation='));
console.log('blink', bbook?.link, bbook?.title);
for (const [who, tok, link] of [['provider', seller, booking?.link], ['customer', buyer, bbook?.link ?? '/profile/slots?section=reservations']]) {
  for (const locale of ['en', 'de']) {
    for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
      const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1, isMobile: device === 'phone' });
      await ctx.addCookies([{ name: 'locale', value: locale, url: base }, { name: 'access_token', value: tok, url: base }]);
      const page = await ctx.newPage();
      await page.goto(base + link);
      await page.waitForSelector('[data-testid="reservation"]', { timeout: 30000 }).catch(() => {});
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${who}-${locale}-${device}.png` });
      await ctx.close();
    }
  }
}
await browser.close();
