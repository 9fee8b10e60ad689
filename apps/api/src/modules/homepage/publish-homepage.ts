import { randomUUID } from 'node:crypto';
import type { HomepageDraft } from '@bazaar/contracts';
import { ValidationError } from '../../errors';
import type { AuditActor } from '../../http/signed-in';
import { draftOf } from './homepage-draft';
import { toPublished, type HomepageServiceDeps } from './homepage-entries';
import { removeUnusedPictures } from './homepage-pictures';

/** POST /admin/homepage/publish: visitors see the draft from now on (by its schedules). */
export async function publishHomepage(
  deps: HomepageServiceDeps,
  actor: AuditActor,
): Promise<HomepageDraft> {
  const { repository, audit, clock } = deps;
  const previous = await repository.transaction(async (queries, tx) => {
    const rows = await queries.listEntries();
    const missing = rows.filter((row) => row.kind === 'banner' && row.pictureUrl === null);
    if (missing.length > 0) {
      throw new ValidationError(
        missing.map((row) => ({
          field: `entries.${row.id}.picture`,
          message: 'Add a picture',
        })),
        'Every banner needs a picture before the home page is published.',
      );
    }
    const previousPublication = await queries.latestPublication();
    const id = randomUUID();
    const entries = rows.map(toPublished);
    await queries.insertPublication({
      id,
      publishedAt: clock.now(),
      publishedBy: actor.actor.id,
      entries,
    });
    await audit.record(
      {
        ...actor,
        action: 'homepage.publish',
        subject: { type: 'homepage', id },
        before: previousPublication ? { entries: previousPublication.entries } : null,
        after: { entries },
      },
      tx,
    );
    return previousPublication;
  });
  await removeUnusedPictures(
    deps,
    (previous?.entries ?? []).map((entry) => entry.pictureUrl),
  );
  return draftOf(deps);
}
