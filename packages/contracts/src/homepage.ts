import { z } from 'zod';
import { supportedLocales } from './constants';
import { marketplaceSections } from './enums';
import { listingCard } from './listing-cards';

/**
 * Homepage settings (issue 21, ADR 0073): banners per locale, featured catalogue nodes and
 * featured listings per division, each in its order and with a schedule. Administrators edit a
 * draft and publish it; visitors see the last publication's entries whose schedule covers now.
 *
 * Public: `GET /api/homepage` (the request's Accept-Language picks the banners) → {@link homepageContent}
 *
 * Routes (ADMIN, SUPER_ADMIN):
 * - `GET /api/admin/homepage` → {@link homepageDraft}
 * - `POST /api/admin/homepage/entries` ({@link homepageEntryBody}) → {@link homepageEntry}
 * - `PUT /api/admin/homepage/entries/{id}` ({@link homepageEntryBody}) → the entry
 * - `DELETE /api/admin/homepage/entries/{id}` → 204
 * - `POST /api/admin/homepage/entries/{id}/picture` (multipart `file`) → the entry
 * - `PUT /api/admin/homepage/order` ({@link homepageOrderBody}) → {@link homepageDraft}
 * - `POST /api/admin/homepage/publish` → {@link homepageDraft}
 * - `GET /api/admin/homepage/preview?at=&locale=` → {@link homepageContent} of the draft at `at`
 */

export const homepageEntryKinds = ['banner', 'featured_node', 'featured_listing'] as const;
export type HomepageEntryKind = (typeof homepageEntryKinds)[number];

export const HOMEPAGE_BANNER_TEXT_MAX = 160;
export const HOMEPAGE_LINK_MAX = 500;
/** Entries of one group (the banners of a locale, or one kind of one division). */
export const HOMEPAGE_GROUP_MAX = 24;

/** When an entry shows: from (inclusive) until (exclusive); null is open on that side. */
export interface HomepageSchedule {
  shows_from: string | null;
  shows_until: string | null;
}

/** Whether an entry of `schedule` shows at the moment `at`. */
export function isScheduledAt(schedule: HomepageSchedule, at: Date): boolean {
  const time = at.getTime();
  if (schedule.shows_from !== null && time < Date.parse(schedule.shows_from)) return false;
  if (schedule.shows_until !== null && time >= Date.parse(schedule.shows_until)) return false;
  return true;
}

/** The first schedule boundary after `at` (an entry appears or leaves), or null when none is. */
export function nextScheduleBoundary(
  schedules: readonly HomepageSchedule[],
  at: Date,
): Date | null {
  let next: number | null = null;
  for (const schedule of schedules) {
    for (const boundary of [schedule.shows_from, schedule.shows_until]) {
      if (boundary === null) continue;
      const time = Date.parse(boundary);
      if (time > at.getTime() && (next === null || time < next)) next = time;
    }
  }
  return next === null ? null : new Date(next);
}

/** Where an entry is shown, whose order it takes part in. */
export function homepageGroupOf(entry: {
  kind: HomepageEntryKind;
  locale: string | null;
  section: string | null;
}): string {
  return entry.kind === 'banner' ? `banner:${entry.locale}` : `${entry.kind}:${entry.section}`;
}

/** A banner's link: an address of the marketplace ("/flea-market") or an https address. */
const homepageLink = z
  .string()
  .trim()
  .max(HOMEPAGE_LINK_MAX)
  .refine((value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.\S+$/.test(value), {
    error: 'Enter an address of the marketplace ("/flea-market") or one starting with https://',
  });

const scheduleMoment = z.iso
  .datetime({ offset: true, error: 'Enter a date and time' })
  .nullable()
  .default(null);

const scheduleFields = { shows_from: scheduleMoment, shows_until: scheduleMoment };

/** The end of a schedule must come after its start. */
function checkSchedule(value: HomepageSchedule, context: z.RefinementCtx) {
  if (
    value.shows_from !== null &&
    value.shows_until !== null &&
    Date.parse(value.shows_until) <= Date.parse(value.shows_from)
  ) {
    context.addIssue({
      code: 'custom',
      path: ['shows_until'],
      message: 'The end must come after the start',
    });
  }
}

/** What an administrator sets of an entry, by its kind. */
export const homepageEntryBody = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('banner'),
      locale: z.enum(supportedLocales),
      text: z
        .string()
        .trim()
        .min(1, { error: 'Complete this field, please' })
        .max(HOMEPAGE_BANNER_TEXT_MAX),
      link: homepageLink,
      ...scheduleFields,
    }),
    z.object({
      kind: z.literal('featured_node'),
      section: z.enum(marketplaceSections),
      catalog_node_id: z.uuid({ error: 'Choose a category' }),
      ...scheduleFields,
    }),
    z.object({
      kind: z.literal('featured_listing'),
      section: z.enum(marketplaceSections),
      listing_id: z.uuid({ error: 'Choose a listing' }),
      ...scheduleFields,
    }),
  ])
  .superRefine(checkSchedule)
  .meta({ id: 'HomepageEntryBody' });
export type HomepageEntryBody = z.input<typeof homepageEntryBody>;

export const homepageEntryParams = z.object({ id: z.uuid() });

/** An entry of the draft as administrators see it. */
export const homepageEntry = z
  .object({
    id: z.uuid(),
    kind: z.enum(homepageEntryKinds),
    /** Banners only. */
    locale: z.enum(supportedLocales).nullable(),
    /** Featured nodes and listings only. */
    section: z.enum(marketplaceSections).nullable(),
    text: z.string().nullable(),
    link: z.string().nullable(),
    picture_url: z.string().nullable(),
    catalog_node_id: z.uuid().nullable(),
    listing_id: z.uuid().nullable(),
    /** The node's (English) name or the listing's title; null when it is gone. */
    label: z.string().nullable(),
    /** False when the node is hidden or gone, or the listing is not public: visitors miss it. */
    available: z.boolean(),
    shows_from: z.iso.datetime().nullable(),
    shows_until: z.iso.datetime().nullable(),
    position: z.number().int(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'HomepageEntry' });
export type HomepageEntry = z.infer<typeof homepageEntry>;

/** The draft with when it was last published, and whether it changed since. */
export const homepageDraft = z
  .object({
    entries: z.array(homepageEntry),
    published_at: z.iso.datetime().nullable(),
    unpublished_changes: z.boolean(),
  })
  .meta({ id: 'HomepageDraft' });
export type HomepageDraft = z.infer<typeof homepageDraft>;

/** The new order of one group: all its entries' ids. */
export const homepageOrderBody = z.object({
  ids: z.array(z.uuid()).min(1).max(HOMEPAGE_GROUP_MAX),
});
export type HomepageOrderBody = z.infer<typeof homepageOrderBody>;

export const homepagePreviewQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'Enter a date and time' }),
  locale: z.enum(supportedLocales),
});
export type HomepagePreviewQuery = z.infer<typeof homepagePreviewQuery>;

export const homepageBanner = z.object({
  id: z.uuid(),
  text: z.string(),
  link: z.string(),
  picture_url: z.string(),
});
export type HomepageBanner = z.infer<typeof homepageBanner>;

export const homepageFeaturedNode = z.object({
  id: z.uuid(),
  name: z.string(),
  image_url: z.string().nullable(),
});
export type HomepageFeaturedNode = z.infer<typeof homepageFeaturedNode>;

/** What the home page shows: banners, then per division its featured nodes and listings. */
export const homepageContent = z
  .object({
    locale: z.enum(supportedLocales),
    banners: z.array(homepageBanner),
    divisions: z.array(
      z.object({
        section: z.enum(marketplaceSections),
        nodes: z.array(homepageFeaturedNode),
        listings: z.array(listingCard),
      }),
    ),
    /** When an entry of this content next appears or leaves (a cache must not outlive it). */
    next_change_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'HomepageContent' });
export type HomepageContent = z.infer<typeof homepageContent>;
