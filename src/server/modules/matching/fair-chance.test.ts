import { describe, expect, it } from 'vitest';
import type { DiscoverCard } from '@shared/contracts/matching';
import { getTestApp } from '../../test/app';
import { hirerThroughApi, jobsFeed, postJob, seekerThroughApi } from '../../test/fixtures';

const fairFeed = async (seeker: Awaited<ReturnType<typeof seekerThroughApi>>) => {
  const res = await seeker.inject({ method: 'GET', url: '/api/feed/jobs?fairChanceOnly=true' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { cards: DiscoverCard[] }).cards;
};

describe('fair-chance commitments', () => {
  it('are kept on the company, validated, and shown on its jobs', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Second Chance Bakery');
    const saved = await hirer.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { fairChance: ['offers_adjustments', 'ban_the_box', 'disability_confident_2'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().company.fairChance).toEqual([
      'ban_the_box',
      'disability_confident_2',
      'offers_adjustments',
    ]);

    const twoLevels = await hirer.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { fairChance: ['disability_confident_1', 'disability_confident_3'] },
    });
    expect(twoLevels.statusCode).toBe(400);
    expect(twoLevels.json().error.message).toContain('Choose one Disability Confident level');
    const unknown = await hirer.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { fairChance: ['free_lunch'] },
    });
    expect(unknown.statusCode).toBe(400);

    const jobId = await postJob(hirer, { title: 'Baker' });
    const seeker = await seekerThroughApi(app);
    const job = (await seeker.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).json();
    expect(job.job.companyFairChance).toEqual([
      'ban_the_box',
      'disability_confident_2',
      'offers_adjustments',
    ]);
    const [card] = await jobsFeed(seeker);
    expect(card).toMatchObject({
      id: jobId,
      badges: ['Ban the Box', 'Disability Confident 2', 'Workplace adjustments'],
    });
  });

  it('"Fair-chance employers only" narrows the jobs feed, and follows a company that changes its mind', async () => {
    const { app } = await getTestApp();
    const fair = await hirerThroughApi(app, 'Open Door Cafe');
    await fair.inject({
      method: 'PATCH',
      url: '/api/company',
      payload: { fairChance: ['considers_convictions'] },
    });
    const fairJob = await postJob(fair, { title: 'Barista' });
    const other = await hirerThroughApi(app, 'Closed Shop Ltd');
    const otherJob = await postJob(other, { title: 'Stock Assistant' });
    const seeker = await seekerThroughApi(app);

    expect((await jobsFeed(seeker)).map((c) => c.id).sort()).toEqual([fairJob, otherJob].sort());
    expect((await fairFeed(seeker)).map((c) => c.id)).toEqual([fairJob]);
    expect((await jobsFeed(seeker)).find((c) => c.id === otherJob)?.badges).toEqual([]);

    await other.inject({ method: 'PATCH', url: '/api/company', payload: { fairChance: ['ban_the_box'] } });
    expect((await fairFeed(seeker)).map((c) => c.id).sort()).toEqual([fairJob, otherJob].sort());
    expect(
      (await seeker.inject({ method: 'GET', url: '/api/feed/jobs?fairChanceOnly=maybe' })).statusCode,
    ).toBe(400);
  });
});
