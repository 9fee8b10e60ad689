import { headers } from 'next/headers';
import { publicUrl } from '@/lib/site-config';

/**
 * Where the page's absolute addresses start (canonical, Open Graph, JSON-LD): PUBLIC_URL, else
 * the host the request came to (forwarding headers count only from a trusted proxy).
 */
export async function getSiteOrigin(): Promise<string> {
  const configured = publicUrl();
  if (configured) return configured;
  const headerStore = await headers();
  const host = headerStore.get('x-forwarded-host') ?? headerStore.get('host') ?? 'localhost:3000';
  const protocol = headerStore.get('x-forwarded-proto') ?? 'http';
  return `${protocol}://${host}`;
}

/** The absolute address of a path on this site. */
export async function absolutePageUrl(path: string): Promise<string> {
  return new URL(path, await getSiteOrigin()).toString();
}
