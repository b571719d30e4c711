import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import { createEventBus, createRedisEventBus } from '../lib/event-bus';
import type { OperatorCommand } from '../lib/operator-channel';
import { createImageStorage } from '../modules/uploads/storage';
import { rows } from '../db/rows';

/**
 * `npm run demo:remove`: takes the invented sample world (the demo data, accounts with
 * `user.sample`) out of an installation, with everything real users did with it, and leaves real
 * users' own data as it was.
 *
 * One transaction. The sample accounts, their companies and jobs are locked first, so nothing new
 * can point at them while it runs. Then what real users share with them goes (their conversations,
 * which would otherwise stay behind with an empty side; matches, applications, saved jobs, swipes
 * and favourites; the dashboard items about those), then the accounts: their profiles, companies,
 * jobs and everything else of theirs follow by cascade. The delete triggers write the feeds'
 * change log (drizzle/0019), so the decks of every running process drop the sample cards at their
 * next read. After the commit: the sample pictures' files go, every process forgets the sample
 * accounts' sessions, and the demo world is not seeded again (`demoRemovedMarker`).
 */

/** What was removed, by kind. */
export interface SampleRemoval {
  accounts: number;
  companies: number;
  jobs: number;
  seekerProfiles: number;
  conversations: number;
  messages: number;
  matches: number;
  applications: number;
  savedJobs: number;
  swipes: number;
  favourites: number;
  activityItems: number;
  images: number;
}

/** A file in DATA_DIR: once the sample world was removed, an empty database is not seeded again. */
export const demoRemovedMarker = (config: Pick<AppConfig, 'dataDir'>) =>
  path.join(config.dataDir, 'demo-data-removed');

/** Runs a `delete` and answers how many rows it removed. */
async function deleted(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`with gone as (${query} returning 1) select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}

async function count(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/** The database part, in one transaction: the counts, and the accounts and files it removed. */
async function deleteSampleRows(db: Db) {
  return db.transaction(async (tx) => {
    const t = tx;
    // The sample rows, locked: no new swipe, application or conversation can point at them now.
    const users = (
      await rows<{ id: string }>(t, sql`select id from "user" where sample order by id for update`)
    ).map((r) => r.id);
    const u = sql`select id from "user" where sample`;
    const c = sql`select id from company where user_id in (${u})`;
    const j = sql`select id from job where company_id in (${c})`;
    const companies = await count(
      t,
      sql`select count(*) as n from (select id from company where user_id in (${u}) for update) x`,
    );
    const jobs = await count(
      t,
      sql`select count(*) as n from (select id from job where company_id in (${c}) for update) x`,
    );

    const conversationIds = sql`select id from conversation where seeker_user_id in (${u}) or company_id in (${c})`;
    const applicationIds = sql`select id from application where seeker_user_id in (${u}) or job_id in (${j})`;
    const matchIds = sql`select id from match where seeker_user_id in (${u}) or company_id in (${c})`;
    // Counted and deleted in this order (what cascades from a delete is counted before it).
    const removed: SampleRemoval = {
      accounts: users.length,
      companies,
      jobs,
      seekerProfiles: await count(t, sql`select count(*) as n from seeker_profile where user_id in (${u})`),
      messages: await count(
        t,
        sql`select count(*) as n from message where conversation_id in (${conversationIds})`,
      ),
      // Dashboard items about what goes, whoever they are addressed to.
      activityItems: await deleted(
        t,
        sql`delete from activity_event
            where user_id in (${u})
               or ref_id in (select id::text from (${applicationIds}) a)
               or ref_id in (select id::text from (${matchIds}) m)
               or ref_id in (select id::text from (${conversationIds}) cv)
               or ref_id in (select id::text from (${j}) jb)`,
      ),
      conversations: await deleted(t, sql`delete from conversation where id in (${conversationIds})`),
      matches: await deleted(t, sql`delete from match where id in (${matchIds})`),
      applications: await deleted(t, sql`delete from application where id in (${applicationIds})`),
      savedJobs: await deleted(
        t,
        sql`delete from saved_job where seeker_user_id in (${u}) or job_id in (${j})`,
      ),
      swipes:
        (await deleted(t, sql`delete from seeker_swipe where seeker_user_id in (${u}) or job_id in (${j})`)) +
        (await deleted(
          t,
          sql`delete from employer_swipe where company_id in (${c}) or seeker_user_id in (${u})`,
        )),
      favourites: await deleted(
        t,
        sql`delete from favourite_talent where company_id in (${c}) or seeker_user_id in (${u})`,
      ),
      images: 0,
    };
    await t.execute(sql`delete from company_swipes_version where company_id in (${c})`);
    const uploadKeys = (
      await rows<{ key: string }>(t, sql`select key from upload where owner_user_id in (${u})`)
    ).map((r) => r.key);
    removed.images = uploadKeys.length;
    // The accounts: sessions, sign-in methods, profiles, companies, jobs, pictures' rows and the
    // rest of theirs cascade (and the feeds' change log is written by the delete triggers).
    await t.execute(sql`delete from "user" where sample`);
    return { removed, users, uploadKeys };
  });
}

/**
 * Removes the sample world from the installation the database belongs to (see above), and answers
 * what went. Safe to run while servers run on the same database: they see all of it or none.
 */
export async function removeSampleWorld(config: AppConfig, database: Database): Promise<SampleRemoval> {
  const { removed, users, uploadKeys } = await deleteSampleRows(database.db);
  const storage = createImageStorage(config.storage);
  for (const key of uploadKeys) await storage.delete(key);
  if (users.length > 0) {
    // Every process forgets the accounts' cached sessions now rather than after the cache's TTL.
    const bus = config.redis
      ? createRedisEventBus(config.redis.url, config.redis.channel)
      : createEventBus(database);
    try {
      await bus.ready;
      for (const userId of users) await bus.publish({ t: 'sessions-ended', userId });
    } finally {
      await bus.close();
    }
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(
    demoRemovedMarker(config),
    `The sample world (demo data) was removed on ${new Date().toISOString()}; it is not seeded again.\n`,
  );
  return removed;
}

const LABELS: [keyof SampleRemoval, string][] = [
  ['accounts', 'sample accounts'],
  ['companies', 'companies'],
  ['jobs', 'jobs'],
  ['seekerProfiles', 'job seeker profiles'],
  ['conversations', 'conversations'],
  ['messages', 'messages'],
  ['matches', 'matches'],
  ['applications', 'applications'],
  ['savedJobs', 'saved jobs'],
  ['swipes', 'swipes'],
  ['favourites', 'favourites'],
  ['activityItems', 'dashboard activity items'],
  ['images', 'pictures'],
];

/** The counts as the command prints them, one kind a line. */
export function describeRemoval(removed: SampleRemoval): string {
  if (removed.accounts === 0) return 'No sample data found: nothing removed.';
  const width = Math.max(...LABELS.map(([key]) => String(removed[key]).length));
  return [
    'Removed the sample world (demo data):',
    ...LABELS.map(([key, label]) => `  ${String(removed[key]).padStart(width)} ${label}`),
  ].join('\n');
}

/** The operator command (`npm run demo:remove`; see lib/operator-channel.ts for where it runs). */
export const demoRemoveCommand =
  (config: AppConfig): OperatorCommand =>
  async (database) =>
    describeRemoval(await removeSampleWorld(config, database));
