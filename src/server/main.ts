import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { buildApp, defaultWebDir } from './app';
import { seedDemoDataIfEmpty } from './demo/seed';

/** Starts the whole product in one process: API, auth, and the built web app. */
export async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  const wanted = process.env.WEB_DIR || defaultWebDir;
  const webDir = fs.existsSync(wanted) ? wanted : undefined;
  const app = await buildApp({ config, database, webDir });
  if (!webDir) app.log.warn('dist/web is missing: run `npm run build` to serve the web app');
  if (config.demoData) await seedDemoDataIfEmpty(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
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
