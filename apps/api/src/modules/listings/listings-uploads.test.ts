import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingMedia } from '../../db/schema';
import { signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { catalogPath, findCatalogNode } from '../catalog';
import { forgetComparedListing } from '../comparison';
import { createPicturesService } from '../pictures/pictures.service';
import { berlin, EUR, listingsTestApp, png } from './listings.test-kit';
import { createListingsRepository } from './listings.repository';
import { createListingsService } from './listings.service';

const { app, send, signInAdmin, upload, uploadPictures, subcategoryOf, addListing, mediaFile } =
  listingsTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin();
});

describe('uploads', () => {
  it('refuses a text file named .png, a too small picture and a non-PDF document', async () => {
    const seller = await signUpSeller(app());
    const text = await upload('media', seller, [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error_code: 'VALIDATION', fields: [{ field: 'files' }] });
    expect(text.json().user_message).toContain('photo.png');

    const small = await upload('media', seller, [
      { name: 'tiny.png', type: 'image/png', bytes: await png(150, 150) },
    ]);
    expect(small.statusCode).toBe(400);
    expect(small.json().user_message).toContain('200×200');

    // One bad file refuses the whole upload.
    const mixed = await upload('media', seller, [
      { name: 'good.png', type: 'image/png', bytes: await png(400, 300) },
      { name: 'bad.png', type: 'image/png', bytes: Buffer.from('nope') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const notPdf = await upload('documents', seller, [
      { name: 'manual.pdf', type: 'application/pdf', bytes: await png(300, 300) },
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().fields[0].field).toBe('files');

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const document = await upload('documents', seller, [
      { name: 'Manual <v2>.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json()).toEqual([
      {
        id: expect.any(String),
        name: 'Manual v2.pdf',
        url: expect.stringMatching(
          /^\/api\/media\/listings\/documents\/[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/,
        ),
        size: pdf.length,
      },
    ]);

    const visitor = await app().inject({ method: 'POST', url: '/api/products/me/media' });
    expect(visitor.statusCode).toBe(401);
    expect((await upload('media', admin, [])).statusCode).toBe(403);
  });

  it('limits upload calls per account (429 max_attempts)', async () => {
    const buyer = await signUpBuyer(app());
    for (let call = 0; call < 60; call += 1) {
      expect((await upload('documents', buyer, [])).statusCode).toBe(400);
    }
    const refused = await upload('documents', buyer, []);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('max_attempts');
  });

  it('attaches documents to a listing and shows them on its item page', async () => {
    const buyer = await signUpBuyer(app());
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const [document] = (
      await upload('documents', buyer, [
        { name: 'floor-plan.pdf', type: 'application/pdf', bytes: pdf },
      ])
    ).json() as { id: string }[];
    const created = await addListing(buyer, {
      section: 'property',
      draft_state: 'sent',
      title: 'Garage in Mitte',
      description: 'Dry, lockable.',
      catalog_node_id: await subcategoryOf('property'),
      price: EUR(9_000),
      location: berlin,
      document_ids: [document!.id],
      attributes: { rooms: 0, area_m2: 15, property_type: 'garage', rental_period: 'per_month' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const documents = await send('GET', `/api/products/${created.json().id}/documents`);
    expect(documents.json()).toEqual([
      expect.objectContaining({ id: document!.id, name: 'floor-plan.pdf', size: pdf.length }),
    ]);
  });

  it('purges pictures nobody saved with a listing after a day, with their files', async () => {
    const seller = await signUpSeller(app());
    const [kept, orphan] = await uploadPictures(seller, 2);
    await addListing(seller, { section: 'services', title: 'Window cleaning', media_ids: [kept!] });
    const rows = await app()
      .db.select()
      .from(listingMedia)
      .where(eq(listingMedia.ownerId, seller.userId));
    const orphanRow = rows.find((r) => r.id === orphan)!;
    await app()
      .db.update(listingMedia)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(listingMedia.ownerId, seller.userId));

    const service = createListingsService({
      repository: createListingsRepository(app().db, {
        catalogPath,
        findCatalogNode,
        forgetComparedListing,
      }),
      pictures: createPicturesService({ storage: app().mediaStorage }),
      listingParametersOf: async () => [],
      events: app().domainEvents,
      audit: app().audit,
    });
    expect(await service.purgeUnattachedUploads()).toBeGreaterThanOrEqual(2);
    const left = await app()
      .db.select()
      .from(listingMedia)
      .where(eq(listingMedia.ownerId, seller.userId));
    expect(left.map((r) => r.id)).toEqual([kept]);
    expect(existsSync(mediaFile(orphanRow.url))).toBe(false);
    expect(existsSync(mediaFile(orphanRow.thumbnailUrl))).toBe(false);
    expect(existsSync(mediaFile(rows.find((r) => r.id === kept)!.url))).toBe(true);
  });
});
