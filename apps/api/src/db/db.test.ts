import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { rowsOf } from './client';

let testApp: TestApp;

beforeAll(async () => {
  // From an empty database, as a new installation: the other files start from a migrated copy.
  testApp = await buildTestApp({ seed: false, fromEmpty: true });
});

afterAll(async () => {
  await testApp?.close();
});

async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await testApp.app.db.execute(statement));
}

describe('database', () => {
  it.runIf(process.env['DATABASE_URL'])(
    'outlives a connection the server ends while a transaction holds it, and answers again',
    async () => {
      const { db, executeSql } = testApp.app;
      const held = db.transaction(async (tx) => {
        const [backend] = rowsOf<{ pid: number }>(
          await tx.execute(sql`select pg_backend_pid() as pid`),
        );
        // As a restart of the server does to every connection: ended from outside.
        await executeSql('select pg_terminate_backend($1)', [backend!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      await expect(held).rejects.toThrow();
      // Were the ended connection's error not handled, it would end this process (and fail the run).
      expect(rowsOf<{ answer: number }>(await db.execute(sql`select 42 as answer`))).toEqual([
        { answer: 42 },
      ]);
    },
  );

  it('runs on the engine the environment asks for', () => {
    expect(testApp.app.dbDriver).toBe(process.env['DATABASE_URL'] ? 'postgres' : 'pglite');
  });

  it('applies every checked-in migration at start', async () => {
    const rows = await query<{ hash: string }>(
      sql`select hash from drizzle.__drizzle_migrations order by created_at`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const tables = await query<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'seller_profiles',
        'catalog_nodes',
        'listings',
        'listing_media',
      ]),
    );
  });

  it('enables the pg_trgm, unaccent, cube and earthdistance extensions', async () => {
    const rows = await query<{ extname: string }>(sql`select extname from pg_extension`);
    expect(rows.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['pg_trgm', 'unaccent', 'cube', 'earthdistance']),
    );
  });

  it('can use the extensions: trigram similarity, unaccent and earth distance', async () => {
    const [row] = await query<{ similarity: number; plain: string; km: number }>(sql`
      select similarity('smartphone', 'smartfone') as similarity,
             unaccent('Düsseldorf Köln') as plain,
             earth_distance(ll_to_earth(52.5323, 13.3846), ll_to_earth(48.1374, 11.5755)) / 1000 as km
    `);
    expect(Number(row?.similarity)).toBeGreaterThan(0.3);
    expect(row?.plain).toBe('Dusseldorf Koln');
    expect(Number(row?.km)).toBeGreaterThan(490);
    expect(Number(row?.km)).toBeLessThan(520);
  });

  it('has the trigram and earthdistance indexes on listings', async () => {
    const rows = await query<{ indexname: string; indexdef: string }>(
      sql`select indexname, indexdef from pg_indexes where tablename = 'listings'`,
    );
    const byName = new Map(rows.map((r) => [r.indexname, r.indexdef]));
    expect(byName.get('listings_title_trgm_idx')).toMatch(/gin .*gin_trgm_ops/i);
    // One GiST index per division, carrying what a radius page reads (migration 0011), on a
    // function that runs under any search path (migration 0043).
    for (const division of ['catalog', 'flea_market', 'services']) {
      expect(byName.get(`listings_radius_${division}_idx`)).toMatch(
        /gist .*earth_point.*include \(created_at, id, price_minor, latitude, longitude\)/i,
      );
    }
    expect(byName.has('listings_location_earth_idx')).toBe(false);
    expect(byName.get('listings_browse_idx')).toBeDefined();
  });

  it('keeps emails lowercase', async () => {
    await expect(
      testApp.app.db.execute(
        sql`insert into users (email, password_hash, account_type) values ('Mixed@Case.de', 'x', 'BUYER')`,
      ),
    ).rejects.toThrow();
  });
});
