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

/**
 * The jobs feed statement as it was before the in-memory index, verbatim (the reference), with the
 * fair-chance filter (jobs of employers with at least one commitment) added where asked.
 */
function referenceFeed(seekerUserId: string, fairOnly = false) {
  const fair = fairOnly
    ? sql`and exists (select 1 from company fc where fc.id = j.company_id and cardinality(fc.fair_chance) > 0)`
    : sql``;
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
          where j.status = 'active' and not (j.subject_to_dbs_barring and (select barred from me)) ${fair}
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
            and not (j.subject_to_dbs_barring and (select barred from me)) ${fair}
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

type TestApp = Awaited<ReturnType<typeof getTestApp>>['app'];
type Feed = ReturnType<typeof createJobsFeed>;

/** The reference's deck for a seeker: ids, percentages and super_like flags, in order. */
async function expectedDeck(app: TestApp, seekerUserId: string, fairOnly = false) {
  const { rows } = (await app.database.db.execute(referenceFeed(seekerUserId, fairOnly))) as unknown as {
    rows: { id: string; pct: number; super_liked: boolean }[];
  };
  return rows.map((r) => ({ id: r.id, pct: Number(r.pct), superLiked: r.super_liked }));
}

/** The in-memory feed's deck in the same terms, checking its JSON says what its cards say. */
async function actualDeck(feed: Feed, seekerUserId: string, fairOnly = false) {
  const deck = await feed(seekerUserId, { search: { fairChanceOnly: fairOnly } });
  expect(JSON.parse(deck.json)).toEqual({ cards: deck.cards });
  return deck.cards.map((c) => ({ id: c.id, pct: c.skillMatchPercentage, superLiked: c.superLikedYou }));
}

describe('jobs feed ranking in memory', () => {
  it('answers exactly what the SQL ranking answers, for random jobs, seekers, swipes and applications', async () => {
    const { app, database } = await getTestApp();
    const feed = createJobsFeed(feedsRepo(database.db));
    // The same ranking walked in windows of 2, 4, 8, ... ranks, so it stops inside these indexes.
    const windowed = createJobsFeed(feedsRepo(database.db), { firstWindow: 2 });
    for (const seed of [1, 2, 3]) {
      // 80, 120 and 160 jobs: some seekers see fewer than a page of matching jobs, some more.
      const { next, pick } = seededRandom(seed);
      const statements: string[] = [];
      const companies = 4;
      for (let c = 1; c <= companies; c += 1) {
        statements.push(`insert into "user" (id, name, email, role) values ('h${seed}-${c}', 'H', 'h${seed}-${c}@x.test', 'hirer');
          insert into company (id, user_id, company_name, fair_chance) values ('00000000-0000-4000-8000-${String(seed * 100 + c).padStart(12, '0')}', 'h${seed}-${c}', 'Company ${c}', '${c % 2 ? '{ban_the_box}' : '{}'}');`);
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
          for (const fairOnly of [false, true]) {
            const expected = await expectedDeck(app, id, fairOnly);
            const where = `${label}: seed ${seed}, seeker ${id}${fairOnly ? ', fair chance only' : ''}`;
            expect(await actualDeck(feed, id, fairOnly), where).toEqual(expected);
            expect(await actualDeck(windowed, id, fairOnly), `${where}, in windows`).toEqual(expected);
          }
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
    expect(windowed.stats().fullLoads).toBe(1);
  });

  it('stops walking the skill lists once a page is certain, with the same decks', async () => {
    const { app, database } = await getTestApp();
    // Windows of 4, 8, 16, ... ranks, so the walk stops inside this index.
    const feed = createJobsFeed(feedsRepo(database.db), { firstWindow: 4 });
    const { next, pick } = seededRandom(7);
    const company = (c: number) => `00000000-0000-4000-8000-${String(700 + c).padStart(12, '0')}`;
    const job = (n: number) => `00000000-0000-4000-9000-${String(7000 + n).padStart(12, '0')}`;
    const statements: string[] = [];
    // Companies 1, 3, 5 and 6 made a fair-chance commitment, 2 and 4 none.
    for (let c = 1; c <= 6; c += 1) {
      statements.push(`insert into "user" (id, name, email, role) values ('h7-${c}', 'H', 'h7-${c}@x.test', 'hirer');
        insert into company (id, user_id, company_name, fair_chance)
        values ('${company(c)}', 'h7-${c}', 'Company ${c}', '${c === 2 || c === 4 ? '{}' : '{ban_the_box}'}');`);
    }
    const insertJob = (n: number, c: number, skills: string[], minutesAgo: number, dbs = false) =>
      `insert into job (id, company_id, title, status, required_skills, subject_to_dbs_barring, published_at)
       values ('${job(n)}', '${company(c)}', 'Job ${n}', 'active', ${literal(skills)}, ${dbs},
       now() - interval '${minutesAgo} seconds' * 60);`;
    // 160 random jobs, one a minute back from now, a third of them requiring one skill: the random
    // seekers below have a page of 100 % matches within the first hundred or so ranks.
    for (let j = 1; j <= 160; j += 1) {
      const skills = [...SKILLS]
        .sort(() => next() - 0.5)
        .slice(0, next() < 0.35 ? 1 : 2 + Math.floor(next() * 2));
      statements.push(insertJob(j, 1 + (j % 5), skills, j, next() < 0.2));
    }
    // The edge seeker's 100 % matches ('edge_only'), between the random ones: a page of them
    // among the newest (two of them DBS-barred, two excluded: swiped and applied to), three more
    // further back (fair-chance companies), and an old one super-liked (key 201, scored up front);
    // some 50 % matches for noise.
    const EARLY = FEED_PAGE_SIZE;
    for (let k = 0; k < EARLY; k += 1) {
      statements.push(insertJob(200 + k, 1 + (k % 2), ['edge_only'], k + 1.5, k === 1 || k === 3));
    }
    for (const [k, minutes] of [70.5, 110.5, 130.5].entries()) {
      statements.push(insertJob(230 + k, 1, ['edge_only'], minutes));
    }
    statements.push(insertJob(240, 3, ['edge_only'], 100.5));
    for (const [k, minutes] of [8.5, 33.5, 65.5].entries()) {
      statements.push(insertJob(250 + k, 2, ['edge_only', 'plumbing_basic'], minutes));
    }
    // Five old jobs at 99 % for the edge seeker (66 of 67 skills), super-liked: key 199, the
    // nearest below a 100 % match's 200. A stop that counted them would leave out 100 % matches.
    const many = Array.from({ length: 67 }, (_, k) => `x${k + 1}`);
    for (let k = 0; k < 5; k += 1) statements.push(insertJob(300 + k, 6, many, 140.5 + k));
    // The edge seeker and a DBS-barred twin; ten random seekers.
    const edgeSkills = ['edge_only', ...many.slice(0, 66)];
    const seekers = ['edge', 'edge-barred', ...Array.from({ length: 10 }, (_, s) => `r7-${s + 1}`)];
    for (const id of seekers) {
      const skills = id.startsWith('edge')
        ? edgeSkills
        : [...SKILLS].sort(() => next() - 0.5).slice(0, 3 + Math.floor(next() * 3));
      statements.push(`insert into "user" (id, name, email, role) values ('${id}', 'S', '${id}@x.test', 'seeker');
        insert into seeker_profile (user_id, key_skills, last_active_at) values ('${id}', ${literal(skills)}, now());`);
    }
    statements.push(`insert into seeker_disclosure (user_id, on_dbs_barring_list, barred_from_regulated_work)
      values ('edge-barred', true, null), ('r7-1', false, true), ('r7-2', true, false), ('r7-3', false, false);`);
    for (const id of ['edge', 'edge-barred']) {
      statements.push(`insert into seeker_swipe (seeker_user_id, job_id, action) values ('${id}', '${job(200)}', 'pass');
        insert into application (job_id, seeker_user_id) values ('${job(202)}', '${id}');
        insert into employer_swipe (company_id, seeker_user_id, action, context_job_id) values
          ('${company(6)}', '${id}', 'super_like', null),
          ('${company(3)}', '${id}', 'super_like', '${job(240)}'),
          ('${company(4)}', '${id}', 'super_like', null);`);
    }
    // The random seekers: swipes and applications among the newest jobs, super_likes for old ones.
    for (const id of seekers.slice(2)) {
      for (const n of pick(
        Array.from({ length: 30 }, (_, j) => j + 1),
        8,
      )) {
        statements.push(
          next() < 0.7
            ? `insert into seeker_swipe (seeker_user_id, job_id, action) values ('${id}', '${job(n)}', 'like');`
            : `insert into application (job_id, seeker_user_id) values ('${job(n)}', '${id}');`,
        );
      }
      for (let c = 1; c <= 5; c += 1) {
        if (next() < 0.5) {
          const old = 1 + c + 5 * Math.floor(10 + next() * 20); // a job of company c + 1, 50 to 150 minutes old
          statements.push(`insert into employer_swipe (company_id, seeker_user_id, action, context_job_id)
            values ('${company(1 + (old % 5))}', '${id}', 'super_like', ${next() < 0.6 ? `'${job(old)}'` : 'null'});`);
        }
      }
    }
    await database.exec(statements.join('\n'));

    const compare = async (label: string) => {
      for (const id of seekers) {
        for (const fairOnly of [false, true]) {
          const where = `${label}: seeker ${id}${fairOnly ? ', fair chance only' : ''}`;
          expect(await actualDeck(feed, id, fairOnly), where).toEqual(await expectedDeck(app, id, fairOnly));
        }
      }
    };
    await compare('as seeded');
    const seeded = feed.ranking();
    // The walk stopped early for some decks (the edge seekers' among them) and not for others.
    expect(seeded.stoppedEarly).toBeGreaterThan(4);
    expect(seeded.stoppedEarly).toBeLessThan(seeded.decks);
    expect(seeded.walked).toBeLessThan(seeded.listed);
    const edge = await actualDeck(feed, 'edge');
    expect(edge.filter((c) => c.pct === 100)).toHaveLength(FEED_PAGE_SIZE);
    expect(edge[0]).toEqual({ id: job(240), pct: 100, superLiked: true });
    expect(feed.ranking().stoppedEarly).toBe(seeded.stoppedEarly + 1);

    // Changes through the change log: an edge match among the newest archived, one moved far back,
    // one posted with an old publication date (inside the order), a random job becoming one, random
    // jobs posted long ago and one deleted, an unfair company's jobs all changed (renamed).
    await database.exec(`update job set status = 'archived' where id = '${job(204)}'`);
    await database.exec(
      `update job set published_at = now() - interval '150 minutes' where id = '${job(205)}'`,
    );
    await database.exec(insertJob(260, 1, ['edge_only'], 50.5));
    await database.exec(`update job set required_skills = '{edge_only}' where id = '${job(40)}'`);
    for (let j = 1; j <= 10; j += 1) {
      const skills = [...SKILLS].sort(() => next() - 0.5).slice(0, 1 + Math.floor(next() * 2));
      await database.exec(
        insertJob(400 + j, 1 + (j % 5), skills, Math.floor(next() * 150) + 0.25, next() < 0.2),
      );
    }
    await database.exec(`delete from job where id = '${job(12)}'`);
    await database.exec(`update company set company_name = 'Renamed' where id = '${company(2)}'`);
    await compare('after changes');
    const after = feed.ranking();
    expect(after.stoppedEarly - seeded.stoppedEarly).toBeGreaterThan(4);
    expect(after.stoppedEarly - seeded.stoppedEarly).toBeLessThan(after.decks - seeded.decks);
    expect(feed.stats().fullLoads).toBe(1);
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
    expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 1, rebuilds: 0 });

    // Up to date when the log is pruned: the next change still comes from the log.
    await pruneAll();
    await database.exec(post(3));
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 2, rebuilds: 0 });

    // Behind when it is pruned (a change it had not seen is gone): everything is read again.
    await database.exec(post(4));
    await pruneAll();
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4']);
    expect(feed.stats()).toEqual({ fullLoads: 2, catchUps: 2, rebuilds: 0 });

    // The log emptied by TRUNCATE counts as pruned.
    await database.exec(`${post(5)}; truncate feed_change`);
    expect(await titles(feed)).toEqual(['Job 1', 'Job 2', 'Job 3', 'Job 4', 'Job 5']);
    expect(feed.stats()).toEqual({ fullLoads: 3, catchUps: 2, rebuilds: 0 });
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
          expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 1, rebuilds: 0 });
      } finally {
        await other.close();
      }
    },
  );
});
