import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandingWorkbook, wideWorkbook, zipOf } from '../test/hostile-files';
import { checkZipExpansion, ZipExpansionError, ZipFormatError } from './zip-expansion';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'zip-expansion-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function fileOf(bytes: Buffer): Promise<string> {
  const file = path.join(folder, `${Math.random().toString(16).slice(2)}.zip`);
  await writeFile(file, bytes);
  return file;
}

const part = (name: string, text: string, size = Buffer.byteLength(text)) => {
  const raw = Buffer.from(text);
  return { name, data: deflateRawSync(raw), method: 8 as const, crc: crc32(raw), size };
};

describe('checkZipExpansion', () => {
  it('answers the measured size of a workbook within the limit', async () => {
    const file = await fileOf(wideWorkbook(3));
    expect(await checkZipExpansion(file, 1024 * 1024)).toBeGreaterThan(500);
  });

  it('refuses a workbook whose declared sizes pass the limit, before inflating anything', async () => {
    const file = await fileOf(await expandingWorkbook(2 * 1024 * 1024));
    await expect(checkZipExpansion(file, 1024 * 1024)).rejects.toBeInstanceOf(ZipExpansionError);
  });

  it('refuses a part that says it is small and inflates past the limit (measured)', async () => {
    const lying = part('xl/worksheets/sheet1.xml', ' '.repeat(2 * 1024 * 1024), 10);
    const file = await fileOf(zipOf([lying]));
    await expect(checkZipExpansion(file, 1024 * 1024)).rejects.toBeInstanceOf(ZipExpansionError);
  });

  it('refuses parts that hide data from a reader of the central directory', async () => {
    const bytes = zipOf([part('a.xml', 'a'.repeat(100)), part('b.xml', 'b'.repeat(100))]);
    // The first part's declared sizes shrunk: its data runs on where the directory says nothing.
    const truncated = Buffer.from(bytes);
    const directory = truncated.readUInt32LE(truncated.length - 6);
    truncated.writeUInt32LE(truncated.readUInt32LE(directory + 20) - 1, directory + 20);
    await expect(checkZipExpansion(await fileOf(truncated), 1024 * 1024)).rejects.toBeInstanceOf(
      ZipFormatError,
    );
    await expect(
      checkZipExpansion(await fileOf(Buffer.from('PK\u0003\u0004 not a zip')), 1024),
    ).rejects.toBeInstanceOf(ZipFormatError);
  });
});
