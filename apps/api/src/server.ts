import closeWithGrace from 'close-with-grace';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';

/** Stops the start with a one-line reason, no stack trace. */
function fail(reason: string): never {
  console.error(reason);
  process.exit(1);
}

/** An error's message followed by the messages of its causes ("Failed query …: database … does not exist"). */
function describeError(error: unknown): string {
  const messages: string[] = [];
  for (
    let current = error;
    current instanceof Error && messages.length < 5;
    current = current.cause
  ) {
    messages.push(current.message.split('\n')[0]!);
  }
  return messages.length > 0 ? messages.join(': ') : String(error);
}

/** `--api` or `--worker` on the command line sets PROCESS_ROLE (ADR 0043). */
function roleFromArguments(args: readonly string[]): { PROCESS_ROLE?: string } {
  const roles = args.filter((arg) => arg === '--api' || arg === '--worker');
  if (roles.length > 1) fail('Pass at most one of --api and --worker.');
  return roles[0] ? { PROCESS_ROLE: roles[0].slice(2) } : {};
}

function readConfig(): Config {
  try {
    return loadConfig({ ...process.env, ...roleFromArguments(process.argv.slice(2)) });
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function start(config: Config): Promise<App> {
  let app: App;
  try {
    app = await buildApp(config);
  } catch (error) {
    const target =
      config.database.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir;
    fail(`The api could not start: ${describeError(error)} [database: ${target}]`);
  }

  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await app.close();
  });

  try {
    if (config.role === 'worker') {
      // A worker answers no HTTP: it only works the jobs, which start when the app is ready.
      await app.ready();
      app.log.info('working jobs only; the api processes answer HTTP');
    } else {
      await app.listen({ host: config.host, port: config.port });
    }
  } catch (error) {
    app.log.error({ err: error }, 'the api could not start');
    await app.close();
    process.exit(1);
  }
  return app;
}

await start(readConfig());
