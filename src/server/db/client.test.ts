import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import pg from 'pg';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL pool', () => {
  it('survives the server closing an idle connection, and answers the next query', async () => {
    const database = await openDatabase({ kind: 'postgres', url: url! });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = (
        (await database.db.execute('select pg_backend_pid() as pid')) as unknown as {
          rows: { pid: number }[];
        }
      ).rows[0]!.pid;
      // The pool's connection is idle now; the server ends it, as a restart would.
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((r) => setTimeout(r, 200));
      const after = (await database.db.execute('select 1 as ok')) as unknown as { rows: { ok: number }[] };
      expect(after.rows[0]!.ok).toBe(1);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('are applied once when several servers start together on a new database', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const name = `newleaf_migrate_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    try {
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.toString() })),
      );
      const journal = JSON.parse(
        fs.readFileSync(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await opened[0]!.db.execute(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ n: journal.entries.length });
      await Promise.all(opened.map((d) => d.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
