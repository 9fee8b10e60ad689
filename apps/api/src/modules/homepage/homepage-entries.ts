// What the homepage's use cases share: their dependencies and how an entry is stored, compared and audited.
import { homepageGroupOf, type HomepageEntryBody, type HomepageEntryKind } from '@bazaar/contracts';
import type { HomepageEntryRow } from '../../db/schema/homepage';
import { NotFoundError, ValidationError } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit';
import type { CatalogService } from '../catalog';
import { type ListingsService } from '../listings';
import type { PicturesService } from '../pictures';
import type {
  HomepageEntryChanges,
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
export type EntryInput = Extract<HomepageEntryBody, object> & {
  shows_from: string | null;
  shows_until: string | null;
};

export const entryNotFound = () => new NotFoundError('We could not find this home page entry.');
export function refuseField(field: string, message: string): never {
  throw new ValidationError([{ field, message }], message);
}

/** An entry as a publication keeps it and as the schedule logic reads it. */
export function toPublished(row: HomepageEntryRow): PublishedHomepageEntry {
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

export const scheduleOf = (entry: PublishedHomepageEntry) => ({
  shows_from: entry.showsFrom,
  shows_until: entry.showsUntil,
});

export const groupOf = (entry: Pick<PublishedHomepageEntry, 'kind' | 'locale' | 'section'>) =>
  homepageGroupOf(entry);

/** The draft in a canonical form: what "changed since the publication" compares (jsonb reorders keys). */
export const canonical = (entries: readonly PublishedHomepageEntry[]) =>
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
export function snapshotOf(row: HomepageEntryRow) {
  const { id: _id, ...rest } = toPublished(row);
  return rest;
}

/** The columns an entry body sets, by its kind. */
export function fieldsOf(body: EntryInput): HomepageEntryChanges & { kind: HomepageEntryKind } {
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
