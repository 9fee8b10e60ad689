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

function readConfig(): Config {
  try {
    return loadConfig();
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
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error({ err: error }, 'the api could not listen');
    await app.close();
    process.exit(1);
  }
  return app;
}

await start(readConfig());
