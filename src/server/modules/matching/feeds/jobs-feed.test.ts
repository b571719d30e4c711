import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTestApp } from '../../../test/app';
import { createJobsFeed } from './jobs-feed';
import { createSeekersFeed } from './seekers-feed';
import { openDatabase } from '../../../db/client';
import { feedsRepo } from './feeds.repo';
import { seededRandom } from '../../../test/seeded-random';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';

/**
 * The in-memory jobs feed against the SQL ranking it replaced, on random data: same cards, same
 * order, same percentages and super_like flags, for every seeker. Published times are distinct, so
 * the SQL order has no ties to break.
 */

/** The reference's page size, written into its text like the literal it had. */
const PAGE = sql.raw(String(FEED_PAGE_SIZE));

const SKILLS = ['cscs_labourer', 'bricklaying', 'teamwork', 'hgv_class1', 'plumbing_basic', 'food_hygiene'];

/** The jobs feed statement as it was before the in-memory index, verbatim (the reference). */
function referenceFeed(seekerUserId: string) {
  return sql`
        with me as (
          select coalesce(sp.key_skills, '{}'::text[]) as skills,
                 coalesce(sd.on_dbs_barring_list, false) or coalesce(sd.barred_from_regulated_work, false) as barred
          from (select 1) as one
          left join seeker_profile sp on sp.user_id = ${seekerUserId}
          left join seeker_disclosure sd on sd.user_id = ${seekerUserId}
        ),
        supers as (
          select company_id, context_job_id from employer_swipe
          where seeker_user_id = ${seekerUserId} and action = 'super_like'
        ),
        hits as (
          select j.id, j.company_id, j.published_at,
                 round(100.0 * count(*) / cardinality(j.required_skills))::int as pct
          from (select distinct unnest(skills) as skill from me) s
          join job j on j.required_skills @> array[s.skill]
          where j.status = 'active' and not (j.subject_to_dbs_barring and (select barred from me))
          group by j.id
        ),
        scored as (
          select h.id, h.pct, (x.company_id is not null) as super_liked, h.published_at
          from hits h
          left join supers x on x.company_id = h.company_id and (x.context_job_id is null or x.context_job_id = h.id)
          where not exists (select 1 from seeker_swipe js where js.seeker_user_id = ${seekerUserId} and js.job_id = h.id)
            and not exists (select 1 from application a where a.seeker_user_id = ${seekerUserId} and a.job_id = h.id)
          order by h.pct desc, super_liked desc, h.published_at desc nulls last
          limit ${PAGE}
        ),
        unmatched as (
          select j.id, 0 as pct,
                 exists (select 1 from supers x where x.company_id = j.company_id
                         and (x.context_job_id is null or x.context_job_id = j.id)) as super_liked,
                 j.published_at
          from job j
          where j.status = 'active'
            and (select count(*) from scored) < ${PAGE}
            and not (j.required_skills && (select skills from me))
            and not exists (select 1 from seeker_swipe js where js.seeker_user_id = ${seekerUserId} and js.job_id = j.id)
            and not exists (select 1 from application a where a.seeker_user_id = ${seekerUserId} and a.job_id = j.id)
            and not (j.subject_to_dbs_barring and (select barred from me))
          order by super_liked desc, j.published_at desc nulls last
          limit ${PAGE}
        ),
        ranked as (
          select * from scored
          union all
          select * from unmatched
          order by pct desc, super_liked desc, published_at desc nulls last
          limit ${PAGE}
        )
        select j.id, j.title, c.company_name, c.logo_url, j.location_city, j.location_country,
               j.employment_type, j.salary_min, j.salary_max, j.required_skills, r.pct, r.super_liked
        from ranked r
        join job j on j.id = r.id
        join company c on c.id = j.company_id
        order by r.pct desc, r.super_liked desc, r.published_at desc nulls last`;
}

const literal = (list: string[]) => `ARRAY[${list.map((x) => `'${x}'`).join(',')}]::text[]`;

describe('jobs feed ranking in memory', () => {
  it('answers exactly what the SQL ranking answers, for random jobs, seekers, swipes and applications', async () => {
    const { app, database } = await getTestApp();
    const feed = createJobsFeed(feedsRepo(database.db));
    for (const seed of [1, 2, 3]) {
      // 80, 120 and 160 jobs: some seekers see fewer than a page of matching jobs, some more.
      const { next, pick } = seededRandom(seed);
      const statements: string[] = [];
      const companies = 4;
      for (let c = 1; c <= companies; c += 1) {
        statements.push(`insert into "user" (id, name, email, role) values ('h${seed}-${c}', 'H', 'h${seed}-${c}@x.test', 'hirer');
          insert into company (id, user_id, company_name) values ('00000000-0000-4000-8000-${String(seed * 100 + c).padStart(12, '0')}', 'h${seed}-${c}', 'Company ${c}');`);
      }
      const jobIds: string[] = [];
      for (let j = 1; j <= 40 + seed * 40; j += 1) {
        const id = `00000000-0000-4000-9000-${String(seed * 1000 + j).padStart(12, '0')}`;
        jobIds.push(id);
        const company = `00000000-0000-4000-8000-${String(seed * 100 + 1 + (j % companies)).padStart(12, '0')}`;
        const status = next() < 0.8 ? 'active' : next() < 0.5 ? 'draft' : 'archived';
        statements.push(`insert into job (id, company_id, title, status, required_skills, subject_to_dbs_barring, published_at)
          values ('${id}', '${company}', 'Job ${j}', '${status}', ${literal(pick(SKILLS, 4))}, ${next() < 0.2},
          now() - interval '${j * 7 + Math.floor(next() * 5)} minutes');`);
      }
      for (let s = 1; s <= 12; s += 1) {
        const id = `s${seed}-${s}`;
        statements.push(
          `insert into "user" (id, name, email, role) values ('${id}', 'S', '${id}@x.test', 'seeker');`,
        );
        if (next() < 0.9) {
          statements.push(
            `insert into seeker_profile (user_id, key_skills, last_active_at) values ('${id}', ${literal(pick(SKILLS, 5))}, now());`,
          );
        }
        if (next() < 0.5) {
          statements.push(`insert into seeker_disclosure (user_id, on_dbs_barring_list, barred_from_regulated_work)
            values ('${id}', ${next() < 0.3}, ${next() < 0.3 ? 'true' : next() < 0.5 ? 'false' : 'null'});`);
        }
        for (const job of pick(jobIds, 25)) {
          const r = next();
          if (r < 0.6) {
            statements.push(
              `insert into seeker_swipe (seeker_user_id, job_id, action) values ('${id}', '${job}', '${next() < 0.5 ? 'like' : 'pass'}');`,
            );
          } else if (r < 0.8) {
            statements.push(
              `insert into application (job_id, seeker_user_id) values ('${job}', '${id}') on conflict do nothing;`,
            );
          }
        }
        for (let c = 1; c <= companies; c += 1) {
          if (next() < 0.4) {
            const context = next() < 0.5 ? 'null' : `'${jobIds[Math.floor(next() * jobIds.length)]}'`;
            statements.push(`insert into employer_swipe (company_id, seeker_user_id, action, context_job_id)
              values ('00000000-0000-4000-8000-${String(seed * 100 + c).padStart(12, '0')}', '${id}', '${next() < 0.6 ? 'super_like' : 'like'}', ${context});`);
          }
        }
      }
      await database.exec(statements.join('\n'));

      const ids = Array.from({ length: 12 }, (_, s) => `s${seed}-${s + 1}`);
      // Requests arriving together share one statement: each still gets its own deck.
      const together = await Promise.all(ids.map((id) => feed(id)));
      for (const [s, id] of ids.entries()) expect(together[s], `together, ${id}`).toEqual(await feed(id));

      const compare = async (label: string) => {
        for (let s = 1; s <= 12; s += 1) {
          const id = `s${seed}-${s}`;
          const expected = (
            (await app.database.db.execute(referenceFeed(id))) as unknown as {
              rows: { id: string; pct: number; super_liked: boolean }[];
            }
          ).rows.map((r) => ({ id: r.id, pct: Number(r.pct), superLiked: r.super_liked }));
          const deck = await feed(id);
          // The response's JSON, made from each card's JSON, says what the cards say.
          expect(JSON.parse(deck.json)).toEqual({ cards: deck.cards });
          const actual = deck.cards.map((c) => ({
            id: c.id,
            pct: c.skillMatchPercentage,
            superLiked: c.superLikedYou,
          }));
          expect(actual, `${label}: seed ${seed}, seeker ${id}`).toEqual(expected);
        }
      };
      await compare('as seeded');

      // Changes come through the change log, applied in place (no full load): jobs posted (some
      // published long ago, so they land inside the order), edited, closed, reopened and deleted,
      // and a company renamed.
      let n = 0;
      for (const id of pick(jobIds, 30)) {
        const r = next();
        const change =
          r < 0.3
            ? `required_skills = ${literal(pick(SKILLS, 4))}`
            : r < 0.5
              ? `status = 'archived'`
              : r < 0.7
                ? `status = 'active'`
                : r < 0.85
                  ? `subject_to_dbs_barring = ${next() < 0.5}`
                  : `title = 'Edited'`;
        await database.exec(`update job set ${change} where id = '${id}'`);
      }
      for (let j = 1; j <= 12; j += 1) {
        const id = `00000000-0000-4000-9000-${String(seed * 1000 + 500 + j).padStart(12, '0')}`;
        const company = `00000000-0000-4000-8000-${String(seed * 100 + 1 + (j % companies)).padStart(12, '0')}`;
        n += 1;
        await database.exec(`insert into job (id, company_id, title, status, required_skills, subject_to_dbs_barring, published_at)
          values ('${id}', '${company}', 'New ${j}', 'active', ${literal(pick(SKILLS, 4))}, ${next() < 0.2},
          now() - interval '${Math.floor(next() * 300) * 7 + 5} minutes ${n} seconds');`);
        if (j % 4 === 0) await database.exec(`delete from job where id = '${id}'`);
      }
      await database.exec(
        `update company set company_name = 'Renamed' where id = '00000000-0000-4000-8000-${String(seed * 100 + 2).padStart(12, '0')}'`,
      );
      await compare('after changes');
    }
    // Loaded once, when the first deck was asked for; every change since came from the log.
    expect(feed.stats().fullLoads).toBe(1);
    expect(feed.stats().catchUps).toBeGreaterThan(3);
  });

  it('sees a job posted or archived straight away', async () => {
    const { database } = await getTestApp();
    const feed = createJobsFeed(feedsRepo(database.db));
    await database.exec(`insert into "user" (id, name, email, role) values ('h1', 'H', 'h1@x.test', 'hirer'), ('s1', 'S', 's1@x.test', 'seeker');
      insert into company (id, user_id, company_name) values ('00000000-0000-4000-8000-000000000001', 'h1', 'Acme');
      insert into seeker_profile (user_id, key_skills) values ('s1', '{teamwork}');`);
    expect((await feed('s1')).cards).toEqual([]);
    await database.exec(`insert into job (id, company_id, title, status, required_skills, published_at)
      values ('00000000-0000-4000-9000-000000000001', '00000000-0000-4000-8000-000000000001', 'Porter', 'active', '{teamwork}', now())`);
    expect((await feed('s1')).cards.map((c) => [c.titleText, c.subtitleText])).toEqual([['Porter', 'Acme']]);
    await database.exec(`update company set company_name = 'Acme Ltd'`);
    expect((await feed('s1')).cards.map((c) => c.subtitleText)).toEqual(['Acme Ltd']);
    await database.exec(`update job set status = 'archived'`);
    expect((await feed('s1')).cards).toEqual([]);
  });
});

describe('jobs feed change log', () => {
  const company = '00000000-0000-4000-8000-000000000001';
  const job = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
  const post = (n: number) =>
    `insert into job (id, company_id, title, status, required_skills, published_at)
     values ('${job(n)}', '${company}', 'Job ${n}', 'active', '{teamwork}', now() - interval '${n} minutes')`;
  const titles = async (feed: ReturnType<typeof createJobsFeed>) =>
    (await feed('s1')).cards.map((c) => c.titleText).sort();

  it('reads everything again only when the log was pruned past what the process has seen', async () => {
    const { database } = await getTestApp();
    const repo = feedsRepo(database.db);
    // Prunes every row written before now (PGlite's clock counts milliseconds: one later).
    const pruneAll = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      await repo.pruneChangeLog(0);
    };
    const feed = createJobsFeed(repo);
    await database.exec(`insert into "user" (id, name, email, role) values ('h1', 'H', 'h1@x.test', 'hirer'), ('s1', 'S', 's1@x.test', 'seeker');
      insert into company (id, user_id, company_name) values ('${company}', 'h1', 'Acme');
      insert into seeker_profile (user_id, key_skills) values ('s1', '{teamwork}');
      ${post(1)};`);
    expect(await titles(feed)).toEqual(['Job 1']);
    await database.exec(post(2));
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2']);
    expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 1 });

    // Up to date when the log is pruned: the next change still comes from the log.
    await pruneAll();
    await database.exec(post(3));
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 2 });

    // Behind when it is pruned (a change it had not seen is gone): everything is read again.
    await database.exec(post(4));
    await pruneAll();
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4']);
    expect(feed.stats()).toEqual({ fullLoads: 2, catchUps: 2 });

    // The log emptied by TRUNCATE counts as pruned.
    await database.exec(`${post(5)}; truncate feed_change`);
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    expect(feed.stats()).toEqual({ fullLoads: 3, catchUps: 2 });
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps two processes up to date from the same log (PostgreSQL)',
    async () => {
      const { database } = await getTestApp();
      // A second process: its own connections and its own indexes.
      const other = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
      try {
        const feeds = [createJobsFeed(feedsRepo(database.db)), createJobsFeed(feedsRepo(other.db))];
        const seekers = [createSeekersFeed(feedsRepo(database.db)), createSeekersFeed(feedsRepo(other.db))];
        await database.exec(`insert into "user" (id, name, email, role) values ('h1', 'H', 'h1@x.test', 'hirer'), ('s1', 'S', 's1@x.test', 'seeker');
          insert into company (id, user_id, company_name) values ('${company}', 'h1', 'Acme');
          insert into seeker_profile (user_id, first_name, key_skills, setup_completed_at) values ('s1', 'Sam', '{teamwork}', now());
          ${post(1)};`);
        for (const feed of feeds) expect(await titles(feed)).toEqual(['Job 1']);
        const names = async (feed: (typeof seekers)[number]) =>
          (await feed('h1', null))!.cards.map((c) => [c.titleText, c.skillMatchPercentage]);
        for (const feed of seekers) expect(await names(feed)).toEqual([['Sam', 100]]);

        // A job posted through one process, a profile edited through the other.
        await database.exec(post(2));
        await other.exec(
          `update seeker_profile set first_name = 'Samira', key_skills = '{bricklaying}' where user_id = 's1'`,
        );
        for (const feed of feeds) expect(await titles(feed)).toEqual(['Job 1', 'Job 2']);
        for (const feed of seekers) expect(await names(feed)).toEqual([['Samira', 0]]);
        for (const feed of [...feeds, ...seekers])
          expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 1 });
      } finally {
        await other.close();
      }
    },
  );
});
