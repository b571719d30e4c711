import pg from 'pg';
import type { Db } from './client';

/**
 * Runs a hot statement by name: on PostgreSQL as a named prepared statement, so each pooled
 * connection parses and plans it once instead of on every request; on PGlite (one embedded
 * connection) as it is. `text` uses $1, $2… placeholders and must not vary between calls.
 */
export async function preparedRows<T>(db: Db, name: string, text: string, values: unknown[]): Promise<T[]> {
  const client = db.$client;
  const result =
    client instanceof pg.Pool
      ? await client.query({ name, text, values })
      : await client.query<T>(text, values);
  return result.rows as T[];
}
