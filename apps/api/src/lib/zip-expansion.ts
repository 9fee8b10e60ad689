import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** A file that is no ZIP we read: cut off, ZIP64, encrypted, or parts that overlap or hide. */
export class ZipFormatError extends Error {}

/** A ZIP whose parts expand beyond the limit (declared or measured while inflating). */
export class ZipExpansionError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The archive expands to more than ${limitBytes} bytes`);
  }
}

interface ZipEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

async function bytesAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead < length) throw new ZipFormatError('The archive is cut off');
  return buffer;
}

/** The central directory: every part with its declared sizes and where its data lies. */
async function entriesOf(
  handle: FileHandle,
  size: number,
): Promise<{ entries: ZipEntry[]; directoryOffset: number }> {
  // The end record is in the last 22 bytes plus a comment of at most 65,535.
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = await bytesAt(handle, size - tailLength, tailLength);
  let end = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipFormatError('No end of the archive');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    throw new ZipFormatError('ZIP64 archives are not read');
  }
  if (directoryOffset + directorySize > size) throw new ZipFormatError('The archive is cut off');
  const directory = await bytesAt(handle, directoryOffset, directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      throw new ZipFormatError('A broken central directory');
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { entries, directoryOffset };
}

/** Inflates one part's data, counting what comes out; stops at `room` bytes. */
async function inflatedSize(
  path: string,
  start: number,
  entry: ZipEntry,
  room: number,
): Promise<number> {
  if (entry.compressedSize === 0) return 0;
  const source = createReadStream(path, { start, end: start + entry.compressedSize - 1 });
  let produced = 0;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      done(produced > room ? new ZipExpansionError(room) : null);
    },
  });
  if (entry.method === STORED) {
    await pipeline(source, counter);
    return produced;
  }
  const inflate = createInflateRaw();
  try {
    await pipeline(source, inflate, counter);
  } catch (error) {
    if (error instanceof ZipExpansionError) throw error;
    throw new ZipFormatError(`A part that does not inflate: ${entry.name}`);
  }
  // Data after the end of the compressed stream could hide another part from a reader that
  // walks the local headers: the stream must fill the part exactly.
  if (inflate.bytesWritten !== entry.compressedSize) {
    throw new ZipFormatError(`A part with data after its end: ${entry.name}`);
  }
  return produced;
}

/**
 * Checks a ZIP before anything parses it (ADR 0086): its declared sizes, then its real ones,
 * measured by inflating every part while counting, against `limitBytes` for all parts together.
 * The parts must lie one after the other up to the central directory, so that a reader walking
 * the local headers (as streaming readers do) sees exactly the parts measured here. Answers the
 * measured total.
 */
export async function checkZipExpansion(path: string, limitBytes: number): Promise<number> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const { entries, directoryOffset } = await entriesOf(handle, size);
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limitBytes) throw new ZipExpansionError(limitBytes);
    let expected = 0;
    let total = 0;
    for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
      if (entry.localOffset !== expected) throw new ZipFormatError('Parts overlap or hide');
      if (entry.flags & 0x1) throw new ZipFormatError('Encrypted archives are not read');
      if (entry.method !== STORED && entry.method !== DEFLATED) {
        throw new ZipFormatError(`A part compressed in an unknown way: ${entry.name}`);
      }
      const local = await bytesAt(handle, entry.localOffset, 30);
      if (local.readUInt32LE(0) !== LOCAL) throw new ZipFormatError('A broken local header');
      const dataStart = entry.localOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
      const produced = await inflatedSize(path, dataStart, entry, limitBytes - total);
      if (produced !== entry.uncompressedSize) {
        throw new ZipFormatError(`A part larger or smaller than it says: ${entry.name}`);
      }
      total += produced;
      expected = dataStart + entry.compressedSize;
      if (entry.flags & 0x8) {
        // A data descriptor follows: 12 bytes, or 16 with its optional signature.
        const next = await bytesAt(handle, expected, 4);
        expected += next.readUInt32LE(0) === 0x08074b50 ? 16 : 12;
      }
    }
    if (expected !== directoryOffset) throw new ZipFormatError('Data between the parts');
    return total;
  } finally {
    await handle.close();
  }
}
