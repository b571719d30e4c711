import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Rows of a query as plain records, for the data exports. */
export async function exportRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
