import { describe, expect, it } from 'vitest';
import { busyTimesRefusalOf, busyTimesRefusals, type BusyTimesRefusal } from '@bazaar/contracts';
import de from '@/lib/i18n/messages/de.json';
import en from '@/lib/i18n/messages/en.json';

describe('the refusals of a busy-times calendar', () => {
  it('are recognised by their English message and read in English and German', () => {
    for (const refusal of Object.keys(busyTimesRefusals) as BusyTimesRefusal[]) {
      expect(busyTimesRefusalOf(busyTimesRefusals[refusal])).toBe(refusal);
      expect(en.bookings.busy.refused[refusal]).toMatch(/\S/);
      expect(de.bookings.busy.refused[refusal]).toMatch(/\S/);
    }
    expect(busyTimesRefusalOf('This address did not answer in time')).toBeUndefined();
  });
});
