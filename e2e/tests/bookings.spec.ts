import { randomUUID } from 'node:crypto';
import { badgeLabel, type ServiceSlot, type SlotsStats } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { newBuyer, signInThroughApi, submitSignIn, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { offerService, openSlot, type OpenSlot } from '../support/bookings';
import { itemPath, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

/** The account's slots stats summed, as the api answers them. */
async function statsSum(request: APIRequestContext, account: Account): Promise<number> {
  const answer = await request.get('/api/products/me/services/slots/stats?period=month', {
    headers: bearer(account.token),
  });
  expect(answer.status()).toBe(200);
  const stats = (await answer.json()) as SlotsStats;
  return stats.my_slots_count + stats.my_reservations_count;
}

/**
 * The count rose, and the Slots badge in the account menu shows it without a reload: the menu
 * stays open while the badge follows (the page refreshes it after a reservation, live).
 */
async function expectSlotsBadgeRose(
  page: Page,
  request: APIRequestContext,
  account: Account,
  before: number,
) {
  const now = await statsSum(request, account);
  expect(now).toBeGreaterThan(before);
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Slots/ })).toBeVisible();
  await expect(menu.getByTestId('slots-badge')).toHaveText(badgeLabel(now)!);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Opens the item page's day of the slot (the next month first when it falls there). */
async function openDay(page: Page, { date }: OpenSlot) {
  const calendar = page.getByTestId('service-availability');
  await expect(calendar).toBeVisible();
  const day = calendar.getByTestId(`availability-day-${date}`);
  if (!(await day.isVisible())) await calendar.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

const slotOnPage = (page: Page, { slot }: OpenSlot) =>
  page.locator(`[data-testid="availability-slot"][data-slot-id="${slot.id}"]`);

async function reserve(page: Page, open: OpenSlot, note: string) {
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await page.getByTestId('reserve-note').fill(note);
  await page.getByTestId('reserve-submit').click();
  await expect(page.getByTestId('reservation-made')).toContainText('is confirmed');
}

test('a buyer reserves a seat; the provider and a third viewer see the slot fill up live', async ({
  browser,
  page,
  context,
  request,
  seller,
  buyer,
}) => {
  const open = await openSlot(request, await offerService(request, seller), 10, 2);
  const item = itemPath('services', open.listingId);

  // The provider's calendar, in its own context, on the month view.
  const providerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInThroughApi(providerContext, seller);
  const provider = await providerContext.newPage();
  const providerBefore = await statsSum(request, seller);
  await openApp(provider, `/profile/slots?ad=${open.listingId}&section=slots`);
  await expect(provider.getByTestId('provider-scheduler')).toBeVisible();
  await provider.getByRole('button', { name: 'Month', exact: true }).click();
  const providerSlot = provider.locator(`.fc-event[data-slot-id="${open.slot.id}"]`);
  await expect(providerSlot).toHaveClass(/slot-available/);

  // A third viewer, signed out, watches the item page.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await openApp(viewer, item);
  await openDay(viewer, open);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'available');

  // The buyer reserves one of the two seats from the item page.
  await signInThroughApi(context, buyer);
  const buyerBefore = await statsSum(request, buyer);
  await openApp(page, item);
  await reserve(page, open, 'I will bring my own mat.');
  await expect(providerSlot).toHaveClass(/slot-partially_reserved/);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'partially_reserved');
  await expect(slotOnPage(viewer, open)).toContainText('1 of 2 seats free');
  await expectSlotsBadgeRose(page, request, buyer, buyerBefore);
  await expectSlotsBadgeRose(provider, request, seller, providerBefore);

  // A second buyer takes the last seat: full everywhere, without reloading.
  const secondBuyer = await newBuyer(request, 'bookings', { first: 'Lena', last: 'Hoffmann' });
  const secondContext = await browser.newContext();
  await signInThroughApi(secondContext, secondBuyer);
  const second = await secondContext.newPage();
  await openApp(second, item);
  await reserve(second, open, 'Two of us? No, just me.');
  await expect(providerSlot).toHaveClass(/slot-reserved/);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'reserved');
  await expect(slotOnPage(viewer, open)).toContainText('Full');
  await lookAt(viewer, 'bookings-item-full', { fullPage: true });
  await lookAt(provider, 'bookings-scheduler', { fullPage: true });

  // The provider's reservations list both, with what the provider may do next.
  await provider.getByTestId('tab-reservations').click();
  await provider.waitForURL(/section=reservations/);
  const reservations = provider.getByTestId('reservation');
  await expect(reservations.filter({ hasText: 'own mat' })).toBeVisible();
  await expect(reservations.filter({ hasText: 'just me' })).toBeVisible();
  expect(await seriousViolations(provider)).toEqual([]);
  await lookAt(provider, 'bookings-reservations', { fullPage: true });

  // The buyer sees the booking among their reservations.
  await openApp(page, '/profile/slots?section=reservations');
  await expect(page.getByTestId('reservation').filter({ hasText: 'own mat' })).toBeVisible();

  await Promise.all([providerContext.close(), viewerContext.close(), secondContext.close()]);
});

test("the booking's confirmation and the provider's notification open that very reservation", async ({
  browser,
  page,
  context,
  request,
  seller,
  buyer,
}) => {
  const booked = await openSlot(request, await offerService(request, seller), 9, 1);
  // The provider has offered another service since, which its page would show first; the buyer
  // offers a service too, so its page lists both sides (issue 35).
  await offerService(request, seller);
  await offerService(request, buyer);

  await signInThroughApi(context, buyer);
  await openApp(page, itemPath('services', booked.listingId));
  await reserve(page, booked, 'Near the window, please.');
  await page.getByTestId('reservation-made').getByRole('link', { name: 'See my booking' }).click();
  await page.waitForURL(/reservation=/);
  const openedByBuyer = page.locator('[data-testid="reservation"][data-opened="true"]');
  await expect(openedByBuyer).toContainText('Near the window');
  await expect(page.getByRole('button', { name: 'My bookings', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await lookAt(page, 'bookings-opened-from-confirmation');

  const providerContext = await browser.newContext();
  await signInThroughApi(providerContext, seller);
  const provider = await providerContext.newPage();
  await openApp(provider, '/notifications');
  await provider.getByTestId('notification').filter({ hasText: 'New booking #' }).click();
  await provider.waitForURL(/reservation=/);
  await expect(provider.getByTestId('service-select')).toHaveValue(booked.listingId);
  const openedByProvider = provider.locator('[data-testid="reservation"][data-opened="true"]');
  await expect(openedByProvider).toContainText('Near the window');
  await lookAt(provider, 'bookings-opened-from-notification');
  await providerContext.close();
});

test('a signed-out visitor is sent to sign in and back to the calendar', async ({
  page,
  request,
  seller,
  buyer,
}) => {
  const open = await openSlot(request, await offerService(request, seller), 13, 3);
  const item = itemPath('services', open.listingId);
  await openApp(page, item);
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await page.getByTestId('reserve-sign-in').click();
  await page.waitForURL(/\/auth\/sign-in\?continue=/);
  await submitSignIn(page, buyer.email, buyer.password);
  await page.waitForURL(new RegExp(`${item}$`));
  await expect(page.getByTestId('service-availability')).toBeVisible();
  // A seat is reserved through the api by someone else meanwhile: the page follows.
  const someoneElse = await newBuyer(request, 'bookings', { first: 'Lena', last: 'Hoffmann' });
  const taken = await request.post(`/api/services/slots/${open.slot.id}/reservations`, {
    headers: bearer(someoneElse.token),
    data: { seats: 1, note: '', idempotency_key: randomUUID() },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await openDay(page, open);
  await expect(slotOnPage(page, open)).toContainText('2 of 3 seats free');
});

test('the calendar and /profile/slots fit a phone @mobile', async ({
  page,
  context,
  request,
  seller,
}) => {
  const open = await openSlot(request, await offerService(request, seller), 15, 4);
  await openApp(page, itemPath('services', open.listingId));
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await expect(page.getByTestId('reserve-sign-in')).toBeVisible();
  // The calendar fits the phone's width (the shell's header is the shell's to measure).
  const box = await page.getByTestId('service-availability').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByTestId('service-availability').scrollIntoViewIfNeeded();
  await lookAt(page, 'bookings-item-phone', { fullPage: true });

  await signInThroughApi(context, seller);
  await openApp(page, `/profile/slots?ad=${open.listingId}`);
  await expect(page.getByTestId('provider-scheduler')).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.locator(`.fc-event[data-slot-id="${open.slot.id}"]`)).toBeAttached();
  await expect(page.getByTestId('scheduler-time-zone')).toHaveText('Times in UTC');
  const calendar = await page.getByTestId('slot-calendar').boundingBox();
  expect(calendar!.x + calendar!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await lookAt(page, 'bookings-scheduler-phone', { fullPage: true });
});

test('the waiting list: a freed seat is held for the first waiting, who is told live and takes it while others still see it full', async ({
  browser,
  page,
  context,
  request,
  seller,
  buyer,
}) => {
  const open = await openSlot(request, await offerService(request, seller), 17, 1);
  const item = itemPath('services', open.listingId);
  const first = await newBuyer(request, 'bookings', { first: 'Lena', last: 'Hoffmann' });
  const taken = await request.post(`/api/services/slots/${open.slot.id}/reservations`, {
    headers: bearer(first.token),
    data: { seats: 1, note: '', idempotency_key: randomUUID() },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  const { id: takenId } = (await taken.json()) as { id: string };

  // A third viewer, signed out, sees the slot full.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await openApp(viewer, item);
  await openDay(viewer, open);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'reserved');
  await expect(slotOnPage(viewer, open)).toContainText('Full');

  // The buyer joins the waiting list of the full slot.
  await signInThroughApi(context, buyer);
  await openApp(page, item);
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('waitlist')).toContainText('number 1 on the waiting list');
  // A reload remembers it: the api says where the account waits.
  await reloadApp(page);
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await expect(page.getByTestId('waitlist')).toContainText('number 1 on the waiting list');
  await expect(page.getByRole('button', { name: 'Join the waiting list' })).toHaveCount(0);

  // The seat is freed: it is held for the buyer, who is told without reloading…
  const cancelled = await request.patch(`/api/services/reservations/${takenId}`, {
    headers: bearer(first.token),
    data: { status: 'cancelled' },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  await expect(page.getByTestId('seat-held-for-you')).toBeVisible();
  await expect(slotOnPage(page, open)).toContainText('1 of 1 seat free');
  await lookAt(page, 'bookings-seat-held', { fullPage: true });
  // …while to the third viewer it stays full.
  await expect(slotOnPage(viewer, open)).toContainText('Full');
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'reserved');

  await page.getByTestId('reserve-note').fill('From the waiting list.');
  await page.getByTestId('reserve-submit').click();
  await expect(page.getByTestId('reservation-made')).toContainText('is confirmed');
  await expect(slotOnPage(viewer, open)).toContainText('Full');
  await viewerContext.close();
});

test("the scheduler shows the provider's zone on a device elsewhere; drags send the right instants; imported busy times block slots live", async ({
  browser,
  request,
  seller,
}) => {
  const open = await openSlot(request, await offerService(request, seller), 11, 2);
  const item = itemPath('services', open.listingId);

  // The provider's device is in New York; the service's zone is UTC.
  const providerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    timezoneId: 'America/New_York',
  });
  await signInThroughApi(providerContext, seller);
  const provider = await providerContext.newPage();
  await openApp(provider, `/profile/slots?ad=${open.listingId}&section=slots`);
  await expect(provider.getByTestId('scheduler-time-zone')).toHaveText('Times in UTC');
  await provider.getByRole('button', { name: 'Day', exact: true }).click();
  const slotOnScheduler = provider.locator(`.fc-event[data-slot-id="${open.slot.id}"]`);
  // The slot is two days after today, in UTC as in the service's zone.
  await provider.locator('.fc-next-button').click();
  await provider.locator('.fc-next-button').click();
  // 11:00 UTC, not 06:00 as New York's clock would say.
  await expect(slotOnScheduler.locator('.fc-event-time')).toHaveText(/^11/);

  // A drag over 14:00–15:00 of that day makes a slot at 14:00 UTC.
  const lane = (time: string) => provider.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);
  await lane('14:00:00').scrollIntoViewIfNeeded();
  const from = (await lane('14:00:00').boundingBox())!;
  const to = (await lane('14:30:00').boundingBox())!;
  await provider.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await provider.mouse.down();
  await provider.mouse.move(to.x + to.width / 2, to.y + 4, { steps: 5 });
  await provider.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  await provider.mouse.up();
  await expect
    .poll(async () => {
      const answer = await request.get(
        `/api/services/${open.listingId}/slots?from=${open.date}&to=${open.date}`,
      );
      return ((await answer.json()) as ServiceSlot[]).map((slot) => slot.starts_at);
    })
    .toContain(`${open.date}T14:00:00.000Z`);

  // A visitor watches the item page.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await openApp(viewer, item);
  await openDay(viewer, open);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'available');

  // The provider imports an .ics file with a busy time over 11:15–11:45 UTC.
  const stamp = open.date.replaceAll('-', '');
  const ics = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//bazaar-e2e//busy//EN',
    'BEGIN:VEVENT',
    `UID:${randomUUID()}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${stamp}T111500Z`,
    `DTEND:${stamp}T114500Z`,
    'SUMMARY:Dentist',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  await provider.getByRole('button', { name: 'Import busy times' }).click();
  const dialog = provider.getByRole('dialog');
  // First a calendar with an event repeating every second: refused with the limit it passes.
  const everySecond = ics
    .replace('SUMMARY:Dentist', 'SUMMARY:Ping\r\nRRULE:FREQ=SECONDLY')
    .replace(/UID:[^\r]+/, `UID:${randomUUID()}`);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'every-second.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(everySecond),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toContainText('An event of this calendar repeats more than 1,000 times');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'busy.ics',
    mimeType: 'text/calendar',
    buffer: Buffer.from(ics),
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toContainText('1 busy period read, 1 slot blocked.');
  await lookAt(provider, 'bookings-busy-import');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(slotOnScheduler).toHaveClass(/slot-blocked/);
  await expect(slotOnScheduler).toContainText('Busy');
  // The visitor's page follows without reloading.
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'blocked');
  await expect(slotOnPage(viewer, open)).toContainText('Not available');
  await lookAt(provider, 'bookings-scheduler-zone', { fullPage: true });
  await lookAt(viewer, 'bookings-item-blocked', { fullPage: true });

  // The slot dialog reads a typed price (lib/forms/numbers): 12.50 is 1250 minor units.
  await slotOnScheduler.click();
  const slotDialog = provider.getByTestId('slot-dialog');
  await slotDialog.getByLabel('Price of this slot').fill('12.50');
  await slotDialog.getByRole('button', { name: 'Save' }).click();
  await expect(slotDialog).toBeHidden();
  await expect
    .poll(async () => {
      const answer = await request.get(
        `/api/services/${open.listingId}/slots?from=${open.date}&to=${open.date}`,
      );
      const slots = (await answer.json()) as ServiceSlot[];
      return slots.find((slot) => slot.id === open.slot.id)?.price?.amount_minor;
    })
    .toBe(1250);
  await expect(slotOnPage(viewer, open)).toContainText('12.50');

  // The calendar feed's address is shown once, then only since when it exists.
  const feed = provider.getByTestId('calendar-feed');
  await feed.scrollIntoViewIfNeeded();
  await feed.getByRole('button', { name: 'Create a feed address' }).click();
  await expect(feed.getByTestId('calendar-feed-url')).toHaveValue(/\/api\/calendar\/.+\.ics$/);
  await expect(feed).toContainText('shown only this once');
  await lookAt(feed, 'bookings-feed-once');
  await reloadApp(provider);
  await expect(provider.getByTestId('calendar-feed-active')).toBeVisible();
  await expect(provider.getByTestId('calendar-feed-url')).toHaveCount(0);
  await expect(
    provider.getByTestId('calendar-feed').getByRole('button', { name: 'Renew address' }),
  ).toBeVisible();
  await Promise.all([providerContext.close(), viewerContext.close()]);
});
