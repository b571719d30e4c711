import { describe, expect, it } from 'vitest';
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
