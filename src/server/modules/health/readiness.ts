import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rows } from '../../db/rows';
import type { EventBus } from '../../lib/event-bus';

export const READINESS_CHECKS = ['database', 'migrations', 'eventBus', 'feedIndexes'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

export interface Readiness {
  ready: boolean;
  checks: Record<ReadinessCheck, 'ok' | 'failing'>;
  failing: ReadinessCheck[];
}

/** Past this, a check that has not answered counts as failing (a balancer's probe must not hang). */
const CHECK_TIMEOUT_MS = 2000;

// The folder db/client.ts migrates from.
const JOURNAL = fileURLToPath(new URL('../../../../drizzle/meta/_journal.json', import.meta.url));

/** When the newest migration in the folder was made (drizzle stores it as each migration's created_at). */
export function newestMigration(journalFile = JOURNAL): number {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether this process can serve: the database answers, has every migration of this build, the
 * event bus is heard and the deck indexes are loaded. Cheap enough for a balancer to ask every few
 * seconds: two one-row queries and in-memory flags; nothing is ranked or written.
 */
export function createReadiness(deps: {
  database: Database;
  bus: EventBus;
  /** Whether both deck indexes are loaded. */
  feedsLoaded: () => boolean;
  newestMigration?: number;
}) {
  const { database, bus, feedsLoaded } = deps;
  const wanted = deps.newestMigration ?? newestMigration();

  const databaseAnswers = async () => {
    await database.db.execute(sql`select 1`);
    return true;
  };
  const migrated = async () => {
    const [row] = await rows<{ latest: string | null }>(
      database.db,
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    return row?.latest != null && Number(row.latest) >= wanted;
  };

  return async function check(): Promise<Readiness> {
    const [db, migrations] = await Promise.all([within(databaseAnswers()), within(migrated())]);
    const checks: Readiness['checks'] = {
      database: db ? 'ok' : 'failing',
      migrations: migrations ? 'ok' : 'failing',
      eventBus: bus.listening() ? 'ok' : 'failing',
      feedIndexes: feedsLoaded() ? 'ok' : 'failing',
    };
    const failing = READINESS_CHECKS.filter((name) => checks[name] === 'failing');
    return { ready: failing.length === 0, checks, failing };
  };
}

/** True when `probe` resolves true in time; false when it fails or is late. */
async function within(probe: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([probe.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
