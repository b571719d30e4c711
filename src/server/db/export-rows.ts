import type { SQL } from 'drizzle-orm';
import type { Db } from './client';
import { rows } from './rows';

/** Rows of a query as plain records, for the data exports. */
export async function exportRows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  return rows<Record<string, unknown>>(db, query);
}
