import fs from 'node:fs';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import {
  activityEvent,
  application,
  company,
  conversation,
  employerSwipe,
  favouriteTalent,
  job,
  match,
  message,
  savedJob,
  seekerProfile,
  seekerSwipe,
  upload,
  user,
} from '../db/schema';
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

/** The database or a transaction of it. */
type Executor = Parameters<typeof rows>[0];

/** Runs a `delete` and answers how many rows it removed. */
async function deleted(db: Executor, query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(
    db,
    sql`with gone as (${query} returning 1) select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}

async function count(db: Executor, query: SQL): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, query);
  return Number(row?.n ?? 0);
}

/** The database part, in one transaction: the counts, and the accounts and files it removed. */
async function deleteSampleRows(db: Db) {
  return db.transaction(async (tx) => {
    const t = tx;
    // The sample rows, locked: no new swipe, application or conversation can point at them now.
    const users = (
      await rows<{ id: string }>(
        t,
        sql`select ${user.id} from ${user} where ${user.sample} order by ${user.id} for update`,
      )
    ).map((r) => r.id);
    const u = sql`select ${user.id} from ${user} where ${user.sample}`;
    const c = sql`select ${company.id} from ${company} where ${company.userId} in (${u})`;
    const j = sql`select ${job.id} from ${job} where ${job.companyId} in (${c})`;
    const companies = await count(
      t,
      sql`select count(*) as n from (select ${company.id} from ${company} where ${company.userId} in (${u}) for update) x`,
    );
    const jobs = await count(
      t,
      sql`select count(*) as n from (select ${job.id} from ${job} where ${job.companyId} in (${c}) for update) x`,
    );

    const conversationIds = sql`select ${conversation.id} from ${conversation}
      where ${conversation.seekerUserId} in (${u}) or ${conversation.companyId} in (${c})`;
    const applicationIds = sql`select ${application.id} from ${application}
      where ${application.seekerUserId} in (${u}) or ${application.jobId} in (${j})`;
    const matchIds = sql`select ${match.id} from ${match} where ${match.seekerUserId} in (${u}) or ${match.companyId} in (${c})`;
    // Counted and deleted in this order (what cascades from a delete is counted before it).
    const removed: SampleRemoval = {
      accounts: users.length,
      companies,
      jobs,
      seekerProfiles: await count(
        t,
        sql`select count(*) as n from ${seekerProfile} where ${seekerProfile.userId} in (${u})`,
      ),
      messages: await count(
        t,
        sql`select count(*) as n from ${message} where ${message.conversationId} in (${conversationIds})`,
      ),
      // Dashboard items about what goes, whoever they are addressed to.
      activityItems: await deleted(
        t,
        sql`delete from ${activityEvent}
            where ${activityEvent.userId} in (${u})
               or ${activityEvent.refId} in (select id::text from (${applicationIds}) a)
               or ${activityEvent.refId} in (select id::text from (${matchIds}) m)
               or ${activityEvent.refId} in (select id::text from (${conversationIds}) cv)
               or ${activityEvent.refId} in (select id::text from (${j}) jb)`,
      ),
      conversations: await deleted(
        t,
        sql`delete from ${conversation} where ${conversation.id} in (${conversationIds})`,
      ),
      matches: await deleted(t, sql`delete from ${match} where ${match.id} in (${matchIds})`),
      applications: await deleted(
        t,
        sql`delete from ${application} where ${application.id} in (${applicationIds})`,
      ),
      savedJobs: await deleted(
        t,
        sql`delete from ${savedJob} where ${savedJob.seekerUserId} in (${u}) or ${savedJob.jobId} in (${j})`,
      ),
      swipes:
        (await deleted(
          t,
          sql`delete from ${seekerSwipe} where ${seekerSwipe.seekerUserId} in (${u}) or ${seekerSwipe.jobId} in (${j})`,
        )) +
        (await deleted(
          t,
          sql`delete from ${employerSwipe} where ${employerSwipe.companyId} in (${c}) or ${employerSwipe.seekerUserId} in (${u})`,
        )),
      favourites: await deleted(
        t,
        sql`delete from ${favouriteTalent} where ${favouriteTalent.companyId} in (${c}) or ${favouriteTalent.seekerUserId} in (${u})`,
      ),
      images: 0,
    };
    // company_swipes_version (drizzle/0006) is not in the schema.
    await t.execute(sql`delete from company_swipes_version where company_id in (${c})`);
    const uploadKeys = (
      await rows<{ key: string }>(
        t,
        sql`select ${upload.key} from ${upload} where ${upload.ownerUserId} in (${u})`,
      )
    ).map((r) => r.key);
    removed.images = uploadKeys.length;
    // The accounts: sessions, sign-in methods, profiles, companies, jobs, pictures' rows and the
    // rest of theirs cascade (and the feeds' change log is written by the delete triggers).
    await t.execute(sql`delete from ${user} where ${user.sample}`);
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
