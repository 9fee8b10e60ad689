import { createHash, randomBytes } from 'node:crypto';

/** `<sha-256 of the bytes>-<upload tag>.<extension>`: the name of a content-addressed picture. */
const CONTENT_ADDRESSED = /^([0-9a-f]{64})-[0-9a-f]{8}\.[a-z]+$/;

/** The pattern of a content-addressed file name, for the URL patterns of its owners. */
export const CONTENT_ADDRESSED_NAME = '[0-9a-f]{64}-[0-9a-f]{8}\\.webp';

/**
 * The file name of stored picture bytes (ADR 0078): it starts with their SHA-256, so a name
 * never stands for other bytes and caches may keep it forever. The short random tag makes each
 * upload its own object: two uploads of the same bytes are removed each on its own, and no
 * reference counting is needed.
 */
export function contentAddressedName(bytes: Buffer, extension: string): string {
  const hash = createHash('sha256').update(bytes).digest('hex');
  return `${hash}-${randomBytes(4).toString('hex')}.${extension}`;
}

/** The SHA-256 a media key's file name carries, if it is content-addressed. */
export function contentAddressOf(key: string): string | undefined {
  return CONTENT_ADDRESSED.exec(key.slice(key.lastIndexOf('/') + 1))?.[1];
}
