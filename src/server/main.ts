import fs from 'node:fs';
import cluster from 'node:cluster';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp, defaultWebDir, loadOrCreateSecret } from './app';
import { seedDemoDataIfEmpty } from './demo/seed';
import { operatorCommands } from './operator-commands';
import { shutDown } from './lib/graceful-shutdown';

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
    // Each process exits within its own timeout; one that does not is ended.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
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
  // The embedded database belongs to this process: operator commands (`npm run backup`,
  // `moderator`, `demo:remove`, `alerts`) ask it to do their work.
  const app = await buildApp({
    config,
    database,
    webDir,
    warmFeeds: true,
    operatorCommands: operatorCommands(config),
  });
  if (!webDir) app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
  // One server process seeds, so two never seed the same empty database.
  if (config.demoData && (cluster.isPrimary || cluster.worker?.id === 1)) await seedDemoDataIfEmpty(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const outcome = await shutDown(app, {
      closeDatabase: () => database.close(),
      timeoutMs: config.shutdownTimeoutMs,
    }).catch((err: unknown) => {
      app.log.error({ err }, 'shutdown failed');
      return 'failed' as const;
    });
    if (outcome === 'timed out') {
      app.log.warn('requests still running at the shutdown timeout; exiting anyway');
    }
    process.exit(outcome === 'closed' ? 0 : 1);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`NewLeaf is running at http://localhost:${port} (database: ${database.kind})`);
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
