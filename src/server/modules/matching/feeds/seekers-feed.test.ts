import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTestApp } from '../../../test/app';
import { createSeekersFeed } from './seekers-feed';
import { feedsRepo } from './feeds.repo';
import { seededRandom } from '../../../test/seeded-random';
import { FEED_PAGE_SIZE } from '@shared/contracts/matching';
import { toSeekerCard } from './cards';
import { skillName } from '@shared/skills/catalogue';
import { distinctSkillLists, skillsInCommonWithBestJob } from '@shared/rules/why-shown';
import type { SeekerCardRow } from './feeds.repo';

/**
 * The in-memory seekers feed against the SQL ranking it replaced, on random data: same cards, same
 * order, same percentages and super_like flags, for every company, with and without a job as
 * context, before and after seekers' "last active" touches. Last activity times are distinct, so
 * the SQL order has no ties to break.
 */

/** The reference's page size, written into its text like the literal it had. */
const PAGE = sql.raw(String(FEED_PAGE_SIZE));

const SKILLS = ['cscs_labourer', 'bricklaying', 'teamwork', 'hgv_class1', 'plumbing_basic', 'food_hygiene'];

/** The seekers feed statement as it was before the in-memory index, verbatim (the reference). */
function referenceFeed(companyId: string, contextJobId: string | null) {
  const ctx = contextJobId ? sql`and j.id = ${contextJobId}::uuid` : sql``;
  return sql`
        with jobs as (
          select j.id, j.required_skills, cardinality(j.required_skills) as n
          from job j where j.company_id = ${companyId} and j.status = 'active' ${ctx}
        ),
        skilled_jobs as (select * from jobs where n > 0),
        supers as (
          select distinct js.seeker_user_id from seeker_swipe js join jobs on jobs.id = js.job_id
          where js.action = 'super_like'
        ),
        full_tier as (
          select distinct sp.user_id, sp.last_active_at
          from skilled_jobs jb
          join seeker_profile sp on sp.key_skills @> jb.required_skills
          where sp.setup_completed_at is not null and sp.availability_status = 'actively_looking'
            and not exists (select 1 from employer_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
        ),
        full_ranked as (
          select f.user_id, 100 as pct, (f.user_id in (select seeker_user_id from supers)) as super_liked, f.last_active_at
          from full_tier f
          order by super_liked desc, f.last_active_at desc
          limit ${PAGE}
        ),
        enough as (select count(*) >= ${PAGE} as yes from full_tier),
        partial_hits as (
          select sp.user_id, max(round(100.0 * h.matched / h.n))::int as pct
          from (
            select sp.user_id, jb.id, jb.n, count(*) as matched
            from skilled_jobs jb
            cross join lateral unnest(jb.required_skills) as r(skill)
            join seeker_profile sp on sp.key_skills @> array[r.skill]
            where not (select yes from enough)
            group by sp.user_id, jb.id, jb.n
          ) h
          join seeker_profile sp on sp.user_id = h.user_id
          where sp.setup_completed_at is not null and sp.availability_status = 'actively_looking'
            and not exists (select 1 from employer_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
          group by sp.user_id
        ),
        partial_ranked as (
          select p.user_id, p.pct, (p.user_id in (select seeker_user_id from supers)) as super_liked, sp.last_active_at
          from partial_hits p join seeker_profile sp on sp.user_id = p.user_id
          order by p.pct desc, super_liked desc, sp.last_active_at desc
          limit ${PAGE}
        ),
        scored as (
          select * from full_ranked where (select yes from enough)
          union all
          select * from partial_ranked where not (select yes from enough)
        ),
        unmatched as (
          select sp.user_id, 0 as pct, (sp.user_id in (select seeker_user_id from supers)) as super_liked, sp.last_active_at
          from seeker_profile sp
          where (select count(*) from scored) < ${PAGE}
            and sp.availability_status = 'actively_looking' and sp.setup_completed_at is not null
            and not (sp.key_skills && coalesce((select array_agg(distinct s) from skilled_jobs, unnest(required_skills) s), '{}'::text[]))
            and not exists (select 1 from employer_swipe ss where ss.company_id = ${companyId} and ss.seeker_user_id = sp.user_id)
          order by super_liked desc, sp.last_active_at desc
          limit ${PAGE}
        ),
        ranked as (
          select * from scored
          union all
          select * from unmatched
          order by pct desc, super_liked desc, last_active_at desc
          limit ${PAGE}
        )
        select sp.user_id, sp.first_name, sp.last_name, sp.job_title, sp.headline, sp.location_city,
               sp.location_country, sp.profile_image_url, sp.key_skills, r.pct, r.super_liked,
               coalesce((select u.sample from "user" u where u.id = sp.user_id), false) as sample
        from ranked r join seeker_profile sp on sp.user_id = r.user_id
        order by r.pct desc, r.super_liked desc, r.last_active_at desc`;
}

const literal = (list: string[]) => `ARRAY[${list.map((x) => `'${x}'`).join(',')}]::text[]`;

/** Now and then a skill listed twice (a card shows the list as the profile holds it). */
const twice = (skills: string[], next: () => number) =>
  skills.length > 0 && next() < 0.1 ? [...skills, skills[0]!] : skills;

/** The other card fields, from few values each (the index holds one string per value), null at times. */
const CARD_COLUMNS = 'last_name, job_title, headline, location_city, location_country, profile_image_url';
function cardValues(next: () => number) {
  const one = (values: string[]) => {
    const r = next();
    return r < 0.15 ? 'null' : `'${values[Math.floor(r * values.length)]}'`;
  };
  return [
    one(['Khan', 'Smith', 'Jones']),
    one(['Labourer', 'Porter']),
    one(['Keen to learn', 'Reliable']),
    one(['Leeds', 'Cardiff', 'Glasgow']),
    one(['United Kingdom']),
    one(['/photos/a.png', '/photos/b.png']),
  ].join(', ');
}
const uuid = (group: number, n: number) => `00000000-0000-4000-${group}000-${String(n).padStart(12, '0')}`;

describe('seekers feed ranking in memory', () => {
  it('answers exactly what the SQL ranking answers, for random seekers, jobs, swipes and touches', async () => {
    const { app, database } = await getTestApp();
    const feed = createSeekersFeed(feedsRepo(database.db));
    // The same with the touched list merged back into index order in memory past 3 seekers, so
    // after nearly every change (compactSeekersIndex), and the cards of only 5 seekers kept.
    const compacting = createSeekersFeed(feedsRepo(database.db), { maxTouched: 3, maxCards: 5 });
    for (const seed of [1, 2, 3]) {
      const { next, pick } = seededRandom(seed);
      const statements: string[] = [];
      const companies = 3;
      const jobsOf: string[][] = [];
      for (let c = 1; c <= companies; c += 1) {
        const company = uuid(8, seed * 100 + c);
        statements.push(`insert into "user" (id, name, email, role) values ('h${seed}-${c}', 'H', 'h${seed}-${c}@x.test', 'hirer');
          insert into company (id, user_id, company_name) values ('${company}', 'h${seed}-${c}', 'Company ${c}');`);
        jobsOf.push([]);
        for (let j = 1; j <= 2 + Math.floor(next() * 6); j += 1) {
          const id = uuid(9, seed * 1000 + c * 50 + j);
          jobsOf[c - 1]!.push(id);
          const status = next() < 0.8 ? 'active' : 'archived';
          statements.push(`insert into job (id, company_id, title, status, required_skills, published_at)
            values ('${id}', '${company}', 'Job ${j}', '${status}', ${literal(pick(SKILLS, 3))}, now());`);
        }
      }
      const seekers: string[] = [];
      const count = 40 + seed * 30; // 70, 100 and 130 seekers: fewer and more than a page at 100 %
      for (let s = 1; s <= count; s += 1) {
        const id = `s${seed}-${s}`;
        seekers.push(id);
        statements.push(`insert into "user" (id, name, email, role) values ('${id}', 'S', '${id}@x.test', 'seeker');
          insert into seeker_profile (user_id, first_name, key_skills, availability_status, setup_completed_at, last_active_at,
            ${CARD_COLUMNS})
          values ('${id}', 'Seeker ${s}', ${literal(twice(pick(SKILLS, 4), next))},
            '${next() < 0.15 ? 'not_looking' : 'actively_looking'}', ${next() < 0.1 ? 'null' : 'now()'},
            now() - interval '${s * 13 + Math.floor(next() * 7)} minutes', ${cardValues(next)});`);
        for (let c = 1; c <= companies; c += 1) {
          if (next() < 0.25) {
            statements.push(`insert into employer_swipe (company_id, seeker_user_id, action)
              values ('${uuid(8, seed * 100 + c)}', '${id}', '${next() < 0.5 ? 'like' : 'pass'}');`);
          }
          for (const job of jobsOf[c - 1]!) {
            const r = next();
            if (r < 0.15) {
              statements.push(`insert into seeker_swipe (seeker_user_id, job_id, action)
                values ('${id}', '${job}', '${r < 0.08 ? 'super_like' : 'like'}');`);
            }
          }
        }
      }
      await database.exec(statements.join('\n'));

      const activeJobSkills = async (companyId: string, context: string | null) =>
        (
          (await database.db.execute(
            sql`select required_skills from job where company_id = ${companyId} and status = 'active'
                and (${context}::uuid is null or id = ${context}::uuid) order by id`,
          )) as unknown as { rows: { required_skills: string[] }[] }
        ).rows.map((r) => r.required_skills);
      const compare = async (label: string) => {
        for (let c = 1; c <= companies; c += 1) {
          for (const context of [null, jobsOf[c - 1]![0]!]) {
            const rows = (
              (await app.database.db.execute(referenceFeed(uuid(8, seed * 100 + c), context))) as unknown as {
                rows: (SeekerCardRow & { pct: number; super_liked: boolean })[];
              }
            ).rows;
            const expected = rows.map((r) => ({
              id: r.user_id,
              pct: Number(r.pct),
              superLiked: r.super_liked,
            }));
            const deck = await feed(`h${seed}-${c}`, context);
            expect(JSON.parse(deck!.json)).toEqual({ cards: deck!.cards });
            expect(
              await compacting(`h${seed}-${c}`, context),
              `${label} (compacting): seed ${seed}, company ${c}`,
            ).toEqual(deck);
            const actual = deck!.cards.map((card) => ({
              id: card.id,
              pct: card.skillMatchPercentage,
              superLiked: card.superLikedYou,
            }));
            expect(actual, `${label}: seed ${seed}, company ${c}, context ${context}`).toEqual(expected);
            // The whole cards too: names, places and skills as the profiles hold them now, and the
            // skills shared with the job ranked against (these jobs have no town).
            const jobSkills = await activeJobSkills(uuid(8, seed * 100 + c), context);
            expect(deck!.cards, `${label} (cards): seed ${seed}, company ${c}, context ${context}`).toEqual(
              rows.map(({ pct, super_liked, ...row }) => ({
                ...toSeekerCard(row),
                skillMatchPercentage: Number(pct),
                superLikedYou: super_liked,
                inCommon: skillsInCommonWithBestJob(row.key_skills, distinctSkillLists(jobSkills)).map(
                  skillName,
                ),
                nearYou: false,
              })),
            );
          }
        }
      };
      await compare('as seeded');
      // Touches (one statement each, as the jobs feed makes them) reorder without a reload. Apart
      // by a few milliseconds, as PGlite's clock counts milliseconds and ties have no set order.
      for (const id of pick(seekers, 12)) {
        await database.exec(`update seeker_profile set last_active_at = now() where user_id = '${id}'`);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await compare('after touches');

      // Profile changes come through the change log, applied in place (no full load): new skills,
      // leaving or rejoining the deck, a new name, a profile deleted, and new seekers.
      for (const id of pick(seekers, 20)) {
        const r = next();
        const change =
          r < 0.4
            ? `key_skills = ${literal(twice(pick(SKILLS, 4), next))}`
            : r < 0.55
              ? `availability_status = '${next() < 0.5 ? 'not_looking' : 'actively_looking'}'`
              : r < 0.7
                ? `setup_completed_at = ${next() < 0.5 ? 'null' : 'now()'}`
                : r < 0.85
                  ? `first_name = 'Renamed ${id}', (${CARD_COLUMNS}) = (${cardValues(next)})`
                  : null;
        await database.exec(
          change
            ? `update seeker_profile set ${change} where user_id = '${id}'`
            : `delete from seeker_profile where user_id = '${id}'`,
        );
      }
      for (let s = count + 1; s <= count + 10; s += 1) {
        const id = `s${seed}-${s}`;
        seekers.push(id);
        await database.exec(`insert into "user" (id, name, email, role) values ('${id}', 'S', '${id}@x.test', 'seeker');
          insert into seeker_profile (user_id, first_name, key_skills, availability_status, setup_completed_at, last_active_at,
            ${CARD_COLUMNS})
          values ('${id}', 'Seeker ${s}', ${literal(pick(SKILLS, 4))}, 'actively_looking', now(),
            now() - interval '${s * 13 + Math.floor(next() * 7)} minutes', ${cardValues(next)});`);
      }
      await compare('after profile changes');
      for (const id of pick(seekers, 8)) {
        await database.exec(`update seeker_profile set last_active_at = now() where user_id = '${id}'`);
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
      await compare('after profile changes and touches');

      // Requests arriving together share one statement: each still gets its own deck.
      const keys = [1, 2, 3].flatMap((c) => [
        [`h${seed}-${c}`, null] as const,
        [`h${seed}-${c}`, jobsOf[c - 1]![0]!] as const,
      ]);
      const together = await Promise.all(keys.map(([hirer, context]) => feed(hirer, context)));
      for (const [k, [hirer, context]] of keys.entries()) {
        expect(together[k], `together: ${hirer}, ${context}`).toEqual(await feed(hirer, context));
      }
    }
    // Loaded once, when the first deck was asked for; every change since came from the log.
    expect(feed.stats().fullLoads).toBe(1);
    expect(feed.stats().catchUps).toBeGreaterThan(3);
    expect(feed.stats().rebuilds).toBe(0);
    expect(compacting.stats().fullLoads).toBe(1);
    expect(compacting.stats().rebuilds).toBeGreaterThan(3);
  });

  /** Employer h1 (company `company`) with one active job needing teamwork. */
  const hirerWithPorterJob = (
    company: string,
  ) => `insert into "user" (id, name, email, role) values ('h1', 'H', 'h1@x.test', 'hirer');
      insert into company (id, user_id, company_name) values ('${company}', 'h1', 'Acme');
      insert into job (id, company_id, title, status, required_skills, published_at)
        values ('${uuid(9, 1)}', '${company}', 'Porter', 'active', '{teamwork}', now());`;

  it('sees swipes made, undone and wiped behind its back, though it holds each swiped list', async () => {
    const { database } = await getTestApp();
    const feed = createSeekersFeed(feedsRepo(database.db));
    const company = uuid(8, 1);
    await database.exec(`${hirerWithPorterJob(company)}
      insert into "user" (id, name, email, role) values ('s1', 'S', 's1@x.test', 'seeker'), ('s2', 'S', 's2@x.test', 'seeker');
      insert into seeker_profile (user_id, first_name, key_skills, availability_status, setup_completed_at, last_active_at)
        values ('s1', 'One', '{teamwork}', 'actively_looking', now(), now()),
               ('s2', 'Two', '{teamwork}', 'actively_looking', now(), now() - interval '1 minute');`);
    const deck = async () => (await feed('h1', null))!.cards.map((c) => c.id);
    expect(await deck()).toEqual(['s1', 's2']);
    await database.exec(
      `insert into employer_swipe (company_id, seeker_user_id, action) values ('${company}', 's1', 'pass')`,
    );
    expect(await deck()).toEqual(['s2']);
    expect(await deck()).toEqual(['s2']); // the held list, unchanged
    await database.exec(
      `insert into employer_swipe (company_id, seeker_user_id, action) values ('${company}', 's2', 'like')`,
    );
    expect(await deck()).toEqual([]);
    await database.exec(`delete from employer_swipe where seeker_user_id = 's1'`);
    expect(await deck()).toEqual(['s1']);
    await database.exec(`truncate employer_swipe`);
    expect(await deck()).toEqual(['s1', 's2']);
  });

  it('follows, in the swiped lists it holds, seekers who move and seekers who come back', async () => {
    const { database } = await getTestApp();
    const feed = createSeekersFeed(feedsRepo(database.db));
    const company = uuid(8, 1);
    await database.exec(`${hirerWithPorterJob(company)}
      insert into "user" (id, name, email, role)
        select id, 'S', id || '@x.test', 'seeker' from unnest(array['s1', 's10', 'xs1', 's2', 's3']) id;
      insert into seeker_profile (user_id, first_name, key_skills, availability_status, setup_completed_at, last_active_at)
        values ('s1', 'One', '{teamwork}', 'not_looking', now(), now()),
               ('s10', 'Ten', '{teamwork}', 'actively_looking', now(), now() - interval '1 minute'),
               ('xs1', 'X', '{teamwork}', 'actively_looking', now(), now() - interval '2 minutes'),
               ('s2', 'Two', '{teamwork}', 'not_looking', now(), now() - interval '3 minutes'),
               ('s3', 'Three', '{teamwork}', 'actively_looking', now(), now() - interval '4 minutes');
      insert into employer_swipe (company_id, seeker_user_id, action)
        values ('${company}', 's10', 'pass'), ('${company}', 'xs1', 'pass'), ('${company}', 's2', 'like');`);
    const deck = async () => (await feed('h1', null))!.cards.map((c) => c.id);
    expect(await deck()).toEqual(['s3']);
    // s1 comes into the deck (not swiped, though its id is inside s10's and xs1's, both swiped);
    // s2, swiped, comes back; s10, swiped, edits their profile (and so takes a new place).
    await database.exec(`update seeker_profile set availability_status = 'actively_looking' where user_id in ('s1', 's2');
      update seeker_profile set headline = 'Moved' where user_id = 's10';`);
    expect(await deck()).toEqual(['s1', 's3']);
    expect(feed.stats()).toEqual({ fullLoads: 1, catchUps: 1, rebuilds: 0 });
  });

  it('has no deck for an employer without a company', async () => {
    const { database } = await getTestApp();
    await database.exec(
      `insert into "user" (id, name, email, role) values ('h0', 'H', 'h0@x.test', 'hirer')`,
    );
    const feed = createSeekersFeed(feedsRepo(database.db));
    expect(await feed('h0', null)).toBeNull();
    expect(await Promise.all([feed('h0', null), feed('nobody', null)])).toEqual([null, null]);
  });
});
