import pg from 'pg';

/**
 * Runs `work` on the PostgreSQL server of `databaseUrl`, connected to its `postgres` database
 * (to create or drop the named database, which cannot be done while connected to it).
 */
export async function onServerOf<T>(
  databaseUrl: string,
  work: (admin: pg.Client, databaseName: string) => Promise<T>,
): Promise<T> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    return await work(admin, name);
  } finally {
    await admin.end();
  }
}
