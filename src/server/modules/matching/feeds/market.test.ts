import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../../test/app';
import { createJobsFeed } from './jobs-feed';
import { createSeekersFeed } from './seekers-feed';
import { feedsRepo } from './feeds.repo';
import { createMarket, type Market } from './market';

/**
 * Congestion-aware ranking through the real feeds (docs/decisions/0014): the market is solved from
 * the two indexes, and each deck reorders its skill ranking. Every seeker has skill A; only one has
 * B. Jobs 1–3 need A (everyone fits them), job 4 needs B (one seeker fits it); job 5, of another
 * company, needs A and C, which the busy seekers have.
 */
const job = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const COMPANY = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

async function seed() {
  const { database } = await getTestApp();
  const statements = [
    `insert into "user" (id, name, email, role) values ('h1', 'H', 'h1@x.test', 'hirer'), ('h2', 'H', 'h2@x.test', 'hirer');`,
    `insert into company (id, user_id, company_name) values ('${COMPANY}', 'h1', 'One'), ('${OTHER}', 'h2', 'Two');`,
  ];
  // Newest first by skill: jobs 1, 2, 3, 4 (all 100 % for the seeker with A and B).
  const jobs: [number, string, string[]][] = [
    [1, COMPANY, ['cscs_labourer']],
    [2, COMPANY, ['cscs_labourer']],
    [3, COMPANY, ['cscs_labourer']],
    [4, COMPANY, ['bricklaying']],
    [5, OTHER, ['cscs_labourer', 'hgv_class1']],
  ];
  for (const [n, company, skills] of jobs) {
    statements.push(`insert into job (id, company_id, title, status, required_skills, published_at, location_city)
      values ('${job(n)}', '${company}', 'Job ${n}', 'active', ARRAY[${skills.map((s) => `'${s}'`).join(',')}]::text[],
      now() - interval '${n} hours', 'Leeds');`);
  }
  // The seeker "rare" has A and B; the busy ones A and C; "plain" only A, and is the least recently active.
  const seekers: [string, string[], number][] = [
    ['rare', ['cscs_labourer', 'bricklaying'], 1],
    ...Array.from({ length: 12 }, (_, k): [string, string[], number] => [
      `busy${k}`,
      ['cscs_labourer', 'hgv_class1'],
      2 + k,
    ]),
    ['plain', ['cscs_labourer'], 30],
  ];
  for (const [id, skills, minutesAgo] of seekers) {
    statements.push(`insert into "user" (id, name, email, role) values ('${id}', 'S', '${id}@x.test', 'seeker');
      insert into seeker_profile (user_id, first_name, key_skills, last_active_at, setup_completed_at, availability_status, location_city)
      values ('${id}', '${id}', ARRAY[${skills.map((s) => `'${s}'`).join(',')}]::text[], now() - interval '${minutesAgo} minutes',
      now(), 'actively_looking', 'Leeds');`);
  }
  await database.exec(statements.join('\n'));
  return database;
}

function feedsWith(database: Awaited<ReturnType<typeof seed>>, reciprocal: boolean, likersMaxAgeMs?: number) {
  const repo = feedsRepo(database.db);
  let market: Market | null = null;
  const solved = () => (market?.solved() ? market : null);
  const jobsFeed = createJobsFeed(repo, { market: solved });
  const seekersFeed = createSeekersFeed(repo, { market: solved, likersMaxAgeMs });
  if (reciprocal) market = createMarket({ jobs: jobsFeed.market, seekers: seekersFeed.market });
  return { jobsFeed, seekersFeed, market };
}

describe('congestion-aware decks', () => {
  it('moves the job few others fit up the seeker’s deck, below their two best skill matches', async () => {
    const database = await seed();
    const skill = feedsWith(database, false);
    const reciprocal = feedsWith(database, true);
    const ids = async (feeds: ReturnType<typeof feedsWith>) =>
      (await feeds.jobsFeed('rare')).cards.map((c) => c.id);
    const bySkill = await ids(skill);
    expect(bySkill.slice(0, 4)).toEqual([job(1), job(2), job(3), job(4)]);

    // Before its first batch the market orders nothing.
    expect(await ids(reciprocal)).toEqual(bySkill);
    await reciprocal.jobsFeed.warm();
    await reciprocal.seekersFeed.warm();
    expect(await reciprocal.market!.refresh()).toBe(true);
    const reordered = await ids(reciprocal);
    // The two best skill matches stay first; job 4 (only this seeker fits) comes before job 3.
    expect(reordered.slice(0, 4)).toEqual([job(1), job(2), job(4), job(3)]);
    // Nothing is hidden: the same cards, with the same figures.
    expect([...reordered].sort()).toEqual([...bySkill].sort());
    const pct = (cards: { id: string; skillMatchPercentage: number }[]) =>
      Object.fromEntries(cards.map((c) => [c.id, c.skillMatchPercentage]));
    expect(pct((await reciprocal.jobsFeed('rare')).cards)).toEqual(pct((await skill.jobsFeed('rare')).cards));
    expect(reciprocal.market!.stats()).toMatchObject({ batches: 1, seekers: 14 });
  });

  it('moves the seeker few other employers fit up the employer’s deck', async () => {
    const database = await seed();
    const skill = feedsWith(database, false);
    const likersMaxAgeMs = 1000;
    const reciprocal = feedsWith(database, true, likersMaxAgeMs);
    await reciprocal.jobsFeed.warm();
    await reciprocal.seekersFeed.warm();
    await reciprocal.market!.refresh();
    const names = async (feeds: ReturnType<typeof feedsWith>) =>
      (await feeds.seekersFeed('h1', job(1)))!.cards.map((c) => c.id);
    const bySkill = await names(skill);
    // By skill, most recently active first: "plain" (A only, 30 minutes ago) is last.
    expect(bySkill.at(-1)).toBe('plain');
    const reordered = await names(reciprocal);
    // Every busy seeker also fits job 5; "plain" fits only this company's jobs.
    expect(reordered.indexOf('plain')).toBeLessThan(reordered.indexOf('busy0'));
    expect([...reordered].sort()).toEqual([...bySkill].sort());

    // A seeker who liked the job is more likely to match: they move up among the equally busy.
    expect(reordered.indexOf('busy5')).toBeGreaterThan(reordered.indexOf('busy0'));
    await database.exec(
      `insert into seeker_swipe (seeker_user_id, job_id, action) values ('busy5', '${job(1)}', 'like');`,
    );
    // The employer's likers are read again once those kept are older than likersMaxAgeMs.
    expect(await names(reciprocal)).toEqual(reordered);
    await new Promise((resolve) => setTimeout(resolve, likersMaxAgeMs + 50));
    const afterLike = await names(reciprocal);
    expect(afterLike.indexOf('busy5')).toBeLessThan(afterLike.indexOf('busy0'));
    // The skill order does not know plain likes.
    expect(await names(skill)).toEqual(bySkill);
  });
});
