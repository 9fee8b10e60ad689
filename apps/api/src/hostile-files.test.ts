// The hostile-requests suite's files (issue 33): each file that once stopped the api is sent
// where the api reads it, is refused with the envelope naming the limit, and the api answers
// other requests while the file is being read and refused (ADR 0086).
import { productImportFileRules } from '@bazaar/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerTasksRunning } from './lib/worker-task';
import { bearer, nextIp, signUpSeller } from './test/accounts';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { expandingWorkbook, wideWorkbook } from './test/hostile-files';
import { multipartForm } from './test/multipart-form';

let testApp: TestApp;
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await buildTestApp();
}, 120_000);

afterAll(async () => {
  await testApp?.close();
});

/**
 * One hostile file: how it is sent (as whom, where) and the refusal expected. A new reader of
 * files adds its generator to `test/hostile-files.ts` and a case here; it reads through
 * `runWorkerTask` (ADR 0086), which is what `answeredMeanwhile` watches.
 */
interface HostileFile {
  name: string;
  send: () => Promise<LightMyRequestResponse>;
  refusal: { status: number; error_code: string; names: RegExp };
}

/** A seller's upload of `bytes` to the product import's preview. */
async function importPreview(fileName: string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const seller = await signUpSeller(app());
  const form = multipartForm(bytes, fileName, 'application/octet-stream');
  return app().inject({
    method: 'POST',
    url: '/api/products/me/imports/file/preview?section=catalog',
    remoteAddress: nextIp(),
    headers: { ...bearer(seller.token), ...form.headers },
    payload: form.payload,
  });
}

const hostileFiles: HostileFile[] = [
  {
    name: 'a 500-row workbook with a cell in column XFD, sent to the import preview',
    send: () => importPreview('wide.xlsx', wideWorkbook()),
    refusal: { status: 400, error_code: 'FILE_TOO_MANY_COLUMNS', names: /at most 100 columns/ },
  },
  {
    name: 'a workbook that expands past the limit (about 100 KB for 101 MB), to the import preview',
    send: async () =>
      importPreview(
        'bomb.xlsx',
        await expandingWorkbook(productImportFileRules.maxExpandedBytes + 1024 * 1024),
      ),
    refusal: { status: 400, error_code: 'FILE_EXPANDS_TOO_MUCH', names: /at most 100 MB/ },
  },
];

/**
 * Sends other requests one after the other until `pending` settles; counts those answered
 * while a worker thread was reading the file (all of them must be answered, and well).
 */
async function answeredMeanwhile(pending: Promise<unknown>): Promise<number> {
  let settled = false;
  void pending.finally(() => (settled = true)).catch(() => undefined);
  let meanwhile = 0;
  while (!settled) {
    // A turn of the event loop between requests, so the file's upload and thread go on.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = workerTasksRunning() > 0;
    const response = await app().inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    if (reading && workerTasksRunning() > 0) meanwhile += 1;
  }
  return meanwhile;
}

describe('hostile files (issue 33)', () => {
  it.each(hostileFiles)('refuses $name, and answers others meanwhile', async (file) => {
    const refused = file.send();
    const meanwhile = await answeredMeanwhile(refused);
    const response = await refused;
    expect(response.statusCode, response.body.slice(0, 300)).toBe(file.refusal.status);
    const envelope = response.json<{ error_code: string; user_message: string }>();
    expect(envelope.error_code).toBe(file.refusal.error_code);
    expect(envelope.user_message).toMatch(file.refusal.names);
    // The file was read off the event loop: requests were answered while a thread read it.
    expect(meanwhile).toBeGreaterThan(0);
  });
});
