import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
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

/** pino options: JSON lines, or pino-pretty for a person at a terminal outside production. */
export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  const pretty = config.env !== 'production' && process.stdout.isTTY === true && canPrettyPrint();
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Errors are logged by the error logs' redaction rules: never a statement's parameters.
    serializers: { err: loggableError },
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
