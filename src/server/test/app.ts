import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { user } from '../db/schema';

export const TEST_ORIGIN = 'http://localhost:3000';

let shared: Promise<{ app: FastifyInstance; database: Database; dataDir: string }> | undefined;

/**
 * One app and database per test worker (PGlite in memory, or the PostgreSQL server named by
 * TEST_DATABASE_URL); tables are emptied between tests by the setup file.
 */
export function getTestApp() {
  shared ??= (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-test-'));
    const url = process.env.TEST_DATABASE_URL;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: TEST_ORIGIN,
      LOG_LEVEL: 'silent',
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DEMO_DATA: 'off',
      // Job alert pushes go to a local endpoint the test starts (alerts.test.ts).
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      ...(url ? { DATABASE_URL: url } : {}),
      ...testEnvOverrides,
    });
    const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'memory' });
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return { app, database, dataDir };
  })();
  return shared;
}

/** Extra environment for the shared test app (set before the first getTestApp call). */
export const testEnvOverrides: Record<string, string> = {};

export async function resetDatabase(database: Database) {
  await database.exec(`DO $$ DECLARE r record; BEGIN
    FOR r IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' LOOP
      EXECUTE 'TRUNCATE TABLE "' || r.tablename || '" RESTART IDENTITY CASCADE';
    END LOOP; END $$;`);
}

/** A signed-in test user: its cookie, and an inject helper that sends it. */
export interface TestUser {
  id: string;
  email: string;
  cookie: string;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;

export async function signUp(
  app: FastifyInstance,
  role: 'seeker' | 'hirer',
  email = `user${++counter}-${Date.now()}@example.org`,
  password = 'green-leaf-42',
  /** Confirmed by default, as if the e-mail link had been followed (the auth tests follow it for real). */
  { verified = true }: { verified?: boolean } = {},
): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email, password, role },
    // A distinct client address per account keeps the per-IP sign-up limit out of unrelated tests.
    remoteAddress: `10.1.${Math.floor(counter / 250) % 250}.${counter % 250}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieHeader(res.headers['set-cookie']);
  const id = (res.json() as { user: { id: string } }).user.id;
  if (verified) await app.database.db.update(user).set({ emailVerified: true }).where(eq(user.id, id));
  return {
    id,
    email,
    cookie,
    inject: (opts) =>
      app.inject({
        ...opts,
        headers: { origin: TEST_ORIGIN, cookie, ...(opts.headers ?? {}) },
      } as InjectOptions),
  };
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}
