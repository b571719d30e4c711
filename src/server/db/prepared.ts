import type { Db } from './client';

interface Queryable {
  query(config: unknown, values?: unknown[]): Promise<{ rows: unknown[] }>;
  totalCount?: number;
}

/**
 * Runs a hot statement by name: on PostgreSQL as a named prepared statement, so each pooled
 * connection parses and plans it once instead of on every request; on PGlite (one embedded
 * connection) as it is. `text` uses $1, $2… placeholders and must not vary between calls.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const pooled = typeof client.totalCount === 'number'; // pg.Pool
  const result = pooled ? await client.query({ name, text, values }) : await client.query(text, values);
  return result.rows as T[];
}
