import { randomUUID } from 'node:crypto';
import { badgeLabel, type ServiceSlot, type SlotsStats } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiSession, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { itemPath, openApp } from '../support/pages';

const PROVIDERS = [
  'seller1@demo.bazaar.local',
  'seller2@demo.bazaar.local',
  'buyer1@demo.bazaar.local',
  'buyer2@demo.bazaar.local',
];
const BUYER = 'buyer4@demo.bazaar.local';
const SECOND_BUYER = 'buyer3@demo.bazaar.local';

interface OpenSlot {
  provider: string;
  listingId: string;
  slot: ServiceSlot;
  /** The slot's date (the schedule is in UTC). */
  date: string;
}

/**
 * A demo account's public Services listing with a schedule in UTC (no weekly hours, so only the
 * slot made here is open) and one slot by hand two days ahead at `hour`:00, with `seats`.
 */
async function openSlot(
  request: APIRequestContext,
  hour: number,
  seats: number,
): Promise<OpenSlot> {
  for (const provider of PROVIDERS) {
    const { token, userId } = await apiSession(request, provider);
    const page = await browseListings(request, `section=services&owner=${userId}&limit=1`);
    const listing = page.items[0];
    if (!listing) continue;
    const schedule = await request.put(`/api/services/${listing.id}/schedule`, {
      headers: bearer(token),
      data: {
        time_zone: 'UTC',
        weekly_hours: [],
        exceptions: [],
        slot_minutes: 60,
        buffer_minutes: 0,
        seats_per_slot: seats,
        lead_time_hours: 0,
        horizon_days: 60,
        cancellation_window_hours: 0,
        confirmation: 'instant',
      },
    });
    expect(schedule.ok(), await schedule.text()).toBe(true);
    const day = new Date(Date.now() + 2 * 24 * 3_600_000);
    const date = day.toISOString().slice(0, 10);
    const created = await request.post(`/api/services/${listing.id}/slots`, {
      headers: bearer(token),
      data: {
        starts_at: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
        ends_at: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
        seats,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { provider, listingId: listing.id, slot: (await created.json()) as ServiceSlot, date };
  }
  throw new Error('no demo account offers a public Services listing');
}

/** The Slots badge's text in the account menu ('' when it shows nothing). */
async function slotsBadge(page: Page): Promise<string> {
  await page.getByTestId('account-menu-button').click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /^Slots/ })).toBeVisible();
  const badge = menu.getByTestId('slots-badge');
  const text = (await badge.isVisible()) ? await badge.innerText() : '';
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return text;
}

/** The account's slots stats summed, as the api answers them. */
async function statsSum(request: APIRequestContext, email: string): Promise<number> {
  const { token } = await apiSession(request, email);
  const answer = await request.get('/api/products/me/services/slots/stats?period=month', {
    headers: bearer(token),
  });
  const stats = (await answer.json()) as SlotsStats;
  return stats.my_slots_count + stats.my_reservations_count;
}

/** The count rose, and the badge shows it (a busy provider's reads "99+"). */
async function expectSlotsBadgeRose(
  page: Page,
  request: APIRequestContext,
  email: string,
  before: number,
) {
  const now = await statsSum(request, email);
  expect(now).toBeGreaterThan(before);
  await expect.poll(() => slotsBadge(page), { timeout: 15_000 }).toBe(badgeLabel(now) ?? '');
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
  request,
}) => {
  const open = await openSlot(request, 10, 2);
  const item = itemPath('services', open.listingId);

  // The provider's calendar, in its own context, on the month view.
  const providerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const provider = await providerContext.newPage();
  await signIn(provider, open.provider, DEMO_PASSWORD);
  const providerBefore = await statsSum(request, open.provider);
  await provider.goto(`/profile/slots?ad=${open.listingId}&section=slots`);
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
  await signIn(page, BUYER, DEMO_PASSWORD);
  const buyerBefore = await statsSum(request, BUYER);
  await openApp(page, item);
  await reserve(page, open, 'I will bring my own mat.');
  await expect(providerSlot).toHaveClass(/slot-partially_reserved/);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'partially_reserved');
  await expect(slotOnPage(viewer, open)).toContainText('1 of 2 seats free');
  await expectSlotsBadgeRose(page, request, BUYER, buyerBefore);
  await expectSlotsBadgeRose(provider, request, open.provider, providerBefore);

  // A second buyer takes the last seat: full everywhere, without reloading.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signIn(second, SECOND_BUYER, DEMO_PASSWORD);
  await openApp(second, item);
  await reserve(second, open, 'Two of us? No, just me.');
  await expect(providerSlot).toHaveClass(/slot-reserved/);
  await expect(slotOnPage(viewer, open)).toHaveAttribute('data-state', 'reserved');
  await expect(slotOnPage(viewer, open)).toContainText('Full');
  await viewer.screenshot({ path: 'artifacts/screenshots/bookings-item-full.png', fullPage: true });
  await provider.screenshot({
    path: 'artifacts/screenshots/bookings-scheduler.png',
    fullPage: true,
  });

  // The provider's reservations list both, with what the provider may do next.
  await provider.getByTestId('tab-reservations').click();
  await expect(provider).toHaveURL(/section=reservations/);
  await expect(provider.getByTestId('reservation').filter({ hasText: 'own mat' })).toBeVisible();
  expect(await seriousViolations(provider)).toEqual([]);
  await provider.screenshot({
    path: 'artifacts/screenshots/bookings-reservations.png',
    fullPage: true,
  });

  // The buyer sees the booking among their reservations.
  // buyer4 offers a service too, so the list opens on its service's reservations.
  await page.goto('/profile/slots?section=reservations');
  await page.getByRole('button', { name: 'My bookings' }).click();
  await expect(page.getByTestId('reservation').filter({ hasText: 'own mat' })).toBeVisible();

  await Promise.all([providerContext.close(), viewerContext.close(), secondContext.close()]);
});

test('a signed-out visitor is sent to sign in and back to the calendar', async ({
  page,
  request,
}) => {
  const open = await openSlot(request, 13, 3);
  const item = itemPath('services', open.listingId);
  await openApp(page, item);
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await page.getByTestId('reserve-sign-in').click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=/);
  await page.locator('input[name="email"]').fill(BUYER);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${item}$`));
  await expect(page.getByTestId('service-availability')).toBeVisible();
  // A seat is reserved through the api by someone else meanwhile: the page follows.
  const { token } = await apiSession(request, SECOND_BUYER);
  const taken = await request.post(`/api/services/slots/${open.slot.id}/reservations`, {
    headers: bearer(token),
    data: { seats: 1, note: '', idempotency_key: randomUUID() },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await openDay(page, open);
  await expect(slotOnPage(page, open)).toContainText('2 of 3 seats free');
});

test('the calendar and /profile/slots fit a phone @mobile', async ({ page, request }) => {
  const open = await openSlot(request, 15, 4);
  await openApp(page, itemPath('services', open.listingId));
  await openDay(page, open);
  await slotOnPage(page, open).click();
  await expect(page.getByTestId('reserve-sign-in')).toBeVisible();
  // The calendar fits the phone's width (the shell's header is the shell's to measure).
  const box = await page.getByTestId('service-availability').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByTestId('service-availability').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'artifacts/screenshots/bookings-item-phone.png', fullPage: true });

  await signIn(page, open.provider, DEMO_PASSWORD);
  await page.goto(`/profile/slots?ad=${open.listingId}`);
  await expect(page.getByTestId('provider-scheduler')).toBeVisible();
  await page.getByRole('button', { name: 'Month', exact: true }).click();
  await expect(page.locator(`.fc-event[data-slot-id="${open.slot.id}"]`)).toBeAttached();
  const calendar = await page.getByTestId('slot-calendar').boundingBox();
  expect(calendar!.x + calendar!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({
    path: 'artifacts/screenshots/bookings-scheduler-phone.png',
    fullPage: true,
  });
});
