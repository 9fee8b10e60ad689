import { parseArgs } from 'node:util';
import {
  authSessionResponse,
  productImportFilePreview,
  productImportRun,
  type ProductImportRun,
} from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import { postJson, recreateDatabase } from '../lib/bench-accounts';

/**
 * Issue 20, "10,000 rows import in under a minute on PostgreSQL" (ADR 0063): a seller uploads a
 * CSV of `--rows` Shop Hub products (default 10,000), the preview checks every row, then the
 * import job saves them in chunks (one transaction per chunk). Prints the preview's time and the
 * import's rows per second, on PGlite (the api's default) and on PostgreSQL
 * (BENCH_IMPORTING_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bazaar_bench_importing,
 * dropped and created again). The rows are drafts: publishing needs a category of the demo
 * catalog and a plan's room, which the bench does not arrange from outside.
 *
 *   npm run build -w @bazaar/api && npm run bench -w @bazaar/bench -- importing-file [--rows 10000] [--only postgres]
 */

const { values: flags } = parseArgs({
  args: process.argv.slice(3),
  options: {
    rows: { type: 'string', default: '10000' },
    only: { type: 'string' },
  },
});
const ROWS = Number(flags.rows);
const API_PORT = Number(process.env['BENCH_API_PORT'] ?? 4300);
const DATABASE_URL =
  process.env['BENCH_IMPORTING_DATABASE_URL'] ??
  'postgres://postgres@127.0.0.1:5432/bazaar_bench_importing';

function csvOf(rows: number): string {
  const lines = ['sku,title,description,price,currency,quantity,brand,publish'];
  for (let i = 1; i <= rows; i += 1) {
    lines.push(
      `BENCH-${i},Bench product ${i},A product of the bench,${(i % 500) + 1}.99,EUR,${i % 9},Bench,no`,
    );
  }
  return lines.join('\r\n') + '\r\n';
}

interface Result {
  database: string;
  previewSeconds: number;
  importSeconds: number;
  run: ProductImportRun;
}

async function importOnce(
  database: string,
  env: Record<string, string>,
  csv: string,
): Promise<Result> {
  const api = await startApi(API_PORT, env);
  try {
    const signUp = await postJson(`${api.url}/api/auth/sign-up/business`, {
      email: `importer-${Date.now()}@bench.test`,
      password: 'Bench-importer-2026!',
      account_name: 'bench-importer',
      business_name: 'Bench Importer GmbH',
      business_name_as_account_name: true,
    });
    if (signUp.status !== 201) throw new Error(`Sign-up answered ${signUp.status}`);
    const { token } = authSessionResponse.parse(await signUp.json());
    const auth = { authorization: `Bearer ${token}` };

    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
    let started = performance.now();
    const previewed = await fetch(
      `${api.url}/api/products/me/imports/file/preview?section=catalog`,
      {
        method: 'POST',
        headers: auth,
        body: form,
      },
    );
    if (!previewed.ok)
      throw new Error(`Preview answered ${previewed.status}: ${await previewed.text()}`);
    const preview = productImportFilePreview.parse(await previewed.json());
    const previewSeconds = (performance.now() - started) / 1000;
    if (preview.error_rows > 0) throw new Error(`${preview.error_rows} rows have errors`);

    started = performance.now();
    const response = await postJson(
      `${api.url}/api/products/me/imports/file`,
      { upload_id: preview.upload_id },
      token,
    );
    if (response.status !== 201) throw new Error(`Import answered ${response.status}`);
    let run = productImportRun.parse(await response.json());
    while (run.status !== 'done' && run.status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // A busy api (PGlite works one statement at a time) may drop a poll: ask again.
      const polled = await fetch(`${api.url}/api/products/me/imports/${run.id}`, {
        headers: auth,
      }).catch(() => undefined);
      if (polled?.ok) run = productImportRun.parse(await polled.json());
    }
    return { database, previewSeconds, importSeconds: (performance.now() - started) / 1000, run };
  } finally {
    await api.stop();
  }
}

export async function run(): Promise<void> {
  const csv = csvOf(ROWS);
  console.log(
    `A CSV of ${ROWS.toLocaleString('en')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`,
  );
  const results: Result[] = [];
  if (flags.only !== 'postgres') results.push(await importOnce('PGlite', {}, csv));
  if (flags.only !== 'pglite') {
    await recreateDatabase(DATABASE_URL);
    results.push(await importOnce('PostgreSQL', { DATABASE_URL }, csv));
  }
  console.log('\ndatabase     preview (s)  import (s)  rows/s   created  failed  status');
  for (const r of results) {
    console.log(
      [
        r.database.padEnd(12),
        r.previewSeconds.toFixed(1).padStart(11),
        r.importSeconds.toFixed(1).padStart(11),
        (ROWS / r.importSeconds).toFixed(0).padStart(7),
        String(r.run.created).padStart(8),
        String(r.run.failed).padStart(7),
        `  ${r.run.status}`,
      ].join(' '),
    );
  }
}
