import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/** The cookies of a Cookie header by name; the first of a repeated name wins, as browsers send it. */
export function requestCookies(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!values.has(name)) values.set(name, part.slice(separator + 1).trim());
  }
  return values;
}

/** Whether the visitor's browser takes gzip answers. */
export function acceptsGzip(request: IncomingMessage): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/i.test(accepted);
}

/** Adds a request header's name to the answer's Vary, once. */
export function appendVary(headers: OutgoingHttpHeaders, name: string): void {
  const vary = headers.vary;
  const current = Array.isArray(vary) ? vary.join(', ') : vary ? String(vary) : '';
  if (current.toLowerCase().includes(name.toLowerCase())) return;
  headers.vary = current ? `${current}, ${name}` : name;
}
