// Banners' pictures: setting one, and deleting those nothing shows any more.
import type { HomepageEntry } from '@bazaar/contracts';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import { toAdminEntry } from './homepage-draft';
import {
  entryNotFound,
  refuseField,
  snapshotOf,
  type HomepageServiceDeps,
} from './homepage-entries';

/** Pictures no draft entry and no current publication shows any more are deleted. */
export async function removeUnusedPictures(
  { repository, pictures }: HomepageServiceDeps,
  urls: readonly (string | null)[],
) {
  const candidates = urls.filter((url): url is string => url !== null);
  if (candidates.length === 0) return;
  const [draft, publication] = await Promise.all([
    repository.listEntries(),
    repository.latestPublication(),
  ]);
  const used = new Set([
    ...draft.map((row) => row.pictureUrl),
    ...(publication?.entries ?? []).map((entry) => entry.pictureUrl),
  ]);
  for (const url of candidates) if (!used.has(url)) await pictures.remove(url);
}

/** POST /admin/homepage/entries/:id/picture: a banner's picture. */
export async function setBannerPicture(
  deps: HomepageServiceDeps,
  id: string,
  file: UploadedFile,
  actor: AuditActor,
): Promise<HomepageEntry> {
  const { repository, pictures, audit, clock } = deps;
  const found = await repository.findEntry(id);
  if (!found) throw entryNotFound();
  if (found.kind !== 'banner') refuseField('file', 'Only banners have a picture');
  const url = await pictures.storeHomepageBanner(actor.actor.id, file);
  try {
    const { before, updated } = await repository.transaction(async (queries, tx) => {
      const current = await queries.findEntry(id);
      if (!current) throw entryNotFound();
      const row = await queries.updateEntry(id, { pictureUrl: url, updatedAt: clock.now() });
      await audit.record(
        {
          ...actor,
          action: 'homepage.set_picture',
          subject: { type: 'homepage', id },
          before: snapshotOf(current),
          after: snapshotOf(row),
        },
        tx,
      );
      return { before: current, updated: row };
    });
    await removeUnusedPictures(deps, [before.pictureUrl]);
    return await toAdminEntry(deps, updated);
  } catch (error) {
    await pictures.remove(url);
    throw error;
  }
}
