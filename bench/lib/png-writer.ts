import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32, createDeflate } from 'node:zlib';

/** Fills one row of RGB pixels (`row.length` is width × 3) for the row `y`. */
export type RowPainter = (y: number, row: Buffer) => void;

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * Writes an 8-bit RGB PNG row by row, so pictures of any size are made without holding their
 * pixels (the bench imports no image library; node:zlib is the encoder).
 */
export async function writePng(
  file: string,
  width: number,
  height: number,
  paint: RowPainter,
  level = 6,
): Promise<void> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, adaptive filters, no interlace
  const deflate = createDeflate({ level });
  const feed = async () => {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0 (none), then the pixels
    for (let y = 0; y < height; y += 1) {
      paint(y, row.subarray(1));
      if (!deflate.write(Buffer.from(row))) await once(deflate, 'drain');
    }
    deflate.end();
  };
  async function* chunks() {
    yield Buffer.concat([SIGNATURE, chunk('IHDR', header)]);
    for await (const data of deflate as AsyncIterable<Buffer>) yield chunk('IDAT', data);
    yield chunk('IEND', Buffer.alloc(0));
  }
  await Promise.all([
    feed().catch((error: unknown) => deflate.destroy(error as Error)),
    pipeline(Readable.from(chunks()), createWriteStream(file)),
  ]);
}

/** A small deterministic random source (xorshift32), so every run sends the same pictures. */
export function randomBytesFrom(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state & 0xff;
  };
}
