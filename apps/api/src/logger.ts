import { createRequire } from 'node:module';
import { redactUrl } from '@bazaar/contracts';
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

/**
 * Fastify's request line, with the address as the error logs keep it (`redactUrl`): no access
 * token of the analytics beacon (spec §7), calendar-feed secret, e-shop claim, one-time code or
 * signature.
 */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** pino options: JSON lines, or pino-pretty for a person at a terminal outside production. */
export function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
): NonNullable<FastifyServerOptions['logger']> {
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
