import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { startLocalS3, type LocalS3 } from '../test/local-s3';
import { createLocalMediaStorage, isMediaKey, type MediaStorage } from './media-storage';
import { createS3MediaStorage } from './media-storage-s3';

let workDir: string;
let s3: LocalS3;
const opened: MediaStorage[] = [];

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'bazaar-media-storage-'));
  s3 = await startLocalS3();
});

afterAll(async () => {
  for (const storage of opened) storage.close();
  await s3?.close();
  await rm(workDir, { recursive: true, force: true });
});

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The two adapters, each made fresh for its run of the contract. */
const adapters: [string, () => MediaStorage][] = [
  ['the local folder', () => createLocalMediaStorage(path.join(workDir, 'local'))],
  [
    'an S3-compatible bucket',
    () => {
      const config = loadConfig({ ...s3.env, DATA_DIR: workDir }).mediaStorage;
      if (config.driver !== 's3') throw new Error('the bucket is not configured');
      return createS3MediaStorage(config);
    },
  ],
];

describe.each(adapters)('media storage contract: %s', (_name, create) => {
  let storage: MediaStorage;
  beforeAll(() => {
    storage = create();
    opened.push(storage);
  });

  it('reaches its storage', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('keeps bytes under a key and answers them with their length and type', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);
    await storage.put('avatars/ab/picture.webp', bytes, 'image/webp');
    expect(await storage.exists('avatars/ab/picture.webp')).toBe(true);
    const object = await storage.get('avatars/ab/picture.webp');
    expect(object).toMatchObject({ sizeBytes: bytes.length, contentType: 'image/webp' });
    expect(object!.etag).toMatch(/^".+"$/);
    expect(await bytesOf(object!.body)).toEqual(bytes);
  });

  it('keeps text, and streams a file from the disk', async () => {
    await storage.put('catalog-nodes/tile.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const svg = await storage.get('catalog-nodes/tile.svg');
    expect(svg?.contentType).toBe('image/svg+xml');
    expect((await bytesOf(svg!.body)).toString('utf8')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );

    const upload = path.join(workDir, `upload-${_name.length}.pdf`);
    const document = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000, 7)]);
    await writeFile(upload, document);
    await storage.put('listings/documents/0a/file.pdf', { file: upload }, 'application/pdf');
    const stored = await storage.get('listings/documents/0a/file.pdf');
    expect(stored).toMatchObject({ sizeBytes: document.length, contentType: 'application/pdf' });
    expect((await bytesOf(stored!.body)).equals(document)).toBe(true);
    // The upload's file stays where it was: its request removes it.
    expect((await readFile(upload)).length).toBe(document.length);
  });

  it('replaces what was under a key', async () => {
    await storage.put('logos/replaced.webp', Buffer.from('first'));
    await storage.put('logos/replaced.webp', Buffer.from('second, longer'));
    const object = await storage.get('logos/replaced.webp');
    expect((await bytesOf(object!.body)).toString()).toBe('second, longer');
  });

  it('deletes, and a missing object is absent rather than an error', async () => {
    await storage.put('chat/12/gone.webp', Buffer.from('x'));
    await storage.delete('chat/12/gone.webp');
    expect(await storage.exists('chat/12/gone.webp')).toBe(false);
    expect(await storage.get('chat/12/gone.webp')).toBeUndefined();
    await expect(storage.delete('chat/12/never-there.webp')).resolves.toBeUndefined();
  });

  it('answers no dot folder, and refuses to store under one', async () => {
    expect(await storage.get('.imports/seller/preview.csv')).toBeUndefined();
    expect(await storage.get('avatars/../../etc/passwd')).toBeUndefined();
    await expect(storage.put('../outside.webp', Buffer.from('x'))).rejects.toThrow(
      /not a media key/,
    );
  });
});

describe('media keys', () => {
  it('are relative paths of plain segments', () => {
    expect(isMediaKey('listings/ab/name.webp')).toBe(true);
    for (const key of ['', '/avatars/a.webp', 'a//b', '.incoming/x', 'a/../b', 'a\\b', 'a/.b']) {
      expect(isMediaKey(key), key).toBe(false);
    }
  });
});
