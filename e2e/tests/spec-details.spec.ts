import { expect, test, type BrowserContext, type Page, type TestInfo } from '../support/test';
import { bearer } from '../support/api';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

/**
 * Details of the spec users met (issue 35, items 15 and 18): the page a platform's entry points
 * open while this marketplace has no app for it, and a seller's company details on their page.
 * Each runs on the desktop and, tagged @mobile, on the phone, in English and German.
 */

const deviceOf = (info: TestInfo) => (info.project.name.includes('mobile') ? 'phone' : 'desktop');

async function inGerman(context: BrowserContext, page: Page): Promise<void> {
  await context.addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await reloadApp(page);
}

for (const tag of ['', ' @mobile']) {
  test(`a platform without an app on this marketplace says so, on the product's page${tag}`, async ({
    page,
    context,
  }, info) => {
    // The journeys' api has every platform configured, so the page the api sends an unconfigured
    // platform's entry points to is opened directly (the redirect is pinned by start-install.test.ts).
    await openApp(page, '/app/unavailable?platform=shopline');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'SHOPLINE is not available on this marketplace.',
      }),
    ).toBeVisible();
    // The product's error page (its header and the way home), not a bare JSON answer.
    await expect(page.getByRole('link', { name: 'Open Homepage' })).toBeVisible();
    await lookAt(page, `platform-unavailable-${deviceOf(info)}-en`);
    await inGerman(context, page);
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'SHOPLINE ist auf diesem Marktplatz nicht verfügbar.',
      }),
    ).toBeVisible();
    await lookAt(page, `platform-unavailable-${deviceOf(info)}-de`);
  });

  test(`a seller's page shows the company's pickup address${tag}`, async ({
    page,
    context,
    request,
    seller,
  }, info) => {
    const saved = await request.patch('/api/sellers/me', {
      headers: bearer(seller.token),
      data: { pickup_address: { street: 'Marktgasse 7', zip_code: '50667', city: 'Köln' } },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await openApp(page, `/seller/${seller.userId}`);
    const company = page.getByTestId('company-details');
    await expect(company).toHaveText('Pickup at Marktgasse 7, 50667 Köln');
    await lookAt(page, `seller-company-${deviceOf(info)}-en`);
    await inGerman(context, page);
    await expect(company).toHaveText('Abholung: Marktgasse 7, 50667 Köln');
    await lookAt(page, `seller-company-${deviceOf(info)}-de`);
  });
}
