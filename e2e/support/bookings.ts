import { type ServiceSlot } from '@bazaar/contracts';
import { expect, type APIRequestContext } from './test';
import { apiSession, bearer, browseListings } from './api';

const PROVIDERS = [
  'seller1@demo.bazaar.local',
  'seller2@demo.bazaar.local',
  'buyer1@demo.bazaar.local',
  'buyer2@demo.bazaar.local',
];

export interface OpenSlot {
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
export async function openSlot(
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
