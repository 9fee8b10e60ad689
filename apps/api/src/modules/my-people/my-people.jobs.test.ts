import { describe, expect, it } from 'vitest';
import { NOTIFY_FOLLOWERS_JOB, notifyFollowersJob } from './my-people.jobs';
import type { FollowersNotice } from './my-people.service';

const notice: FollowersNotice = {
  listingId: '0b5e3a1c-2d4f-4e6a-8b7c-9d0e1f2a3b42',
  sellerId: '00000000-0000-4000-8000-000000000001',
  section: 'catalog',
  title: 'Harbour print',
};

describe('notifyFollowersJob', () => {
  it('queues the next batch after a full one, from where it ended', async () => {
    const sent: { name: string; data: object }[] = [];
    const job = notifyFollowersJob(
      { notifyFollowers: async () => 'follower-500' },
      { send: async (name, data) => (sent.push({ name, data }), null) },
    );
    await job.run(notice);
    expect(sent).toEqual([
      { name: NOTIFY_FOLLOWERS_JOB, data: { ...notice, after: 'follower-500' } },
    ]);
  });

  it('stops when the last batch told everyone', async () => {
    const sent: object[] = [];
    const job = notifyFollowersJob(
      { notifyFollowers: async () => undefined },
      { send: async (_, data) => (sent.push(data), null) },
    );
    await job.run({ ...notice, after: 'follower-500' });
    expect(sent).toEqual([]);
  });
});
