import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './database-template';

/**
 * Migrates one database per run (PGlite, or PostgreSQL when DATABASE_URL is set) that each API
 * test file then copies: a file starts in about a second instead of initialising and migrating
 * its own (5-7 s on a busy two-core machine). db.test.ts still migrates from empty.
 */
export default async function setup(project: TestProject) {
  const made = await makeDatabaseTemplate(process.env['DATABASE_URL']);
  project.provide('databaseTemplate', made.template);
  return () => made.remove();
}
