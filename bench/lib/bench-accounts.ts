import { authSessionResponse, type AuthSessionResponse } from '@bazaar/contracts';
import pg from 'pg';
import { onServerOf } from './postgres-server';

/**
 * Accounts of the live-channel scenarios (ADR 0044: the bench drives the api from outside): one
 * account signs up through the api, the many others are inserted in one SQL statement with its
 * password hash (one argon2 hash, not N), and each signs in through the api once, which is where
 * their access tokens come from.
 */

export const BENCH_PASSWORD = 'Bench-listener-2026!';
const SIGN_INS_AT_ONCE = 4;

/** Drops the scratch database of `url` and creates it empty. */
export async function recreateDatabase(url: string): Promise<void> {
  await onServerOf(url, async (admin, name) => {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  });
}

export async function postJson(url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function signIn(
  apiUrl: string,
  email: string,
  password = BENCH_PASSWORD,
): Promise<AuthSessionResponse> {
  const response = await postJson(`${apiUrl}/api/auth/sign-in`, { email, password });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  return authSessionResponse.parse(await response.json());
}

/** Signs a buyer up through the api with the bench's password. */
export async function signUp(
  apiUrl: string,
  email: string,
  name: { first: string; last: string },
): Promise<void> {
  const response = await postJson(`${apiUrl}/api/auth/sign-up/user`, {
    email,
    password: BENCH_PASSWORD,
    first_name: name.first,
    last_name: name.last,
  });
  if (response.status !== 201) throw new Error(`Sign-up answered ${response.status}`);
}

/** The email of the bench's account `n` (from 1) of a kind: `<prefix>-<n>@bench.test`. */
export const benchEmail = (prefix: string, n: number) => `${prefix}-${n}@bench.test`;

/**
 * Inserts `count` verified buyers (`benchEmail(prefix, 1…count)`, named "<firstName> <n>") in one
 * statement, with the password hash of the account `templateEmail`.
 */
export async function insertBuyers(
  db: pg.Client,
  templateEmail: string,
  prefix: string,
  firstName: string,
  count: number,
): Promise<void> {
  await db.query(
    `insert into users (email, password_hash, account_type, first_name, last_name, email_verified_at)
     select $1 || '-' || n || '@bench.test', template.password_hash, 'BUYER', $2, n::text, now()
     from generate_series(1, $3::int) as n, (select password_hash from users where email = $4) as template`,
    [prefix, firstName, count, templateEmail],
  );
}

/** Signs every account in through the api, a few at a time; answers the sessions in order. */
export async function signInAll(
  apiUrl: string,
  emails: readonly string[],
): Promise<AuthSessionResponse[]> {
  const sessions = new Array<AuthSessionResponse>(emails.length);
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: SIGN_INS_AT_ONCE }, async () => {
      while (next < emails.length) {
        const index = next++;
        sessions[index] = await signIn(apiUrl, emails[index]!);
      }
    }),
  );
  console.log(
    `${emails.length.toLocaleString('en')} accounts signed in through the api in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  return sessions;
}

/** Runs `work` with a connection to `databaseUrl`, closed afterwards. */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (db: pg.Client) => Promise<T>,
): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}
