import { describe, expect, it } from 'vitest';
import {
  supportInboxApiQuery,
  supportInboxFiltersFrom,
  supportInboxFiltersToParams,
} from './filters';

const ID = '0b5c3a4e-9f57-4a8e-8d3b-3c1f3e0a9b21';

describe('support inbox filters', () => {
  it('read the address and write it back the same', () => {
    const query = `tab=requests&status=in_progress&topic=order&from=2026-11-01&to=2026-11-24&q=parcel&request=${ID}`;
    const filters = supportInboxFiltersFrom(new URLSearchParams(query));
    expect(filters).toEqual({
      status: 'in_progress',
      topic: 'order',
      from: '2026-11-01',
      to: '2026-11-24',
      q: 'parcel',
      request: ID,
    });
    expect(supportInboxFiltersToParams(filters).toString()).toBe(query);
  });

  it('leave out what is malformed', () => {
    const filters = supportInboxFiltersFrom(
      new URLSearchParams('status=resolved&topic=x&from=yesterday&q=%20%20&request=42'),
    );
    expect(filters).toEqual({});
    expect(supportInboxFiltersToParams(filters).toString()).toBe('tab=requests');
  });

  it('ask the api for whole UTC days, the last one included', () => {
    expect(supportInboxApiQuery({ from: '2026-11-01', to: '2026-11-24' })).toMatchObject({
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-25T00:00:00.000Z',
    });
  });
});
