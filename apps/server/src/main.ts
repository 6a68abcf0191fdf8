import cluster from 'node:cluster';
import type { buildApp as BuildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { DataLockError } from './db/data-lock.ts';
import { handleShutdownSignals } from './process/graceful-shutdown.ts';
import { localUrl, newOperatorToken, publishOperatorChannel } from './process/operator-channel.ts';
import { applyHttpTimeouts } from './process/http-timeouts.ts';
import { StartUpTimings } from './process/start-up-timings.ts';
import { superviseWorkers, workerCount, WORKERS_NEED_POSTGRES } from './process/workers.ts';

const config = loadConfig();

// WORKERS=N (or auto): this first process applies the migrations once, then runs N server
// processes on the same port, each one the rest of this file (process/workers.ts).
const workers = workerCount(process.env.WORKERS);
if ('error' in workers) {
  console.error(workers.error);
  process.exit(1);
}
if (workers.count > 1 && cluster.isPrimary) {
  if (!config.databaseUrl) {
    console.error(WORKERS_NEED_POSTGRES);
    process.exit(1);
  }
  try {
    await (await openDatabase({ kind: 'postgres', url: config.databaseUrl })).close();
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
  superviseWorkers(workers.count);
} else {
  await serve();
}

async function serve(): Promise<void> {
  // The embedded database (PostgreSQL compiled to WebAssembly) starts while the application's
  // modules load: the two together are most of the start-up time.
  const timings = new StartUpTimings();
  timings.mark('entry');
  let database: Database;
  let buildApp: typeof BuildApp;
  try {
    [database, { buildApp }] = await Promise.all([
      timings.time(
        'database',
        openDatabase(
          config.databaseUrl
            ? { kind: 'postgres', url: config.databaseUrl }
            : { kind: 'pglite', dataDir: config.dataDir },
        ),
      ),
      timings.time('modules', import('./app.ts')),
    ]);
  } catch (error) {
    console.error(error instanceof DataLockError ? error.message : error);
    process.exit(1);
  }

  // On the embedded database the CLI cannot open the folder while this process has it, so it
  // sends its commands here (operator-channel.ts). PostgreSQL takes the CLI's own connection.
  const operatorToken = database.kind === 'pglite' ? newOperatorToken() : undefined;
  let withdrawOperatorChannel = () => {};
  const app = await buildApp({
    config,
    database,
    logger: true,
    operatorToken,
    warmTemplates: true,
  });
  timings.mark('app');
  applyHttpTimeouts(app.server);
  handleShutdownSignals({
    app,
    afterServer: () => {
      withdrawOperatorChannel();
      return database.close();
    },
    graceMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });

  try {
    await app.listen({ port: config.port, host: config.host });
    timings.mark('listening');
    if (operatorToken) {
      withdrawOperatorChannel = publishOperatorChannel(config.dataDir, {
        url: localUrl(app.server.address()),
        token: operatorToken,
      });
    }
    app.log.info(
      { startUpMs: timings },
      `Tessera is running at http://localhost:${config.port} (database: ${database.kind}, sites: *.${config.hostingDomain})`,
    );
  } catch (error) {
    app.log.error({ err: error }, 'could not start');
    await database.close();
    process.exit(1);
  }
}
