import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@bazaar/contracts';

/**
 * The request's id, set on its headers so everything after (the api forwarder, the page render
 * and its api calls) passes the same one on: the one a proxy in front sent when it has a safe
 * shape, else a new one. The api logs its lines under it and echoes it.
 */
export function assignRequestId(request: IncomingMessage): string {
  const id = acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
  request.headers[REQUEST_ID_HEADER] = id;
  return id;
}
