import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../http/multipart';
import { createLocalMediaStorage } from '../../lib/media-storage';
import { createPicturesService } from './pictures.service';

let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'bazaar-pictures-'));
});

afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

let fileCounter = 0;

/** An upload as the multipart reader hands it over: a file on disk and its first bytes. */
async function uploaded(bytes: Buffer, filename = 'photo.png'): Promise<UploadedFile> {
  fileCounter += 1;
  const target = path.join(workDir, `upload-${fileCounter}`);
  await writeFile(target, bytes);
  return { filename, path: target, sizeBytes: bytes.length, head: bytes.subarray(0, 16) };
}

/** A PNG with detail in every row, so decoding it takes a while. */
const stripedPng = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#406080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();

const mediaFile = (uploadsDir: string, url: string) =>
  path.join(uploadsDir, url.replace(/^\/api\/media\//, ''));

describe('listing pictures', () => {
  it('stores a picture of 6300×6300 (39.7 megapixels, just within the limit) within 1600 px', async () => {
    const uploadsDir = path.join(workDir, 'large');
    const pictures = createPicturesService({ storage: createLocalMediaStorage(uploadsDir) });
    const big = await sharp({
      create: { width: 6300, height: 6300, channels: 3, background: '#c87828' },
    })
      .png()
      .toBuffer();
    const stored = await pictures.storeListingPicture('anna', await uploaded(big), 'big.png');
    expect(stored).toMatchObject({ width: 1600, height: 1600 });
    const thumbnail = await sharp(
      await readFile(mediaFile(uploadsDir, stored.thumbnailUrl)),
    ).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('refuses a picture of another format by its first bytes, naming the file', async () => {
    const pictures = createPicturesService({
      storage: createLocalMediaStorage(path.join(workDir, 'refused')),
    });
    const gif = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#fff' },
    })
      .gif()
      .toBuffer();
    await expect(
      pictures.storeListingPicture('anna', await uploaded(gif, 'cat.gif'), 'cat.gif'),
    ).rejects.toMatchObject({
      fields: [{ field: 'files', message: 'cat.gif: Upload a JPEG, PNG or WebP image' }],
    });
  });

  it('decodes one picture of an account at a time, and pictures of several accounts side by side', async () => {
    const pictures = createPicturesService({
      storage: createLocalMediaStorage(path.join(workDir, 'queue')),
      jobLimits: { total: 2, perAccount: 1 },
    });
    const files = await Promise.all(
      [1, 2, 3, 4].map(async () => uploaded(await stripedPng(800, 800))),
    );
    /** The most pictures sharp processed at once while `work` ran. */
    async function busiest(work: Promise<unknown>) {
      let most = 0;
      let done = false;
      void work.finally(() => (done = true));
      while (!done) {
        most = Math.max(most, sharp.counters().process);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await work;
      return most;
    }
    const oneAccount = await busiest(
      Promise.all(files.map((file) => pictures.storeListingPicture('anna', file))),
    );
    expect(oneAccount).toBe(1);
    const twoAccounts = await busiest(
      Promise.all(
        files.map((file, i) => pictures.storeListingPicture(i % 2 ? 'anna' : 'ben', file)),
      ),
    );
    expect(twoAccounts).toBe(2);
  });
});
