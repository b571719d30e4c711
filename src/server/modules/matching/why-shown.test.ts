import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/app';
import { hirerThroughApi, jobsFeed, postJob, seekerThroughApi, seekersFeed } from '../../test/fixtures';

/** "Why you are seeing this" comes with each card of both decks, worked out for that deck. */
describe('why a card is in the deck', () => {
  it('names the skills in common and the same town, on both sides', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Harbour Kitchens');
    await hirer.inject({ method: 'PATCH', url: '/api/company', payload: { fairChance: ['ban_the_box'] } });
    // Two jobs: the seeker shares 1 of 1 skills of the second (100 %) and 2 of 4 of the first.
    const cook = await postJob(hirer, {
      title: 'Cook',
      locationCity: 'Hull',
      requiredSkills: ['food_hygiene', 'teamwork', 'bricklaying', 'plumbing_basic'],
    });
    const driver = await postJob(hirer, {
      title: 'Driver',
      locationCity: 'York',
      requiredSkills: ['hgv_class1'],
    });
    const seeker = await seekerThroughApi(app, { keySkills: ['teamwork', 'food_hygiene', 'hgv_class1'] });
    const moved = await seeker.inject({
      method: 'PATCH',
      url: '/api/seeker/profile',
      payload: { locationCity: ' hull' },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const jobs = await jobsFeed(seeker);
    // The job's order of skills, by name; the town compared trimmed and in any case.
    expect(jobs.find((c) => c.id === cook)).toMatchObject({
      inCommon: ['Food Hygiene Certificate (Level 2)', 'Teamwork'],
      nearYou: true,
    });
    expect(jobs.find((c) => c.id === driver)).toMatchObject({ nearYou: false });
    expect(jobs.find((c) => c.id === driver)?.inCommon).toHaveLength(1);

    // The employer sees the skills shared with the job behind the match figure (the driver's).
    const [card] = (await seekersFeed(hirer)).filter((c) => c.skillMatchPercentage > 0);
    expect(card).toMatchObject({ skillMatchPercentage: 100, nearYou: true });
    expect(card?.inCommon).toEqual(jobs.find((c) => c.id === driver)?.inCommon);
    // Ranked against the cook's job alone: its shared skills, and its town.
    const [forCook] = (await seekersFeed(hirer, cook)).filter((c) => c.skillMatchPercentage > 0);
    expect(forCook).toMatchObject({
      skillMatchPercentage: 50,
      inCommon: jobs.find((c) => c.id === cook)?.inCommon,
    });
    const [forDriver] = (await seekersFeed(hirer, driver)).filter((c) => c.skillMatchPercentage > 0);
    expect(forDriver).toMatchObject({ nearYou: false });
  });
});
