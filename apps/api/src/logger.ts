import { createRequire } from 'node:module';
import { redactUrl } from '@bazaar/contracts';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
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

/**
 * Whether the log is for a person: asked for (`LOG_FORMAT=pretty`), or by default when the api's
 * output is a terminal (`npm start` at a prompt) and pino-pretty is installed. A service manager,
 * a container or a pipe gets JSON lines, as does anyone who asks (`LOG_FORMAT=json`).
 */
function logsForAPerson(format: Config['logFormat']): boolean {
  if (format === 'json') return false;
  if (format === 'pretty') return canPrettyPrint();
  return process.stdout.isTTY === true && canPrettyPrint();
}

/** pino options: JSON lines, or one short line per event for a person at a terminal. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // Errors are logged by the error logs' redaction rules: never a statement's parameters.
    serializers: { err: loggableError, req: requestSerializer },
    ...(logsForAPerson(config.logFormat)
      ? {
          transport: {
            target: 'pino-pretty',
            options: {
              translateTime: 'HH:MM:ss',
              // The message says it all ("GET /api/ping 200 1.2 ms"); the fields stay in JSON.
              ignore: 'pid,hostname,reqId,req,res,responseTime',
              singleLine: true,
            },
          },
        }
      : {}),
  };
}

/**
 * One log line per request, when it is answered (Fastify's own two, on arrival and on answer, are
 * turned off by the app's `LogController`): the message reads as a person would write it, the
 * fields carry the same for log tools.
 */
export function logEveryAnsweredRequest(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const milliseconds = reply.elapsedTime;
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: milliseconds },
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${milliseconds.toFixed(1)} ms`,
    );
  });
}
