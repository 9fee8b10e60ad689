import type { ExecuteSql } from '../db/client';

/**
 * pg-boss 11 rewrote its schema and migrates nothing older (ADR 0083): a database a Bazaar on
 * pg-boss 10 left behind holds its schema `pgboss` at version 24. The upgrade sets that schema
 * aside, lets the current pg-boss install its own, and moves the jobs that still matter into it.
 */
const SCHEMA = 'pgboss';
const SET_ASIDE = 'pgboss_v10';
/** pg-boss 10's schema version, the last before the rewrite. */
const PG_BOSS_10_SCHEMA_VERSION = 24;
/** Processes starting at once take turns (the migrations' lock is 7_305_221_001). */
const UPGRADE_LOCK_KEY = 7_305_221_002;

/**
 * Runs a PL/pgSQL block under the upgrade's lock. A script runs in one transaction on both
 * drivers, so the lock holds until the block ends; PL/pgSQL plans a statement only when it reaches
 * it, so a block may read a table after checking that it exists.
 */
async function underUpgradeLock(executeSql: ExecuteSql, block: string): Promise<void> {
  await executeSql(`
    SELECT pg_advisory_xact_lock(${UPGRADE_LOCK_KEY});
    DO $upgrade$
    BEGIN
      ${block}
    END
    $upgrade$;
  `);
}

/**
 * Renames pg-boss 10's schema out of the way, so that the current pg-boss installs a new one.
 * Every pg-boss 10 process must have stopped: it would not find its tables any more.
 */
export async function setAsidePgBoss10Schema(executeSql: ExecuteSql): Promise<void> {
  await underUpgradeLock(
    executeSql,
    `IF to_regclass('${SCHEMA}.version') IS NULL THEN RETURN; END IF;
      IF (SELECT version FROM ${SCHEMA}.version) <= ${PG_BOSS_10_SCHEMA_VERSION} THEN
        ALTER SCHEMA ${SCHEMA} RENAME TO ${SET_ASIDE};
      END IF;`,
  );
}

/** Whether pg-boss 10's jobs wait to be moved (for the log; the move itself checks again). */
export async function pgBoss10JobsLeft(executeSql: ExecuteSql): Promise<boolean> {
  const { rows } = await executeSql(`SELECT to_regnamespace($1) IS NOT NULL AS present`, [
    SET_ASIDE,
  ]);
  return (rows as { present: boolean }[])[0]?.present === true;
}

/**
 * Moves the jobs of pg-boss 10's schema that still matter into the current one, then drops the
 * old schema, in one transaction. Kept: jobs waiting to run (with their start time and tries so
 * far), jobs that were running when pg-boss 10 stopped (they run again: every job may run twice),
 * and dead jobs (administrators can still retry them). Left out: finished jobs, the archive,
 * pg-boss's own schedule jobs (the schedules are written again at every start), and jobs of
 * queues no definition has any more (no queue to hold them). Run after the queues are created.
 */
export async function movePgBoss10Jobs(executeSql: ExecuteSql): Promise<void> {
  await underUpgradeLock(
    executeSql,
    `IF to_regnamespace('${SET_ASIDE}') IS NULL THEN RETURN; END IF;
      INSERT INTO ${SCHEMA}.job (
        id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
        start_after, singleton_key, singleton_on, expire_seconds, deletion_seconds, policy,
        created_on, completed_on, keep_until, output
      )
      SELECT old.id, old.name, old.priority, old.data,
             (CASE WHEN old.state = 'active' THEN 'created' ELSE old.state::text END)::${SCHEMA}.job_state,
             old.retry_limit, old.retry_count, old.retry_delay, old.retry_backoff,
             old.start_after, old.singleton_key, old.singleton_on,
             queue.expire_seconds, queue.deletion_seconds, queue.policy,
             old.created_on, old.completed_on, old.keep_until, old.output
      FROM ${SET_ASIDE}.job old
      JOIN ${SCHEMA}.queue queue ON queue.name = old.name
      WHERE old.state IN ('created', 'retry', 'active', 'failed')
      ON CONFLICT DO NOTHING;
      DROP SCHEMA ${SET_ASIDE} CASCADE;`,
  );
}
