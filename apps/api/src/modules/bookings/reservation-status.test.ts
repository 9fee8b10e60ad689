import { describe, expect, it } from 'vitest';
import {
  nextReservationStatuses,
  statusChangeRefusal,
  type StatusContext,
} from './reservation-status';

const startsAt = new Date('2026-06-10T09:00:00Z');
const at = (iso: string, status: StatusContext['status'] = 'confirmed'): StatusContext => ({
  status,
  startsAt,
  cancellationWindowHours: 24,
  now: new Date(iso),
});

describe('nextReservationStatuses', () => {
  it('lets the provider accept or decline a request, the customer only cancel', () => {
    expect(nextReservationStatuses(at('2026-06-01T00:00:00Z', 'requested'), 'provider')).toEqual([
      'confirmed',
      'cancelled',
    ]);
    expect(nextReservationStatuses(at('2026-06-01T00:00:00Z', 'requested'), 'customer')).toEqual([
      'cancelled',
    ]);
  });

  it('closes cancelling for both sides inside the window', () => {
    const inside = at('2026-06-09T10:00:00Z');
    expect(nextReservationStatuses(inside, 'customer')).toEqual([]);
    expect(nextReservationStatuses(inside, 'provider')).toEqual([]);
    expect(statusChangeRefusal(inside, 'cancelled', 'customer')).toMatch(/window has closed/);
  });

  it('lets the provider mark completed or no-show once the slot has begun', () => {
    expect(nextReservationStatuses(at('2026-06-10T09:00:00Z'), 'provider')).toEqual([
      'completed',
      'no_show',
    ]);
    expect(nextReservationStatuses(at('2026-06-10T09:00:00Z'), 'customer')).toEqual([]);
  });

  it('moves nothing on from a final status', () => {
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      expect(nextReservationStatuses(at('2026-06-01T00:00:00Z', status), 'provider')).toEqual([]);
    }
  });
});
