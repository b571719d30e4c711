import pg from 'pg';

/** The local PostgreSQL server's maintenance database, reached as the superuser with trust auth. */
const ADMIN_URL = process.env.STACK_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const PREFIX = 'newleaf_stack_';
/** A stack's database older than this was left by a stack that crashed (one runs for hours at most). */
const LEFT_OVER_MS = 24 * 60 * 60 * 1000;

async function asAdmin<Row extends pg.QueryResultRow>(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return (await client.query<Row>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** Drops the databases of stacks that crashed a day or more ago (their names carry their start). */
async function dropLeftOvers() {
  const rows = await asAdmin<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
  );
  for (const { datname } of rows) {
    const startedAt = Number(datname.slice(PREFIX.length));
    if (/^\d+$/.test(datname.slice(PREFIX.length)) && Date.now() - startedAt > LEFT_OVER_MS) {
      await asAdmin(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

/** A fresh database of its own for one stack; gives its URL and how to drop it. */
export async function createStackDatabase() {
  const name = `${PREFIX}${Date.now()}`;
  await dropLeftOvers().catch((err: Error) => {
    throw new Error(`could not reach PostgreSQL at ${ADMIN_URL} (${err.message}); is it running?`);
  });
  await asAdmin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    // FORCE: a server process that was killed may leave a connection the server has not reaped yet.
    drop: () => asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
