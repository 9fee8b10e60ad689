import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Database, Transaction } from '../client';
import {
  catalogNodes,
  listingMedia,
  listings,
  listingVariants,
  sellerProfiles,
  users,
} from '../schema';
import { DEMO_PASSWORD, demoPeople } from './people';
import { planDemoMarketplace, type PlannedFile } from './plan';

export { DEMO_PASSWORD, demoPeople } from './people';

/** Seeding from several api instances at once must not run twice; they take this lock. */
const SEED_LOCK_KEY = 7_305_221_002;
const INSERT_BATCH = 200;

export interface SeedOptions {
  /** Folder the generated pictures are written to (served at /api/media). */
  uploadsDir: string;
  /** When the seed runs; listings are dated within the 60 days before. */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  catalogNodes: number;
  listings: number;
  variants: number;
  media: number;
  files: number;
}

async function countUsers(db: Database | Transaction): Promise<number> {
  const [row] = await db.select({ value: count() }).from(users);
  return row?.value ?? 0;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await insert(rows.slice(start, start + INSERT_BATCH));
  }
}

async function writeFiles(uploadsDir: string, files: readonly PlannedFile[]): Promise<void> {
  const folders = new Set(
    files.map((file) => path.dirname(path.join(uploadsDir, file.relativePath))),
  );
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  for (let start = 0; start < files.length; start += 64) {
    await Promise.all(
      files
        .slice(start, start + 64)
        .map((file) => writeFile(path.join(uploadsDir, file.relativePath), file.content, 'utf8')),
    );
  }
}

/**
 * Seeds the demo marketplace when the database has no users yet, all in one transaction.
 * Returns what was created, or null when the database already had data.
 */
export async function seedDemoDataIfEmpty(
  db: Database,
  options: SeedOptions,
): Promise<SeedSummary | null> {
  if ((await countUsers(db)) > 0) return null;

  const hashes = await Promise.all(
    demoPeople.map(async (person) => [person.email, await hashPassword(DEMO_PASSWORD)] as const),
  );
  const plan = planDemoMarketplace({
    now: options.now ?? new Date(),
    passwordHashes: new Map(hashes),
  });

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY}::bigint)`);
    if ((await countUsers(tx)) > 0) return null;

    await tx.insert(users).values(plan.users);
    await tx.insert(sellerProfiles).values(plan.sellerProfiles);
    for (const level of ['section', 'category', 'subcategory'] as const) {
      const nodes = plan.catalogNodes.filter((node) => node.level === level);
      await insertInBatches(nodes, (batch) => tx.insert(catalogNodes).values(batch));
    }
    await insertInBatches(plan.listings, (batch) => tx.insert(listings).values(batch));
    await insertInBatches(plan.variants, (batch) => tx.insert(listingVariants).values(batch));
    await insertInBatches(plan.media, (batch) => tx.insert(listingMedia).values(batch));
    await writeFiles(options.uploadsDir, plan.files);

    return {
      users: plan.users.length,
      catalogNodes: plan.catalogNodes.length,
      listings: plan.listings.length,
      variants: plan.variants.length,
      media: plan.media.length,
      files: plan.files.length,
    };
  });
}
