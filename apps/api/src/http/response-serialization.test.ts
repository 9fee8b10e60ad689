import { crossSearchResult, errorEnvelopeSchema, showroomListingPage } from '@bazaar/contracts';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler, responseJsonSchema } from './response-serialization';

const card = z.object({
  id: z.uuid(),
  title: z.string(),
  price: z.number().nullable(),
  seller: z.object({ name: z.string(), badge: z.enum(['pro', 'private']) }).nullable(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.union([z.string(), z.number()])),
  point: z.tuple([z.number(), z.number()]).optional(),
  fuel: z.enum(['diesel', 'petrol']).nullable(),
  anything: z.unknown(),
  // Required after an optional field: written in declared order all the same.
  sold: z.boolean(),
});

const sample = {
  id: '3f0a3c1e-5b8e-4c1a-9a55-0f4e2b1c9d77',
  title: 'Lamp "Arc" \u2014 \\ 50 cm\n',
  price: 12.5,
  seller: { name: 'Ada', badge: 'pro' as const },
  tags: ['light', 'brass'],
  extra: { colour: 'gold', height_cm: 50 },
  point: [52.5, 13.4] as [number, number],
  fuel: 'diesel' as const,
  anything: { nested: [1, null, 'x'] },
  sold: false,
};

async function appAnswering(schema: z.ZodType, data: unknown, verify: boolean) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setSerializerCompiler(createResponseSerializerCompiler({ verify }));
  app.get('/', { schema: { response: { 200: schema } } }, async () => data as never);
  await app.ready();
  const response = await app.inject({ url: '/' });
  await app.close();
  return response;
}

describe('compiled response serialization', () => {
  it('writes the very bytes zod and JSON.stringify wrote', async () => {
    for (const data of [
      sample,
      { ...sample, price: null, seller: null, tags: [], extra: {}, point: undefined, fuel: null },
      { ...sample, anything: undefined },
    ]) {
      const response = await appAnswering(card, data, false);
      expect(response.body).toBe(JSON.stringify(card.parse(data)));
    }
  });

  it('writes each option of a union of objects with nullable choices', async () => {
    const vehicle = z.object({ kind: z.literal('car'), fuel: z.enum(['diesel']).nullable() });
    const flat = z.object({ kind: z.literal('flat'), rooms: z.number().nullable() });
    const either = z.union([vehicle, flat]);
    for (const data of [
      { kind: 'car', fuel: null },
      { kind: 'car', fuel: 'diesel' },
      { kind: 'flat', rooms: null },
    ]) {
      const response = await appAnswering(either, data, true);
      expect(response.body).toBe(JSON.stringify(data));
    }
  });

  it('sends only declared fields, at any depth', async () => {
    const response = await appAnswering(
      card,
      {
        ...sample,
        password_hash: 'secret',
        seller: { ...sample.seller, email: 'ada@example.com' },
      },
      false,
    );
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('ada@example.com');
    expect(response.body).toBe(JSON.stringify(card.parse(sample)));
  });

  it('compiles the contracts of the search pages and the error envelope', () => {
    for (const schema of [showroomListingPage, crossSearchResult, errorEnvelopeSchema]) {
      expect(responseJsonSchema(schema)).toBeDefined();
    }
  });

  it('keeps zod for what JSON Schema cannot state', async () => {
    const dated = z.object({ at: z.date() });
    expect(responseJsonSchema(dated)).toBeUndefined();
    const response = await appAnswering(dated, { at: new Date(0), note: 'kept back' }, false);
    expect(response.body).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('outside production, answers 500 when the answer breaks its contract', async () => {
    const response = await appAnswering(card, { ...sample, price: 'free' }, true);
    expect(response.statusCode).toBe(500);
    const fine = await appAnswering(card, sample, true);
    expect(fine.body).toBe(JSON.stringify(card.parse(sample)));
  });
});
