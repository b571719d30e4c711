import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { buildApp } from '../app';
import { company, job, seekerProfile, user } from '../db/schema';
import { restoreBackup, writeBackup } from './backup';
import { getTestApp, TEST_ORIGIN } from '../test/app';
import { hirerThroughApi, postJob, seekerThroughApi } from '../test/fixtures';

const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `newleaf-${name}-`));
const embeddedConfig = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
  });

describe('backups of the embedded database', () => {
  it('a backup taken while the app runs restores into a fresh DATA_DIR with the same users, profiles, jobs and sessions', async () => {
    const config = embeddedConfig(tmp('live'));
    const database = await openDatabase(config.database);
    const app = await buildApp({ config, database, logger: false });
    const seeker = await seekerThroughApi(app, { firstName: 'Rosa', jobTitle: 'Cleaner' });
    const hirer = await hirerThroughApi(app, 'Backup Bakery');
    await postJob(hirer, { title: 'Baker' });
    const outDir = path.join(tmp('out'), 'backup');
    const manifest = await writeBackup(config, database, outDir);
    expect(manifest.files).toEqual(expect.arrayContaining(['db.tar.gz', 'auth-secret']));
    await app.close();
    await database.close();

    const restoredConfig = embeddedConfig(tmp('restored'));
    await restoreBackup(restoredConfig, outDir);
    const restoredDb = await openDatabase(restoredConfig.database);
    const restored = await buildApp({ config: restoredConfig, database: restoredDb, logger: false });
    try {
      const db = restoredDb.db;
      expect((await db.select({ email: user.email }).from(user)).map((u) => u.email).sort()).toEqual(
        [seeker.email, hirer.email].sort(),
      );
      expect(
        await db
          .select({ firstName: seekerProfile.firstName, jobTitle: seekerProfile.jobTitle })
          .from(seekerProfile),
      ).toEqual([{ firstName: 'Rosa', jobTitle: 'Cleaner' }]);
      expect((await db.select({ name: company.companyName }).from(company))[0]?.name).toBe('Backup Bakery');
      expect((await db.select({ title: job.title }).from(job))[0]?.title).toBe('Baker');
      // The same secret came back, so the seeker's session still signs them in.
      const me = await restored.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: seeker.cookie, origin: TEST_ORIGIN },
      });
      expect(me.json().user?.email).toBe(seeker.email);
    } finally {
      await restored.close();
      await restoredDb.close();
    }
  });

  it('refuses to restore over a database, or from an incomplete folder', async () => {
    const config = embeddedConfig(tmp('busy'));
    const database = await openDatabase(config.database);
    await database.close();
    const outDir = path.join(tmp('out'), 'backup');
    await writeBackup(config, null, outDir);
    await expect(restoreBackup(config, outDir)).rejects.toThrow('already holds a database');
    const broken = tmp('broken');
    await expect(restoreBackup(embeddedConfig(tmp('fresh')), broken)).rejects.toThrow(
      'not a complete NewLeaf backup',
    );
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('backups with PostgreSQL', () => {
  it('pg_dump and pg_restore carry the users, profiles and jobs into an empty database', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app, { firstName: 'Omar' });
    const hirer = await hirerThroughApi(app, 'Dump Deliveries');
    await postJob(hirer, { title: 'Driver' });
    const dataDir = tmp('pg');
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
    });
    const outDir = path.join(tmp('out'), 'backup');
    await writeBackup(config, null, outDir);

    const name = `restore_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    try {
      await restoreBackup({ ...config, database: { kind: 'postgres', url: target.toString() } }, outDir);
      const check = new pg.Client({ connectionString: target.toString() });
      await check.connect();
      const emails = (await check.query('select email from "user" order by email')).rows.map((r) => r.email);
      const jobs = (await check.query('select title from job')).rows.map((r) => r.title);
      const names = (await check.query('select first_name from seeker_profile')).rows.map(
        (r) => r.first_name,
      );
      await check.end();
      expect(emails).toEqual([seeker.email, hirer.email].sort());
      expect(jobs).toEqual(['Driver']);
      expect(names).toEqual(['Omar']);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
