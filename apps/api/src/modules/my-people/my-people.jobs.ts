import type { JobDefinition, JobRunner } from '../../jobs/job-runner';
import type { OutsideDomainEventSubscriber } from '../domain-events';
import type { FollowersNotice, MyPeopleService } from './my-people.service';

export const NOTIFY_FOLLOWERS_JOB = 'my-people.notify-followers';

/**
 * One batch of a seller's followers told of a new listing; the next batch is sent as a job of its
 * own, so a seller with many followers neither slows publishing nor holds one long job.
 */
export const notifyFollowersJob = (
  service: Pick<MyPeopleService, 'notifyFollowers'>,
  jobs: Pick<JobRunner, 'send'>,
): JobDefinition<FollowersNotice> => ({
  name: NOTIFY_FOLLOWERS_JOB,
  async run(notice) {
    const after = await service.notifyFollowers(notice);
    if (after) await jobs.send(NOTIFY_FOLLOWERS_JOB, { ...notice, after });
  },
});

/**
 * A listing published for the first time queues the job that tells its seller's followers.
 * Queueing is the outside effect: a repeated delivery may queue it twice, and the second run
 * finds every follower told (notifications of one source reach an account once).
 */
export function listingPublishedSubscriber(
  jobs: Pick<JobRunner, 'send'>,
): OutsideDomainEventSubscriber<'listing.published'> {
  return {
    name: 'my-people.listing-published',
    event: 'listing.published',
    prepare: async (published) => async () => {
      const notice: FollowersNotice = {
        listingId: published.listing_id,
        sellerId: published.seller_id,
        section: published.section,
        title: published.title,
      };
      await jobs.send(NOTIFY_FOLLOWERS_JOB, notice);
    },
  };
}
