import fs from 'node:fs';
import cluster from 'node:cluster';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp, defaultWebDir, loadOrCreateSecret } from './app';
import { seedDemoDataIfEmpty } from './demo/seed';
import { serveOperatorCommands } from './lib/operator-channel';
import { operatorCommands } from './operator-commands';

/**
 * Starts the whole product: API, auth, and the built web app. With WEB_CONCURRENCY above 1 (and
 * PostgreSQL) this process applies the migrations, makes sure of the auth secret, then runs that
 * many server processes sharing the port, restarting any that dies.
 */
export async function main() {
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    if (config.database.kind === 'postgres') return runWorkers(config);
    console.warn('WEB_CONCURRENCY is ignored with the embedded database: it belongs to one process.');
  }
  return serve(config);
}

async function runWorkers(config: AppConfig) {
  const database = await openDatabase(config.database);
  await database.close();
  loadOrCreateSecret(config);
  let closing = false;
  for (let i = 0; i < config.workers; i += 1) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (closing) return;
    console.error(`Server process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const shutdown = () => {
    if (closing) return;
    closing = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    const check = setInterval(() => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearInterval(check);
        process.exit(0);
      }
    }, 50);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  return undefined;
}

async function serve(config: AppConfig) {
  const database = await openDatabase(config.database);
  const wanted = process.env.WEB_DIR || defaultWebDir;
  const webDir = fs.existsSync(wanted) ? wanted : undefined;
  const app = await buildApp({ config, database, webDir });
  if (!webDir) app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
  // One server process seeds, so two never seed the same empty database.
  if (config.demoData && (cluster.isPrimary || cluster.worker?.id === 1)) await seedDemoDataIfEmpty(app);

  // The embedded database belongs to this process: operator commands (`npm run backup`,
  // `moderator`, `demo:remove`) ask it to do their work.
  const stopOperatorCommands =
    database.kind === 'pglite'
      ? serveOperatorCommands(config, database, operatorCommands(config), app.log)
      : () => undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    stopOperatorCommands();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`NewLeaf is running at http://localhost:${port} (database: ${database.kind})`);
  // The decks' indexes are loaded now rather than by the first deck requests (they follow the
  // change log from then on: docs/decisions/0008).
  app.services.matching
    .warmFeeds()
    .catch((err: unknown) => app.log.warn({ err }, 'feed indexes not loaded at start'));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
