import { describe, expect, it } from 'vitest';
import { getTestApp } from '../test/app';
import { preparedRows } from './prepared';

describe('preparedRows', () => {
  it('answers the rows, from a statement prepared by name on PostgreSQL and run as it is on PGlite', async () => {
    const { database } = await getTestApp();
    const name = 'prepared_rows_probe';
    // The statement sees itself among the connection's prepared statements when it was prepared by name.
    const found = await preparedRows<{ n: number }>(
      database.db,
      name,
      'select count(*)::int as n from pg_prepared_statements where name = $1',
      [name],
    );
    expect(found).toEqual([{ n: database.kind === 'postgres' ? 1 : 0 }]);
  });
});
