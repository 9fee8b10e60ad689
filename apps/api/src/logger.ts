import { createRequire } from 'node:module';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { loggableError } from './lib/loggable-error';

function canPrettyPrint(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** A request's address with the values of `token` parameters (the analytics beacon, spec §7) hidden. */
export function redactedUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[Redacted]');
}

/** Fastify's request line, without the beacon's access token. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options: JSON lines, or pino-pretty for a person at a terminal outside production. */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  const pretty = config.env !== 'production' && process.stdout.isTTY === true && canPrettyPrint();
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Errors are logged by the error logs' redaction rules: never a statement's parameters.
    serializers: { err: loggableError, req: requestSerializer },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
