import { type ServiceSlot } from '@bazaar/contracts';
import { expect, type APIRequestContext } from './test';
import { type Account } from './accounts';
import { bearer } from './api';
import { publishListing } from './listings';

/** A Services listing of the journey's own provider, whose schedule is in UTC. */
export interface OfferedService {
  provider: Account;
  listingId: string;
  title: string;
}

export interface OpenSlot extends OfferedService {
  slot: ServiceSlot;
  /** The slot's date (the schedule is in UTC). */
  date: string;
}

/**
 * Publishes a Services listing of `provider`'s (a buyer or a seller of the journey's own) with a
 * schedule in UTC and no weekly hours, so only the slots opened by hand are bookable.
 */
export async function offerService(
  request: APIRequestContext,
  provider: Account,
): Promise<OfferedService> {
  const listing = await publishListing(request, provider, 'services', {
    title: `Yoga by the harbour ${Date.now().toString(36)}`,
  });
  const schedule = await request.put(`/api/services/${listing.id}/schedule`, {
    headers: bearer(provider.token),
    data: {
      time_zone: 'UTC',
      weekly_hours: [],
      exceptions: [],
      slot_minutes: 60,
      buffer_minutes: 0,
      seats_per_slot: 1,
      lead_time_hours: 0,
      horizon_days: 60,
      cancellation_window_hours: 0,
      confirmation: 'instant',
    },
  });
  expect(schedule.ok(), await schedule.text()).toBe(true);
  return { provider, listingId: listing.id, title: listing.title };
}

/** A slot of the service opened by hand two days ahead at `hour`:00 UTC, with `seats`. */
export async function openSlot(
  request: APIRequestContext,
  service: OfferedService,
  hour: number,
  seats: number,
): Promise<OpenSlot> {
  const date = new Date(Date.now() + 2 * 24 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post(`/api/services/${service.listingId}/slots`, {
    headers: bearer(service.provider.token),
    data: {
      starts_at: `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`,
      ends_at: `${date}T${String(hour + 1).padStart(2, '0')}:00:00.000Z`,
      seats,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { ...service, slot: (await created.json()) as ServiceSlot, date };
}
