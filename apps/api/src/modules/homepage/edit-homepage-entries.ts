// Editing the draft: adding, changing, removing and reordering entries, each in one transaction
// with its audit entry.
import { HOMEPAGE_GROUP_MAX, type HomepageDraft, type HomepageEntry } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { HomepageEntryRow } from '../../db/schema/homepage';
import type { AuditActor } from '../../http/signed-in';
import type { AuditRecord } from '../audit';
import { visibleNodes } from './homepage-content';
import { draftOf, toAdminEntry } from './homepage-draft';
import {
  entryNotFound,
  fieldsOf,
  groupOf,
  refuseField,
  snapshotOf,
  type EntryInput,
  type HomepageServiceDeps,
} from './homepage-entries';
import { removeUnusedPictures } from './homepage-pictures';
import type { HomepageQueries, PublishedHomepageEntry } from './homepage.repository';

/** Refuses a featured node or listing that visitors would not see in its division. */
async function assertFeaturable(deps: HomepageServiceDeps, body: EntryInput) {
  if (body.kind === 'featured_node') {
    const node = (await visibleNodes(deps, [body.section], 'en')).get(body.catalog_node_id);
    if (!node) refuseField('catalog_node_id', 'Choose a shown category of this division');
  }
  if (body.kind === 'featured_listing') {
    const [listing] = await deps.repository.listingLabels([body.listing_id]);
    if (!listing?.isPublic || listing.section !== body.section) {
      refuseField('listing_id', 'Choose a live listing of this division');
    }
  }
}

/** The draft's entries of `group`, but `except` (the entry that moves there). */
async function entriesOfGroup(
  queries: HomepageQueries,
  group: ReturnType<typeof groupOf>,
  except?: string,
) {
  return (await queries.listEntries()).filter(
    (sibling) => groupOf(sibling) === group && sibling.id !== except,
  );
}

/** Last of its group: the position of a new entry, or of one moved to another group. */
const positionAfter = (siblings: readonly { position: number }[]) =>
  Math.max(-1, ...siblings.map((entry) => entry.position)) + 1;

/** An entry's change in the audit trail, in the change's transaction. */
function recordEntryChange(
  deps: HomepageServiceDeps,
  actor: AuditActor,
  action: string,
  id: string,
  tx: Queryable,
  change: Pick<AuditRecord, 'before' | 'after'>,
) {
  return deps.audit.record({ ...actor, action, subject: { type: 'homepage', id }, ...change }, tx);
}

/**
 * Adds or changes an entry: the body checked and turned into columns, `write` in one transaction,
 * and the entry answered as administrators see it.
 */
async function saveEntry(
  deps: HomepageServiceDeps,
  body: EntryInput,
  write: (
    fields: ReturnType<typeof fieldsOf>,
    queries: HomepageQueries,
    tx: Queryable,
  ) => Promise<HomepageEntryRow>,
): Promise<HomepageEntry> {
  await assertFeaturable(deps, body);
  const fields = fieldsOf(body);
  const row = await deps.repository.transaction((queries, tx) => write(fields, queries, tx));
  return toAdminEntry(deps, row);
}

/** POST /admin/homepage/entries: a new entry, last of its group. */
export async function createEntry(
  deps: HomepageServiceDeps,
  body: EntryInput,
  actor: AuditActor,
): Promise<HomepageEntry> {
  return saveEntry(deps, body, async (fields, queries, tx) => {
    const siblings = await entriesOfGroup(queries, groupOf(fields as PublishedHomepageEntry));
    if (siblings.length >= HOMEPAGE_GROUP_MAX) {
      refuseField('kind', `A group holds at most ${HOMEPAGE_GROUP_MAX} entries`);
    }
    const now = deps.clock.now();
    const inserted = await queries.insertEntry({
      pictureUrl: null,
      ...fields,
      locale: fields.locale ?? null,
      section: fields.section ?? null,
      text: fields.text ?? null,
      link: fields.link ?? null,
      catalogNodeId: fields.catalogNodeId ?? null,
      listingId: fields.listingId ?? null,
      showsFrom: fields.showsFrom ?? null,
      showsUntil: fields.showsUntil ?? null,
      position: positionAfter(siblings),
      createdAt: now,
      updatedAt: now,
    });
    await recordEntryChange(deps, actor, 'homepage.add_entry', inserted.id, tx, {
      after: snapshotOf(inserted),
    });
    return inserted;
  });
}

/** PUT /admin/homepage/entries/:id: new settings; a new group puts it last there. */
export async function updateEntry(
  deps: HomepageServiceDeps,
  id: string,
  body: EntryInput,
  actor: AuditActor,
): Promise<HomepageEntry> {
  return saveEntry(deps, body, async (fields, queries, tx) => {
    const before = await queries.findEntry(id);
    if (!before) throw entryNotFound();
    if (before.kind !== fields.kind) refuseField('kind', 'The kind of an entry cannot change');
    const { kind: _kind, ...changes } = fields;
    const group = groupOf(fields as PublishedHomepageEntry);
    const moved = groupOf(before) !== group;
    const siblings = await entriesOfGroup(queries, group, id);
    const updated = await queries.updateEntry(id, {
      ...changes,
      ...(moved ? { position: positionAfter(siblings) } : {}),
      updatedAt: deps.clock.now(),
    });
    await recordEntryChange(deps, actor, 'homepage.edit_entry', id, tx, {
      before: snapshotOf(before),
      after: snapshotOf(updated),
    });
    return updated;
  });
}

/** DELETE /admin/homepage/entries/:id: out of the draft (visitors see it until the next publication). */
export async function removeEntry(
  deps: HomepageServiceDeps,
  id: string,
  actor: AuditActor,
): Promise<void> {
  const removed = await deps.repository.transaction(async (queries, tx) => {
    const before = await queries.findEntry(id);
    if (!before) throw entryNotFound();
    await queries.deleteEntry(id);
    await recordEntryChange(deps, actor, 'homepage.remove_entry', id, tx, {
      before: snapshotOf(before),
    });
    return before;
  });
  await removeUnusedPictures(deps, [removed.pictureUrl]);
}

/** PUT /admin/homepage/order: the new order of one whole group. */
export async function reorderGroup(
  deps: HomepageServiceDeps,
  ids: string[],
  actor: AuditActor,
): Promise<HomepageDraft> {
  const { repository, audit, clock } = deps;
  await repository.transaction(async (queries, tx) => {
    const rows = await queries.listEntries();
    const first = rows.find((row) => row.id === ids[0]);
    const group = first ? groupOf(first) : undefined;
    const members = rows.filter((row) => groupOf(row) === group);
    const before = members.sort((a, b) => a.position - b.position).map((row) => row.id);
    if (
      !group ||
      new Set(ids).size !== ids.length ||
      members.length !== ids.length ||
      !ids.every((id) => members.some((row) => row.id === id))
    ) {
      refuseField('ids', 'Send every entry of one group, each once');
    }
    const now = clock.now();
    for (const [position, id] of ids.entries()) await queries.setPosition(id, position, now);
    await audit.record(
      {
        ...actor,
        action: 'homepage.reorder',
        subject: { type: 'homepage', id: group },
        before: { order: before },
        after: { order: ids },
      },
      tx,
    );
  });
  return draftOf(deps);
}
