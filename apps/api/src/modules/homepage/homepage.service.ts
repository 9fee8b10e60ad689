import { randomUUID } from 'node:crypto';
import {
  divisions,
  HOMEPAGE_GROUP_MAX,
  homepageGroupOf,
  isScheduledAt,
  nextScheduleBoundary,
  type CatalogNode,
  type HomepageContent,
  type HomepageDraft,
  type HomepageEntry,
  type HomepageEntryBody,
  type HomepageEntryKind,
  type ListingCard,
  type MarketplaceSection,
  type SupportedLocale,
} from '@bazaar/contracts';
import type { HomepageEntryRow } from '../../db/schema/homepage';
import { NotFoundError, ValidationError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import type { AuditActor } from '../../http/signed-in';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { CatalogService } from '../catalog';
import { toListingCard, type ListingsService } from '../listings';
import type { PicturesService } from '../pictures';
import type {
  HomepageEntryChanges,
  HomepageQueries,
  HomepageRepository,
  PublishedHomepageEntry,
} from './homepage.repository';

export interface HomepageServiceDeps {
  repository: HomepageRepository;
  catalog: Pick<CatalogService, 'tree'>;
  listings: Pick<ListingsService, 'coverPictures'>;
  pictures: Pick<PicturesService, 'storeHomepageBanner' | 'remove'>;
  audit: AuditService;
  clock: Clock;
}

/** The body as the route parsed it (schedule defaults applied). */
type EntryInput = Extract<HomepageEntryBody, object> & {
  shows_from: string | null;
  shows_until: string | null;
};

const entryNotFound = () => new NotFoundError('We could not find this home page entry.');
const refuse = (field: string, message: string) =>
  new ValidationError([{ field, message }], message);

/** An entry as a publication keeps it and as the schedule logic reads it. */
function toPublished(row: HomepageEntryRow): PublishedHomepageEntry {
  return {
    id: row.id,
    kind: row.kind,
    locale: row.locale,
    section: row.section,
    text: row.text,
    link: row.link,
    pictureUrl: row.pictureUrl,
    catalogNodeId: row.catalogNodeId,
    listingId: row.listingId,
    showsFrom: row.showsFrom?.toISOString() ?? null,
    showsUntil: row.showsUntil?.toISOString() ?? null,
    position: row.position,
  };
}

const scheduleOf = (entry: PublishedHomepageEntry) => ({
  shows_from: entry.showsFrom,
  shows_until: entry.showsUntil,
});

const groupOf = (entry: Pick<PublishedHomepageEntry, 'kind' | 'locale' | 'section'>) =>
  homepageGroupOf(entry);

/** The draft in a canonical form: what "changed since the publication" compares (jsonb reorders keys). */
const canonical = (entries: readonly PublishedHomepageEntry[]) =>
  JSON.stringify(
    [...entries]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((entry) => [
        entry.id,
        entry.kind,
        entry.locale,
        entry.section,
        entry.text,
        entry.link,
        entry.pictureUrl,
        entry.catalogNodeId,
        entry.listingId,
        entry.showsFrom,
        entry.showsUntil,
        entry.position,
      ]),
  );

/** What the audit trail keeps of an entry. */
function snapshotOf(row: HomepageEntryRow) {
  const { id: _id, ...rest } = toPublished(row);
  return rest;
}

/** The columns an entry body sets, by its kind. */
function fieldsOf(body: EntryInput): HomepageEntryChanges & { kind: HomepageEntryKind } {
  const schedule = {
    showsFrom: body.shows_from === null ? null : new Date(body.shows_from),
    showsUntil: body.shows_until === null ? null : new Date(body.shows_until),
  };
  switch (body.kind) {
    case 'banner':
      return {
        kind: body.kind,
        locale: body.locale,
        text: body.text,
        link: body.link,
        section: null,
        catalogNodeId: null,
        listingId: null,
        ...schedule,
      };
    case 'featured_node':
      return {
        kind: body.kind,
        section: body.section,
        catalogNodeId: body.catalog_node_id,
        locale: null,
        text: null,
        link: null,
        listingId: null,
        ...schedule,
      };
    case 'featured_listing':
      return {
        kind: body.kind,
        section: body.section,
        listingId: body.listing_id,
        locale: null,
        text: null,
        link: null,
        catalogNodeId: null,
        ...schedule,
      };
  }
}

/**
 * Homepage settings (ADR 0073). Administrators edit a draft of entries (banners per locale,
 * featured catalogue nodes and listings per division, each group in its order, each with a
 * schedule) and publish it as a whole; visitors see the newest publication's entries whose
 * schedule covers the clock's now, and a preview shows the draft at any moment. Featured nodes
 * and listings are looked up when read: a node hidden or a listing withdrawn since drops out.
 * Every edit runs in one transaction with its audit entry, under the draft's lock.
 */
export function createHomepageService(deps: HomepageServiceDeps) {
  const { repository, catalog, listings, pictures, audit, clock } = deps;

  /** Visible nodes of these divisions by id, named in `locale` (the catalog keeps the trees). */
  async function visibleNodes(sections: Iterable<MarketplaceSection>, locale: SupportedLocale) {
    const nodes = new Map<string, CatalogNode>();
    for (const section of new Set(sections)) {
      for (const node of (await catalog.tree(section, locale)).nodes) nodes.set(node.id, node);
    }
    return nodes;
  }

  /** Public cards of these listings by id; listings visitors may not see are missing. */
  async function publicCards(ids: string[]): Promise<Map<string, ListingCard>> {
    if (ids.length === 0) return new Map();
    const [rows, covers] = await Promise.all([
      repository.publicListingCards(ids),
      listings.coverPictures(ids),
    ]);
    return new Map(
      rows.map((row) => {
        const cover = covers.get(row.id);
        return [row.id, toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null)];
      }),
    );
  }

  /** What the home page shows of `entries` at the moment `at`, for a visitor of `locale`. */
  async function contentAt(
    entries: readonly PublishedHomepageEntry[],
    at: Date,
    locale: SupportedLocale,
  ): Promise<HomepageContent> {
    const relevant = entries.filter((entry) => entry.kind !== 'banner' || entry.locale === locale);
    const shown = relevant
      .filter((entry) => isScheduledAt(scheduleOf(entry), at))
      .sort((a, b) => a.position - b.position);
    const featured = shown.filter((entry) => entry.kind !== 'banner');
    const [nodes, cards] = await Promise.all([
      visibleNodes(
        featured.filter((entry) => entry.kind === 'featured_node').map((entry) => entry.section!),
        locale,
      ),
      publicCards(
        featured.flatMap((entry) => (entry.kind === 'featured_listing' ? [entry.listingId!] : [])),
      ),
    ]);
    const next = nextScheduleBoundary(relevant.map(scheduleOf), at);
    return {
      locale,
      banners: shown.flatMap((entry) =>
        entry.kind === 'banner' && entry.pictureUrl
          ? [{ id: entry.id, text: entry.text!, link: entry.link!, picture_url: entry.pictureUrl }]
          : [],
      ),
      divisions: divisions
        .map(({ section }) => {
          const ofDivision = featured.filter((entry) => entry.section === section);
          return {
            section,
            nodes: ofDivision.flatMap((entry) => {
              const node = entry.kind === 'featured_node' && nodes.get(entry.catalogNodeId!);
              return node && node.section === section
                ? [{ id: node.id, name: node.name, image_url: node.image_url }]
                : [];
            }),
            listings: ofDivision.flatMap((entry) => {
              const card = entry.kind === 'featured_listing' && cards.get(entry.listingId!);
              return card && card.section === section ? [card] : [];
            }),
          };
        })
        .filter((division) => division.nodes.length > 0 || division.listings.length > 0),
      next_change_at: next?.toISOString() ?? null,
    };
  }

  /** The draft's entries as administrators see them: with what they feature and whether it shows. */
  async function toAdminEntries(rows: HomepageEntryRow[]): Promise<HomepageEntry[]> {
    const listingIds = rows.flatMap((row) => (row.listingId ? [row.listingId] : []));
    const [nodes, listingRows] = await Promise.all([
      visibleNodes(
        rows.flatMap((row) => (row.kind === 'featured_node' && row.section ? [row.section] : [])),
        'en',
      ),
      listingIds.length > 0 ? repository.listingLabels(listingIds) : Promise.resolve([]),
    ]);
    const listingsById = new Map(listingRows.map((row) => [row.id, row]));
    return rows.map((row) => {
      const node = row.catalogNodeId ? nodes.get(row.catalogNodeId) : undefined;
      const listing = row.listingId ? listingsById.get(row.listingId) : undefined;
      return {
        id: row.id,
        kind: row.kind,
        locale: row.locale,
        section: row.section,
        text: row.text,
        link: row.link,
        picture_url: row.pictureUrl,
        catalog_node_id: row.catalogNodeId,
        listing_id: row.listingId,
        label: node?.name ?? listing?.title ?? null,
        available:
          row.kind === 'banner'
            ? row.pictureUrl !== null
            : row.kind === 'featured_node'
              ? node !== undefined && node.section === row.section
              : listing !== undefined && listing.isPublic && listing.section === row.section,
        shows_from: row.showsFrom?.toISOString() ?? null,
        shows_until: row.showsUntil?.toISOString() ?? null,
        position: row.position,
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function toAdminEntry(row: HomepageEntryRow): Promise<HomepageEntry> {
    const [entry] = await toAdminEntries([row]);
    return entry!;
  }

  /** Refuses a featured node or listing that visitors would not see in its division. */
  async function assertFeaturable(body: EntryInput) {
    if (body.kind === 'featured_node') {
      const node = (await visibleNodes([body.section], 'en')).get(body.catalog_node_id);
      if (!node) refuseField('catalog_node_id', 'Choose a shown category of this division');
    }
    if (body.kind === 'featured_listing') {
      const [listing] = await repository.listingLabels([body.listing_id]);
      if (!listing?.isPublic || listing.section !== body.section) {
        refuseField('listing_id', 'Choose a live listing of this division');
      }
    }
  }

  function refuseField(field: string, message: string): never {
    throw refuse(field, message);
  }

  /** Pictures no draft entry and no current publication shows any more are deleted. */
  async function removeUnusedPictures(urls: readonly (string | null)[]) {
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

  async function draftOf(
    queries: Pick<HomepageQueries, 'listEntries' | 'latestPublication'>,
  ): Promise<HomepageDraft> {
    const [rows, publication] = await Promise.all([
      queries.listEntries(),
      queries.latestPublication(),
    ]);
    return {
      entries: await toAdminEntries(rows),
      published_at: publication?.publishedAt.toISOString() ?? null,
      unpublished_changes:
        canonical(rows.map(toPublished)) !== canonical(publication?.entries ?? []),
    };
  }

  return {
    /** GET /homepage: what a visitor of `locale` sees now. */
    async visitorContent(locale: SupportedLocale): Promise<HomepageContent> {
      const publication = await repository.latestPublication();
      return contentAt(publication?.entries ?? [], clock.now(), locale);
    },

    /** GET /admin/homepage/preview: the draft as a visitor of `locale` would see it at `at`. */
    async preview(at: Date, locale: SupportedLocale): Promise<HomepageContent> {
      const rows = await repository.listEntries();
      return contentAt(rows.map(toPublished), at, locale);
    },

    /** GET /admin/homepage: the draft, when it was published and whether it changed since. */
    draft(): Promise<HomepageDraft> {
      return draftOf(repository);
    },

    /** POST /admin/homepage/entries: a new entry, last of its group. */
    async create(body: EntryInput, actor: AuditActor): Promise<HomepageEntry> {
      await assertFeaturable(body);
      const fields = fieldsOf(body);
      const row = await repository.transaction(async (queries, tx) => {
        const group = groupOf(fields as PublishedHomepageEntry);
        const siblings = (await queries.listEntries()).filter((entry) => groupOf(entry) === group);
        if (siblings.length >= HOMEPAGE_GROUP_MAX) {
          refuseField('kind', `A group holds at most ${HOMEPAGE_GROUP_MAX} entries`);
        }
        const now = clock.now();
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
          position: Math.max(-1, ...siblings.map((entry) => entry.position)) + 1,
          createdAt: now,
          updatedAt: now,
        });
        await audit.record(
          {
            ...actor,
            action: 'homepage.add_entry',
            subject: { type: 'homepage', id: inserted.id },
            after: snapshotOf(inserted),
          },
          tx,
        );
        return inserted;
      });
      return toAdminEntry(row);
    },

    /** PUT /admin/homepage/entries/:id: new settings; a new group puts it last there. */
    async update(id: string, body: EntryInput, actor: AuditActor): Promise<HomepageEntry> {
      await assertFeaturable(body);
      const fields = fieldsOf(body);
      const row = await repository.transaction(async (queries, tx) => {
        const before = await queries.findEntry(id);
        if (!before) throw entryNotFound();
        if (before.kind !== fields.kind) refuseField('kind', 'The kind of an entry cannot change');
        const { kind: _kind, ...changes } = fields;
        const group = groupOf(fields as PublishedHomepageEntry);
        const moved = groupOf(before) !== group;
        const siblings = (await queries.listEntries()).filter(
          (entry) => groupOf(entry) === group && entry.id !== id,
        );
        const updated = await queries.updateEntry(id, {
          ...changes,
          ...(moved
            ? { position: Math.max(-1, ...siblings.map((entry) => entry.position)) + 1 }
            : {}),
          updatedAt: clock.now(),
        });
        await audit.record(
          {
            ...actor,
            action: 'homepage.edit_entry',
            subject: { type: 'homepage', id },
            before: snapshotOf(before),
            after: snapshotOf(updated),
          },
          tx,
        );
        return updated;
      });
      return toAdminEntry(row);
    },

    /** DELETE /admin/homepage/entries/:id: out of the draft (visitors see it until the next publication). */
    async remove(id: string, actor: AuditActor): Promise<void> {
      const removed = await repository.transaction(async (queries, tx) => {
        const before = await queries.findEntry(id);
        if (!before) throw entryNotFound();
        await queries.deleteEntry(id);
        await audit.record(
          {
            ...actor,
            action: 'homepage.remove_entry',
            subject: { type: 'homepage', id },
            before: snapshotOf(before),
          },
          tx,
        );
        return before;
      });
      await removeUnusedPictures([removed.pictureUrl]);
    },

    /** POST /admin/homepage/entries/:id/picture: a banner's picture. */
    async setPicture(id: string, file: UploadedFile, actor: AuditActor): Promise<HomepageEntry> {
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
        await removeUnusedPictures([before.pictureUrl]);
        return await toAdminEntry(updated);
      } catch (error) {
        await pictures.remove(url);
        throw error;
      }
    },

    /** PUT /admin/homepage/order: the new order of one whole group. */
    async reorder(ids: string[], actor: AuditActor): Promise<HomepageDraft> {
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
      return draftOf(repository);
    },

    /** POST /admin/homepage/publish: visitors see the draft from now on (by its schedules). */
    async publish(actor: AuditActor): Promise<HomepageDraft> {
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
      await removeUnusedPictures((previous?.entries ?? []).map((entry) => entry.pictureUrl));
      return draftOf(repository);
    },
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
