import { randomBytes } from 'node:crypto';
import { mkdtempSync, openAsBlob, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import {
  authSessionResponse,
  LISTING_UPLOAD_FIELD,
  listingDocumentRules,
  listingMediaRules,
  type SignUpBusinessBody,
} from '@bazaar/contracts';
import { startApi } from '../lib/api-server';
import { processUsage } from '../lib/process-usage';
import { randomBytesFrom, writePng } from '../lib/png-writer';

/** Four sellers upload at once, each as many files as one call takes (ten pictures, five PDFs). */
const SELLERS = 4;
/** 12.6 megapixels with a little noise: about 9.2 MiB as PNG, just under the 10 MiB limit. */
const PHOTO = { width: 4096, height: 3072 };
/** 39.7 megapixels, just under the 40 allowed: the largest picture the api decodes. */
const HUGE = { width: 6300, height: 6300 };
/** About the size of a photo. */
const DOCUMENT_BYTES = 9.5 * 1024 * 1024;
/** How long the api idles before its memory is read again after a phase. */
const SETTLE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mib = (value: number) => Math.round(value);

/**
 * Soft bands of colour, with random low bits (`noise`: a mask per channel, red, green, blue) in
 * every `noisyRowEvery`th row: the noise sets how far the PNG compresses.
 */
function photoPainter(
  width: number,
  seed: number,
  noise: readonly [number, number, number],
  noisyRowEvery = 1,
) {
  const next = randomBytesFrom(seed);
  return (y: number, row: Buffer) => {
    const [red, green, blue] = y % noisyRowEvery === 0 ? noise : [0, 0, 0];
    for (let x = 0; x < width; x += 1) {
      const i = x * 3;
      row[i] = (((x >> 3) + (y >> 4)) & 0xf0) | (next() & red);
      row[i + 1] = ((y >> 3) & 0xf0) | (next() & green);
      row[i + 2] = (((x + y) >> 4) & 0xf0) | (next() & blue);
    }
  };
}

async function makeFiles(folder: string) {
  const photos: string[] = [];
  for (let n = 1; n <= listingMediaRules.maxFilesPerUpload; n += 1) {
    const file = path.join(folder, `photo-${n}.png`);
    await writePng(file, PHOTO.width, PHOTO.height, photoPainter(PHOTO.width, n, [1, 1, 1]));
    photos.push(file);
  }
  const huge = path.join(folder, 'huge.png');
  await writePng(huge, HUGE.width, HUGE.height, photoPainter(HUGE.width, 99, [0, 1, 0], 2));
  const small = path.join(folder, 'small.png');
  await writePng(small, 800, 600, photoPainter(800, 7, [15, 15, 15]));
  const documents: string[] = [];
  for (let n = 1; n <= listingDocumentRules.maxFilesPerUpload; n += 1) {
    const file = path.join(folder, `manual-${n}.pdf`);
    // Only the first bytes are checked: a PDF header, then a photo's worth of bytes.
    await writeFile(file, Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(DOCUMENT_BYTES)]));
    documents.push(file);
  }
  return { photos, huge, small, documents };
}

async function signUpSeller(url: string, n: number): Promise<string> {
  const body: SignUpBusinessBody = {
    email: `bench-seller-${n}-${Date.now()}@example.test`,
    password: 'amber-harbour-lantern-42',
    account_name: `bench-seller-${n}`,
    business_name: `Bench Seller ${n}`,
    business_name_as_account_name: true,
  };
  const response = await fetch(`${url}/api/auth/sign-up/business`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  return authSessionResponse.parse(await response.json()).token;
}

/** Uploads listing pictures or documents as the web does (one multipart call); answers its status. */
async function upload(
  url: string,
  token: string,
  kind: 'media' | 'documents',
  files: string[],
): Promise<number> {
  const form = new FormData();
  const type = kind === 'media' ? 'image/png' : 'application/pdf';
  for (const file of files) {
    form.append(LISTING_UPLOAD_FIELD, await openAsBlob(file, { type }), path.basename(file));
  }
  const response = await fetch(`${url}/api/products/me/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

interface PhaseFigures {
  phase: string;
  'RSS before MiB': number;
  'peak MiB': number;
  'peak growth MiB': number;
  'RSS 10 s after MiB': number;
  'kept MiB': number;
  'wall s': number;
  'api CPU s': number;
  answers: string;
}

/** Runs `work` and reads the api's resident memory before, at its peak and after, and its CPU time. */
async function measurePhase(
  pid: number,
  phase: string,
  work: () => Promise<number[]>,
): Promise<PhaseFigures> {
  const usage = processUsage(pid);
  const before = usage.rssMiB();
  usage.resetPeak();
  let sampledPeak = before;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, usage.rssMiB());
  }, 50);
  const cpuBefore = usage.cpuSeconds();
  const startedAt = performance.now();
  const statuses = await work().finally(() => clearInterval(sampler));
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const cpuSeconds = usage.cpuSeconds() - cpuBefore;
  const peak = Math.max(sampledPeak, usage.peakRssMiB());
  await sleep(SETTLE_MS);
  const after = usage.rssMiB();
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    phase,
    'RSS before MiB': mib(before),
    'peak MiB': mib(peak),
    'peak growth MiB': mib(peak - before),
    'RSS 10 s after MiB': mib(after),
    'kept MiB': mib(after - before),
    'wall s': Number(wallSeconds.toFixed(1)),
    'api CPU s': Number(cpuSeconds.toFixed(2)),
    answers: [...counts].map(([status, count]) => `${count}× ${status}`).join(', '),
  };
}

/**
 * Starts a fresh api, signs up `sellers` sellers who each store one small picture first (so the
 * picture library is loaded for good and the figures are of the uploads, not of the start), then
 * measures `work`.
 */
async function onFreshApi(
  phase: string,
  sellers: number,
  small: string,
  work: (url: string, tokens: string[]) => Promise<number[]>,
  { repeat = 1 } = {},
): Promise<PhaseFigures[]> {
  const api = await startApi();
  try {
    const tokens: string[] = [];
    for (let n = 1; n <= sellers; n += 1) tokens.push(await signUpSeller(api.url, n));
    for (const token of tokens) await upload(api.url, token, 'media', [small]);
    await sleep(2_000);
    const rows: PhaseFigures[] = [];
    for (let round = 1; round <= repeat; round += 1) {
      const name = round === 1 ? phase : `${phase}, again (round ${round})`;
      rows.push(await measurePhase(api.pid, name, () => work(api.url, tokens)));
    }
    return rows;
  } finally {
    await api.stop();
  }
}

/**
 * The api's memory under bursts of large uploads (issue 13, item 9), each on a fresh api: four
 * sellers each send ten pictures of about 9.5 MiB at once (the case); four send five PDF
 * documents of the same size at once (receiving alone, no decoding); one 6300×6300 PNG alone,
 * for its CPU time.
 */
export async function run(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'bazaar-bench-uploads-'));
  try {
    console.log('Making the pictures (PNG, written row by row) and documents…');
    const { photos, huge, small, documents } = await makeFiles(folder);
    const sizeMiB = (file: string) => (statSync(file).size / 1024 / 1024).toFixed(1);
    const loadBefore = loadavg();
    const rows = [
      // Twice on the same api: the second round shows whether memory keeps growing.
      ...(await onFreshApi(
        `${SELLERS} sellers × 10 pictures at once`,
        SELLERS,
        small,
        (url, tokens) => Promise.all(tokens.map((token) => upload(url, token, 'media', photos))),
        { repeat: 2 },
      )),
      ...(await onFreshApi(`${SELLERS} sellers × 5 PDFs at once`, SELLERS, small, (url, tokens) =>
        Promise.all(tokens.map((token) => upload(url, token, 'documents', documents))),
      )),
      ...(await onFreshApi(
        `one ${HUGE.width}×${HUGE.height} PNG`,
        1,
        small,
        async (url, [token]) => [await upload(url, token!, 'media', [huge])],
      )),
    ];
    const loads = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
    console.log(
      `\nUploads — ${new Date().toISOString()} — api ${process.env['BENCH_API_ENTRY'] ?? 'of this tree'}` +
        `\npictures: ${PHOTO.width}×${PHOTO.height} PNG of ${sizeMiB(photos[0]!)} MiB, ` +
        `${HUGE.width}×${HUGE.height} PNG of ${sizeMiB(huge)} MiB; PDFs of ${sizeMiB(documents[0]!)} MiB` +
        `; MALLOC_ARENA_MAX ${process.env['MALLOC_ARENA_MAX'] ?? '2'}` +
        `\nload average before ${loads(loadBefore)}, after ${loads(loadavg())}`,
    );
    console.table(rows);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
