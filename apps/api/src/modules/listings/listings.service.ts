import {
  listingParameterIssues,
  listingPublishIssues,
  mayEditListingsOf,
  offerOfRentalPeriod,
  PROPERTY_OFFER_PARAMETER,
  propertyOfferIssues,
  validationMessages,
  type AdminListingPage,
  type AdminListingRow,
  type AdminListingsQuery,
  type BrowseListingsQuery,
  type FieldError,
  type ListingCardPage,
  type ListingDetail,
  type ListingDocument,
  type ListingInput,
  type ListingMediaItem,
  type ListingParameterField,
  type ListingPrefill,
  type MarketplaceSection,
  type OwnerListing,
  type OwnerListingPage,
  type OwnerListingsQuery,
  type PublicOwnerProfile,
} from '@bazaar/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { ListingRow, NewListingRow } from '../../db/schema/listings';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import { assertMayPublish, type SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { UploadedFile } from '../../http/multipart';
import type { PicturesService } from '../pictures';
import { throttleRules, type ThrottleService } from '../throttle';
import {
  locationOf,
  moneyOf,
  parametersOf,
  sectionAttributes,
  toAdminListingRow,
  toListingCard,
  toListingDocument,
  toListingOwner,
  toMediaItem,
  toOwnerListingRow,
  type CoverPicture,
} from './listing-dto';
import {
  blockedStatus,
  isBlockedListing,
  pausedStatus,
  unblockedStatus,
  unpausedStatus,
} from './listing-status';
import type { ListingQueries, ListingsRepository } from './listings.repository';

/** Unattached uploads (never saved with a listing, or taken off one) live this long. */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export interface ListingsServiceDependencies {
  repository: ListingsRepository;
  pictures: Pick<
    PicturesService,
    'storeListingPicture' | 'storeListingDocument' | 'removeListingFile'
  >;
  /** The parameters a listing of a catalog node fills in (the catalog's), to check them. */
  listingParametersOf: (catalogNodeId: string) => Promise<ListingParameterField[]>;
  /** Limits upload calls per account; without it (unit tests) uploads are not limited. */
  throttle?: Pick<ThrottleService, 'hit'>;
  /** The coordinates of a postal code (the geo data set), for listings saved without any. */
  coordinatesOfZipCode?: (
    zipCode: string,
  ) => Promise<{ latitude: number; longitude: number } | undefined>;
  clock?: Clock;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The account a call acts for: who they are and what state their account is in. */
export type Actor = Pick<SignedInAccount, 'id' | 'type' | 'status' | 'blockedReason'>;

const notFound = () => new NotFoundError('We could not find this listing.');
const notYours = () =>
  new ForbiddenError(
    'FORBIDDEN',
    'This listing belongs to another seller. Only its seller can change it.',
  );

/** A file name safe to show and to offer as a download name. */
function documentName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes have no place in a name shown on the page.
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>]/g, '').trim();
  const name = clean.length > 0 ? clean : 'document.pdf';
  const withExtension = /\.pdf$/i.test(name) ? name : `${name}.pdf`;
  return withExtension.length > 120 ? `${withExtension.slice(0, 116)}.pdf` : withExtension;
}

/** Attributes as stored in the jsonb column: without variants and rental period, without empties. */
function storedAttributes(input: ListingInput): Record<string, unknown> {
  const entries = Object.entries(input.attributes).filter(
    ([key, value]) =>
      value !== null &&
      value !== undefined &&
      !(input.section === 'catalog' && key === 'variants') &&
      !(input.section === 'property' && key === 'rental_period'),
  );
  return Object.fromEntries(entries);
}

/**
 * A Property listing saved without an offer gets the one its rental period stands for, so the
 * division's "Offer" filter finds it whichever client saved it (one that only knows the rental
 * period, say). Only where its category asks for the offer: elsewhere the detail is refused.
 */
function withPropertyOffer(
  input: ListingInput,
  parameterFields: readonly ListingParameterField[],
): ListingInput {
  if (input.section !== 'property' || PROPERTY_OFFER_PARAMETER in input.parameters) return input;
  if (!parameterFields.some((field) => field.key === PROPERTY_OFFER_PARAMETER)) return input;
  const offer = offerOfRentalPeriod(input.attributes.rental_period);
  return { ...input, parameters: { ...input.parameters, [PROPERTY_OFFER_PARAMETER]: offer } };
}

export function createListingsService(deps: ListingsServiceDependencies) {
  const { repository, pictures } = deps;
  const clock = deps.clock ?? systemClock;

  function assertMayEdit(actor: Actor, section: MarketplaceSection) {
    if (!mayEditListingsOf(section, actor.type)) {
      throw new ForbiddenError('FORBIDDEN', "You can't add or edit listings in this division.");
    }
  }

  /** The actor's own listing of this division; another owner's listing is a 403. */
  async function ownListing(
    queries: ListingQueries,
    actor: Actor,
    section: MarketplaceSection,
    id: string,
  ): Promise<ListingRow> {
    assertMayEdit(actor, section);
    const row = await queries.findById(id);
    if (!row) throw notFound();
    if (row.ownerId !== actor.id) throw notYours();
    if (row.section !== section) throw notFound();
    return row;
  }

  async function covers(listingIds: string[]): Promise<Map<string, CoverPicture>> {
    const media = await repository.firstMedia(listingIds);
    return new Map(
      media.flatMap((m) =>
        m.listingId
          ? [[m.listingId, { url: m.url, thumbnailUrl: m.thumbnailUrl, alt: m.alt }]]
          : [],
      ),
    );
  }

  /**
   * The owner's view of a listing. `queries` is often a transaction, one database connection:
   * its queries run one after the other (node-postgres refuses to send one while another runs).
   */
  async function toOwnerListing(queries: ListingQueries, row: ListingRow): Promise<OwnerListing> {
    const media = await queries.mediaOf(row.id);
    const documents = await queries.documentsOf(row.id);
    const variants = row.section === 'catalog' ? await queries.variantsOf(row.id) : [];
    return {
      ...sectionAttributes(row, variants),
      id: row.id,
      status: row.status,
      draft_state: row.draftState,
      blocked_reason: row.blockedReason,
      catalog_node_id: row.catalogNodeId,
      title: row.title,
      description: row.description,
      price: moneyOf(row.priceMinor, row.currency),
      negotiable: row.negotiable,
      quantity: row.quantity,
      location: locationOf(row),
      media: media.map(toMediaItem),
      documents: documents.map(toListingDocument),
      parameters: parametersOf(row),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      published_at: row.publishedAt?.toISOString() ?? null,
    } as OwnerListing;
  }

  /**
   * The parameters the listing's node asks for, read before the save's transaction: the catalog
   * reads through its own connection, which must not wait on that transaction.
   */
  async function parameterFieldsOf(input: ListingInput): Promise<ListingParameterField[]> {
    return input.catalog_node_id ? deps.listingParametersOf(input.catalog_node_id) : [];
  }

  /** Refuses a save that cannot stand: missing fields on publish, foreign files, wrong nodes. */
  async function checkInput(
    queries: ListingQueries,
    actor: Actor,
    input: ListingInput,
    existing: ListingRow | undefined,
    parameterFields: readonly ListingParameterField[],
  ) {
    if (input.draft_state === 'sent') {
      // Publishing needs an active account; re-saving what is already out is not publishing.
      if (existing?.draftState !== 'sent') assertMayPublish(actor);
      const issues = listingPublishIssues(input);
      if (issues.length > 0) throw new ValidationError(issues, validationMessages.itemNotSaved);
    }

    // A sale with a rental period, or a rent without one: the listing would say both.
    const fields: FieldError[] = propertyOfferIssues(input);
    if (input.catalog_node_id) {
      const node = await queries.findCatalogNode(input.catalog_node_id);
      if (!node || node.section !== input.section) {
        fields.push({ field: 'catalog_node_id', message: 'Choose a category of this division' });
      } else {
        const savedKeys = Object.keys(existing ? parametersOf(existing) : {});
        fields.push(...listingParameterIssues(input.parameters, parameterFields, savedKeys));
      }
    }
    const attachable = (row: { ownerId: string; listingId: string | null }) =>
      row.ownerId === actor.id && (row.listingId === null || row.listingId === existing?.id);
    const media = await queries.mediaByIds(input.media_ids);
    if (media.length !== input.media_ids.length || !media.every(attachable)) {
      fields.push({
        field: 'media_ids',
        message: 'A picture is no longer available. Upload it again, please',
      });
    }
    const documents = await queries.documentsByIds(input.document_ids);
    if (documents.length !== input.document_ids.length || !documents.every(attachable)) {
      fields.push({
        field: 'document_ids',
        message: 'A document is no longer available. Upload it again, please',
      });
    }
    if (input.section === 'catalog') {
      const currency = input.price?.currency ?? input.attributes.variants[0]?.price.currency;
      input.attributes.variants.forEach((variant, index) => {
        if (variant.price.currency !== currency) {
          fields.push({
            field: `attributes.variants.${index}.price.currency`,
            message: 'Use the same currency as the product',
          });
        }
      });
    }
    if (fields.length > 0) throw new ValidationError(fields, validationMessages.itemNotSaved);
  }

  /**
   * A listing saved without coordinates gets those of its postal code, so the radius filter and
   * the distance sort find it; coordinates sent with the form win.
   */
  async function withCoordinates(input: ListingInput): Promise<ListingInput> {
    const location = input.location;
    if (!location || !deps.coordinatesOfZipCode) return input;
    if (location.latitude != null && location.longitude != null) return input;
    const point = await deps.coordinatesOfZipCode(location.zip_code);
    return point ? { ...input, location: { ...location, ...point } } : input;
  }

  /** The listing row a form input stands for. */
  function rowValues(input: ListingInput, existing: ListingRow | undefined, now: Date) {
    let priceMinor = input.price?.amount_minor ?? null;
    let currency = input.price?.currency ?? null;
    let quantity = input.quantity;
    if (input.section === 'catalog' && input.attributes.variants.length > 0) {
      // With variants, cards show the lowest variant price, and stock is their sum.
      const variants = input.attributes.variants;
      const cheapest = variants.reduce((low, v) =>
        v.price.amount_minor < low.price.amount_minor ? v : low,
      );
      priceMinor = cheapest.price.amount_minor;
      currency = cheapest.price.currency;
      quantity = variants.reduce((sum, v) => sum + v.quantity, 0);
    }
    const publishing = input.draft_state === 'sent';
    return {
      catalogNodeId: input.catalog_node_id ?? null,
      title: input.title,
      description: input.description,
      priceMinor,
      currency,
      negotiable: input.negotiable,
      quantity,
      rentalPeriod: input.section === 'property' ? input.attributes.rental_period : null,
      zipCode: input.location?.zip_code ?? null,
      city: input.location?.city ?? null,
      latitude: input.location?.latitude ?? null,
      longitude: input.location?.longitude ?? null,
      attributes: storedAttributes(input),
      parameters: input.parameters,
      draftState: input.draft_state,
      publishedAt: existing?.publishedAt ?? (publishing ? now : null),
      updatedAt: now,
    } satisfies Partial<NewListingRow>;
  }

  async function saveRelations(
    queries: ListingQueries,
    listing: ListingRow,
    input: ListingInput,
    now: Date,
  ) {
    if (input.section === 'catalog') {
      const known = new Set((await queries.variantsOf(listing.id)).map((v) => v.id));
      await queries.setVariants(
        listing.id,
        input.attributes.variants.map((variant) => ({
          // An id of another listing's variant (a copy, a stale form) makes a new variant.
          id: variant.id && known.has(variant.id) ? variant.id : undefined,
          name: variant.name,
          sku: variant.sku ?? null,
          priceMinor: variant.price.amount_minor,
          currency: variant.price.currency,
          quantity: variant.quantity,
        })),
        now,
      );
    }
    await queries.setMedia(listing.id, input.media_ids, input.title);
    await queries.setDocuments(listing.id, input.document_ids);
  }

  async function pageOfOwnerRows<
    T extends Parameters<typeof toOwnerListingRow>[0] & { positionText: string },
  >(rows: T[], limit: number) {
    const page = rows.slice(0, limit);
    const coverOf = await covers(page.map((row) => row.id));
    const last = page.at(-1);
    return {
      page,
      coverOf,
      nextCursor:
        rows.length > limit && last
          ? encodeCursor({ createdAt: last.positionText, id: last.id })
          : null,
    };
  }

  /** Blocks (with a reason) or unblocks (null) a listing, keeping the owner's pause. */
  async function setBlock(id: string, reason: string | null): Promise<AdminListingRow> {
    const row = await repository.findById(id);
    if (!row) throw notFound();
    const status = reason === null ? unblockedStatus(row.status) : blockedStatus(row.status);
    await repository.updateListing(id, {
      status,
      blockedReason: isBlockedListing(status) ? (reason ?? row.blockedReason) : null,
      updatedAt: clock.now(),
    });
    const [updated] = await repository.listAll({ id, limit: 1 });
    if (!updated) throw notFound();
    const coverOf = await covers([id]);
    return toAdminListingRow(updated, coverOf.get(id));
  }

  return {
    /**
     * The first picture of each listing (none for listings without one): the cover that cards
     * drawn by other modules (comparison, favorites) show.
     */
    coverPictures: covers,

    /** Takes every listing of a closing account off the public pages (kept for its orders). */
    async pauseListingsOfOwner(ownerId: string): Promise<number> {
      return repository.pauseAllOfOwner(ownerId, clock.now());
    },

    /** A page of public listings, newest first; `next_cursor` is null on the last page. */
    async browseListings(query: BrowseListingsQuery): Promise<ListingCardPage> {
      const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
      const rows = await repository.browse({
        section: query.section,
        ownerId: query.owner,
        limit: query.limit + 1,
        after,
      });
      const page = rows.slice(0, query.limit);
      const coverOf = await covers(page.map((row) => row.id));
      const last = page.at(-1);
      return {
        items: page.map((row) => {
          const cover = coverOf.get(row.id);
          return toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null);
        }),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.id })
            : null,
      };
    },

    /** Everything an item page shows; 404 unless visitors may see the listing. */
    async publicDetail(id: string): Promise<ListingDetail> {
      const found = await repository.findPublic(id);
      if (!found) throw notFound();
      const row = found.listing;
      const [media, documents, variants, path] = await Promise.all([
        repository.mediaOf(row.id),
        repository.documentsOf(row.id),
        row.section === 'catalog' ? repository.variantsOf(row.id) : Promise.resolve([]),
        row.catalogNodeId ? repository.catalogPath(row.catalogNodeId) : Promise.resolve([]),
      ]);
      return {
        ...sectionAttributes(row, variants),
        id: row.id,
        title: row.title,
        description: row.description,
        price: moneyOf(row.priceMinor, row.currency) ?? { amount_minor: 0, currency: 'EUR' },
        negotiable: row.negotiable,
        rental_period: row.rentalPeriod,
        quantity: row.quantity,
        sold_out: row.quantity === 0,
        media: media.map(toMediaItem),
        documents: documents.map(toListingDocument),
        location: locationOf(row),
        seller: toListingOwner(found),
        catalog_path: path,
        parameters: parametersOf(row),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        published_at: row.publishedAt?.toISOString() ?? null,
      } as ListingDetail;
    },

    async publicMedia(id: string): Promise<ListingMediaItem[]> {
      if (!(await repository.findPublic(id))) throw notFound();
      return (await repository.mediaOf(id)).map(toMediaItem);
    },

    async publicDocuments(id: string): Promise<ListingDocument[]> {
      if (!(await repository.findPublic(id))) throw notFound();
      return (await repository.documentsOf(id)).map(toListingDocument);
    },

    /** The public card of an owner (seller page); 404 for paused, blocked or closed accounts. */
    async publicOwner(id: string): Promise<PublicOwnerProfile> {
      const owner = await repository.findOwner(id);
      if (!owner) throw new NotFoundError('We could not find this seller.');
      const counts = await repository.countPublicOfOwner(id);
      return {
        ...toListingOwner(owner),
        active_listings: counts.reduce((sum, row) => sum + row.value, 0),
        listings_by_section: Object.fromEntries(counts.map((row) => [row.section, row.value])),
      };
    },

    /** Counts an upload call against the account's hourly limit (429 beyond it). */
    async admitUpload(actor: Actor): Promise<void> {
      await deps.throttle?.hit(throttleRules.listingUploadsPerAccount, actor.id);
    },

    /** Stores uploaded pictures (all or none) for the actor's next saves. */
    async uploadMedia(actor: Actor, files: UploadedFile[]): Promise<ListingMediaItem[]> {
      const stored: Awaited<ReturnType<typeof pictures.storeListingPicture>>[] = [];
      try {
        for (const file of files) {
          stored.push(await pictures.storeListingPicture(actor.id, file, file.filename));
        }
        const now = clock.now();
        const rows = await repository.insertMedia(
          stored.map((picture) => ({
            ownerId: actor.id,
            listingId: null,
            url: picture.url,
            thumbnailUrl: picture.thumbnailUrl,
            width: picture.width,
            height: picture.height,
            createdAt: now,
          })),
        );
        return rows.map(toMediaItem);
      } catch (error) {
        // One bad file refuses the whole upload: the pictures already written go again.
        for (const picture of stored) {
          await pictures.removeListingFile(picture.url);
          await pictures.removeListingFile(picture.thumbnailUrl);
        }
        throw error;
      }
    },

    /** Stores uploaded PDF documents (all or none) for the actor's next saves. */
    async uploadDocuments(actor: Actor, files: UploadedFile[]): Promise<ListingDocument[]> {
      const stored: { url: string; sizeBytes: number; name: string }[] = [];
      try {
        for (const file of files) {
          const document = await pictures.storeListingDocument(file, file.filename);
          stored.push({ ...document, name: documentName(file.filename) });
        }
        const now = clock.now();
        const rows = await repository.insertDocuments(
          stored.map((document) => ({
            ownerId: actor.id,
            listingId: null,
            name: document.name,
            url: document.url,
            sizeBytes: document.sizeBytes,
            createdAt: now,
          })),
        );
        return rows.map(toListingDocument);
      } catch (error) {
        for (const document of stored) await pictures.removeListingFile(document.url);
        throw error;
      }
    },

    /** The actor's listings of one division, by status and title words, recently changed first. */
    async listOwn(
      actor: Actor,
      section: MarketplaceSection,
      query: OwnerListingsQuery,
    ): Promise<OwnerListingPage> {
      assertMayEdit(actor, section);
      const rows = await repository.listOwn({
        ownerId: actor.id,
        section,
        status: query.status,
        draftState: query.draft_state,
        search: query.search || undefined,
        limit: query.limit + 1,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const { page, coverOf, nextCursor } = await pageOfOwnerRows(rows, query.limit);
      return {
        items: page.map((row) => toOwnerListingRow(row, coverOf.get(row.id))),
        next_cursor: nextCursor,
      };
    },

    async create(actor: Actor, form: ListingInput): Promise<OwnerListing> {
      assertMayEdit(actor, form.section);
      const located = await withCoordinates(form);
      const parameterFields = await parameterFieldsOf(located);
      const input = withPropertyOffer(located, parameterFields);
      return repository.transaction(async (queries) => {
        await checkInput(queries, actor, input, undefined, parameterFields);
        const now = clock.now();
        const listing = await queries.insertListing({
          ...rowValues(input, undefined, now),
          ownerId: actor.id,
          section: input.section,
          status: 'active',
          createdAt: now,
        });
        await saveRelations(queries, listing, input, now);
        return toOwnerListing(queries, listing);
      });
    },

    async getOwn(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      const row = await ownListing(repository, actor, section, id);
      return toOwnerListing(repository, row);
    },

    /** Saves the whole edit form: fields, variants, pictures and documents in their new order. */
    async update(actor: Actor, id: string, form: ListingInput): Promise<OwnerListing> {
      const located = await withCoordinates(form);
      const parameterFields = await parameterFieldsOf(located);
      const input = withPropertyOffer(located, parameterFields);
      return repository.transaction(async (queries) => {
        const existing = await ownListing(queries, actor, input.section, id);
        await checkInput(queries, actor, input, existing, parameterFields);
        const now = clock.now();
        const listing = await queries.updateListing(id, rowValues(input, existing, now));
        await saveRelations(queries, listing, input, now);
        return toOwnerListing(queries, listing);
      });
    },

    async remove(actor: Actor, section: MarketplaceSection, id: string): Promise<void> {
      await repository.transaction(async (queries) => {
        await ownListing(queries, actor, section, id);
        // Its pictures and documents become unattached and are purged a day later.
        await queries.deleteListing(id);
      });
    },

    /**
     * The copy call behind `similarProduct`: a new draft's form filled from one of the actor's
     * listings or from any public listing of the division. Pictures are copied so the new
     * listing owns its own; documents only come along from the actor's own listings.
     */
    async copy(actor: Actor, section: MarketplaceSection, id: string): Promise<ListingPrefill> {
      assertMayEdit(actor, section);
      const prefill = await repository.transaction(async (queries) => {
        const source = await queries.findById(id);
        if (!source || source.section !== section) throw notFound();
        const own = source.ownerId === actor.id;
        if (!own && !(await queries.findPublic(id))) throw notFound();

        const now = clock.now();
        // One after the other: a transaction is one connection.
        const media = await queries.mediaOf(id);
        const documents = own ? await queries.documentsOf(id) : [];
        const mediaCopies = await queries.insertMedia(
          media.map((m) => ({
            ownerId: actor.id,
            listingId: null,
            url: m.url,
            thumbnailUrl: m.thumbnailUrl,
            width: m.width,
            height: m.height,
            alt: m.alt,
            createdAt: now,
          })),
        );
        const documentCopies = await queries.insertDocuments(
          documents.map((d) => ({
            ownerId: actor.id,
            listingId: null,
            name: d.name,
            url: d.url,
            sizeBytes: d.sizeBytes,
            createdAt: now,
          })),
        );
        const current = await toOwnerListing(queries, source);
        const attributes =
          current.section === 'catalog'
            ? {
                ...current.attributes,
                variants: current.attributes.variants.map(({ id: _id, ...variant }) => variant),
              }
            : current.attributes;
        const listing = {
          section: current.section,
          attributes,
          draft_state: 'draft',
          catalog_node_id: current.catalog_node_id,
          title: current.title,
          description: current.description,
          price: current.price,
          negotiable: current.negotiable,
          quantity: current.quantity,
          location: current.location,
          media_ids: mediaCopies.map((m) => m.id),
          document_ids: documentCopies.map((d) => d.id),
          parameters: current.parameters,
        } as ListingInput;
        return {
          copied_from: source.id,
          listing,
          media: mediaCopies.map(toMediaItem),
          documents: documentCopies.map(toListingDocument),
        };
      });
      // A copy starts with only the details its category asks for, so it can be saved as it is.
      const nodeId = prefill.listing.catalog_node_id;
      const asked = new Set(
        nodeId ? (await deps.listingParametersOf(nodeId)).map((field) => field.key) : [],
      );
      const parameters = Object.fromEntries(
        Object.entries(prefill.listing.parameters).filter(([key]) => asked.has(key)),
      );
      return { ...prefill, listing: { ...prefill.listing, parameters } };
    },

    async pause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries) => {
        const row = await ownListing(queries, actor, section, id);
        const status = pausedStatus(row.status);
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },

    async unpause(actor: Actor, section: MarketplaceSection, id: string): Promise<OwnerListing> {
      return repository.transaction(async (queries) => {
        const row = await ownListing(queries, actor, section, id);
        const status = unpausedStatus(row.status);
        if (status === null) {
          const why = row.blockedReason ? `: ${row.blockedReason}` : '.';
          throw new ForbiddenError('FORBIDDEN', `An administrator blocked this listing${why}`);
        }
        if (status === 'active') assertMayPublish(actor);
        const updated =
          status === row.status
            ? row
            : await queries.updateListing(id, { status, updatedAt: clock.now() });
        return toOwnerListing(queries, updated);
      });
    },

    /** Every listing for administrators, newest first. */
    async listAll(query: AdminListingsQuery): Promise<AdminListingPage> {
      const rows = await repository.listAll({
        section: query.section,
        ownerId: query.owner,
        status: query.status,
        draftState: query.draft_state,
        search: query.search || undefined,
        limit: query.limit + 1,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
      });
      const { page, coverOf, nextCursor } = await pageOfOwnerRows(rows, query.limit);
      return {
        items: page.map((row) => toAdminListingRow(row, coverOf.get(row.id))),
        next_cursor: nextCursor,
      };
    },

    /** Blocks a listing: it leaves the public pages at once; its owner sees why. */
    block: (id: string, reason: string) => setBlock(id, reason),
    unblock: (id: string) => setBlock(id, null),

    /**
     * Deletes pictures and documents that no listing uses and that are older than a day, with
     * their files (a file stays while a copy still uses it). Returns how many files went.
     */
    async purgeUnattachedUploads(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNATTACHED_UPLOAD_TTL_MS);
      const urls = await repository.deleteUnattachedBefore(before);
      const inUse = await repository.urlsInUse(urls);
      const unused = [...new Set(urls)].filter((url) => !inUse.has(url));
      for (const url of unused) await pictures.removeListingFile(url);
      if (unused.length > 0) deps.log?.info({ files: unused.length }, 'purged unattached uploads');
      return unused.length;
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
