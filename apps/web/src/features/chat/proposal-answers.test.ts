import { describe, expect, it } from 'vitest';
import type { ServiceSlot } from '@bazaar/contracts';
import { proposalAnswers } from './proposal-answers';

const slot = (overrides: Partial<ServiceSlot> = {}) =>
  ({
    id: '00000000-0000-4000-8000-000000000001',
    starts_at: '2026-12-01T09:00:00.000Z',
    ends_at: '2026-12-01T10:00:00.000Z',
    time_zone: 'Europe/Berlin',
    seats: 2,
    seats_taken: 1,
    bookable: true,
    cancelled: false,
    blocked: false,
    ...overrides,
  }) as ServiceSlot;

describe('proposalAnswers', () => {
  it('lets the other side accept or decline a proposed slot with a free seat', () => {
    expect(proposalAnswers({ pending: true, mine: false, slot: slot() })).toEqual({
      withdraw: false,
      accept: true,
      decline: true,
      unavailable: null,
    });
  });

  it('offers no Accept on a slot that is full, cancelled or closed, and says why', () => {
    const full = slot({ seats_taken: 2, bookable: false });
    expect(proposalAnswers({ pending: true, mine: false, slot: full })).toMatchObject({
      accept: false,
      decline: true,
      unavailable: 'full',
    });
    expect(
      proposalAnswers({ pending: true, mine: false, slot: slot({ cancelled: true }) }),
    ).toMatchObject({ accept: false, unavailable: 'cancelled' });
    expect(
      proposalAnswers({ pending: true, mine: false, slot: slot({ blocked: true }) }),
    ).toMatchObject({ accept: false, unavailable: 'closed' });
    // The provider cannot book their own slot, yet accepts a time proposed in it.
    expect(
      proposalAnswers({ pending: true, mine: false, slot: slot({ bookable: false }) }).accept,
    ).toBe(true);
  });

  it('lets the author withdraw, and answers nothing once answered; offers have no slot', () => {
    expect(proposalAnswers({ pending: true, mine: true, slot: slot({ seats_taken: 2 }) })).toEqual({
      withdraw: true,
      accept: false,
      decline: false,
      unavailable: null,
    });
    expect(proposalAnswers({ pending: false, mine: false, slot: slot() })).toMatchObject({
      accept: false,
      decline: false,
    });
    expect(proposalAnswers({ pending: true, mine: false, slot: null }).accept).toBe(true);
  });
});
