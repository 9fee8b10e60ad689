import type { IncomingMessage } from 'node:http';

/**
 * The body of a request on a plain node:http server (the local stand-ins of outside services),
 * as text; refused past `limitBytes`, so a stand-in is never made to hold an endless body.
 */
export function readRequestText(request: IncomingMessage, limitBytes = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limitBytes) reject(new Error('body too large'));
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}
