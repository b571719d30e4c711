import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Anything that runs a statement: the database, or a transaction of it. */
type Executor = Pick<Db, 'execute'>;

/**
 * The rows of a statement written with `sql`, typed by the caller. The one place the driver's
 * answer is read: both drivers (node-postgres and PGlite) answer `{ rows }`.
 */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** The first row of a statement that always answers one (a count, an aggregate). */
export async function firstRow<T>(db: Executor, query: SQL): Promise<T> {
  const [row] = await rows<T>(db, query);
  if (row === undefined) throw new Error('the statement answered no row');
  return row;
}
