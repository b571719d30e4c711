import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { buildApp } from '../app';
import { TEST_ORIGIN } from './app';

/**
 * An app of the test's own, with its own settings (Fastify's, such as trustProxy, are fixed when
 * it is built) on an embedded database in memory: for tests that close the database, stop the
 * app, or need a setting the shared app has not. Pass `database` to put several apps on one.
 */
export async function ownApp(
  env: Record<string, string> = {},
  opts: { database?: Database; logStream?: NodeJS.WritableStream; warmFeeds?: boolean } = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-own-')),
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: opts.logStream ? 'info' : 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DEMO_DATA: 'off',
    ...env,
  });
  const database = opts.database ?? (await openDatabase({ kind: 'memory' }));
  const app = await buildApp({
    config,
    database,
    logger: Boolean(opts.logStream),
    warmFeeds: opts.warmFeeds,
    ...(opts.logStream ? { logStream: opts.logStream } : {}),
  });
  return { app, database };
}
