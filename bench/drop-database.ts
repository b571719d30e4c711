import type pg from 'pg';

/**
 * Drops a benchmark database once the connections closed by the run have gone: `with (force)`
 * would end one still closing, and its pool would throw the error at a process that is about to
 * exit cleanly. Forced after two seconds.
 */
export async function dropDatabase(admin: pg.Client, name: string) {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
