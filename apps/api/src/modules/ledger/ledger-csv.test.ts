import type { PrepayEntry } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { prepayHistoryCsv } from './ledger-csv';

describe('prepayHistoryCsv', () => {
  it('writes a header and one line per entry', () => {
    const entry: PrepayEntry = {
      id: '5d3f5a4e-8a51-4f4e-9a39-4a8f2b3c1d10',
      transaction_id: '6d3f5a4e-8a51-4f4e-9a39-4a8f2b3c1d10',
      type: 'top_up',
      amount: { amount_minor: 2000, currency: 'EUR' },
      balance_after: { amount_minor: 4550, currency: 'EUR' },
      description: 'Top-up by card',
      account: { id: '7d3f5a4e-8a51-4f4e-9a39-4a8f2b3c1d10', display_name: 'Harbour Goods' },
      author: null,
      payment_reference: 'cs_test_1',
      refund_of: null,
      created_at: '2026-11-24T10:00:00.000Z',
    };
    const lines = prepayHistoryCsv([entry]).split('\r\n');
    expect(lines[0]).toMatch(/^Date \(UTC\),Type,Description/);
    expect(lines[1]).toBe(
      '2026-11-24T10:00:00.000Z,Top-up,Top-up by card,Harbour Goods,20.00,45.50,EUR,cs_test_1,,5d3f5a4e-8a51-4f4e-9a39-4a8f2b3c1d10',
    );
  });
});
