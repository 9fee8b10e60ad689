import { describe, expect, it } from 'vitest';
import { moderationFiltersFrom, moderationFiltersToParams } from './filters';

describe('the moderation filters in the address', () => {
  it('read what the address holds and leave out what is malformed', () => {
    const id = '0b6f4a9e-6d0c-4c1e-9d7a-3f1b2c3d4e5f';
    expect(
      moderationFiltersFrom(
        new URLSearchParams(`state=resubmitted&flag=price&section=catalog&listing=${id}`),
      ),
    ).toEqual({
      tab: 'listings',
      state: 'resubmitted',
      flag: 'price',
      section: 'catalog',
      listing: id,
    });
    expect(
      moderationFiltersFrom(new URLSearchParams('tab=x&state=nope&flag=x&section=y&listing=1')),
    ).toEqual({ tab: 'listings', state: 'open' });
  });

  it('write only what differs from the defaults', () => {
    expect(moderationFiltersToParams({ tab: 'listings', state: 'open' }).toString()).toBe('');
    expect(
      moderationFiltersToParams({ tab: 'reviews', state: 'all', flag: 'words' }).toString(),
    ).toBe('tab=reviews&state=all&flag=words');
  });
});
