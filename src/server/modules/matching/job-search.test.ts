import { describe, expect, it } from 'vitest';
import type { DiscoverCard } from '@shared/contracts/matching';
import { searchToQuery, type JobSearch } from '@shared/contracts/job-search';
import { getTestApp, type TestUser } from '../../test/app';
import { hirerThroughApi, postJob, seekerThroughApi } from '../../test/fixtures';

const search = async (seeker: TestUser, query: JobSearch | string) => {
  const qs = typeof query === 'string' ? query : new URLSearchParams(searchToQuery(query)).toString();
  return seeker.inject({ method: 'GET', url: `/api/feed/jobs?${qs}` });
};
const titles = async (seeker: TestUser, query: JobSearch) => {
  const res = await search(seeker, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { cards: DiscoverCard[] }).cards.map((c) => c.titleText).sort();
};

describe('the Discover deck, searched', () => {
  it('filters by keywords, place, category, type and benefits, keeping the ranking, and a new job joins at once', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Quayside Kitchens');
    // A word no other test's job carries keeps this deck to these jobs.
    const word = 'zephyrine';
    await postJob(hirer, {
      title: 'Line Cook',
      description: `Cook on the ${word} line.`,
      category: 'Chef & Cooking',
      employmentType: 'Full-time',
      locationCity: 'Newcastle upon Tyne',
      benefits: ['free_meals', 'paid_breaks'],
      requiredSkills: ['food_hygiene'],
    });
    await postJob(hirer, {
      title: 'Kitchen Porter',
      description: `Keep the ${word} kitchen moving.`,
      category: 'Kitchen Porter',
      employmentType: 'Part-time',
      locationCity: 'Leeds',
      benefits: ['free_meals'],
    });
    await postJob(hirer, {
      title: 'Delivery Driver',
      description: `Vans for ${word} foods.`,
      category: 'Delivery Driving',
      employmentType: 'Full-time',
      locationCity: 'Newcastle',
    });
    const seeker = await seekerThroughApi(app, { keySkills: ['food_hygiene'] });

    expect(await titles(seeker, { keywords: word })).toEqual([
      'Delivery Driver',
      'Kitchen Porter',
      'Line Cook',
    ]);
    expect(await titles(seeker, { keywords: `${word} COOK` })).toEqual(['Line Cook']);
    expect(await titles(seeker, { keywords: word, place: 'newcastle' })).toEqual([
      'Delivery Driver',
      'Line Cook',
    ]);
    expect(await titles(seeker, { keywords: word, category: 'Kitchen Porter' })).toEqual(['Kitchen Porter']);
    expect(await titles(seeker, { keywords: word, employmentType: 'Full-time' })).toEqual([
      'Delivery Driver',
      'Line Cook',
    ]);
    expect(await titles(seeker, { keywords: word, benefits: ['free_meals'] })).toEqual([
      'Kitchen Porter',
      'Line Cook',
    ]);
    expect(await titles(seeker, { keywords: word, benefits: ['free_meals', 'paid_breaks'] })).toEqual([
      'Line Cook',
    ]);
    expect(await titles(seeker, { keywords: word, place: 'Leeds', employmentType: 'Full-time' })).toEqual([]);

    // The skill match still ranks first within the search.
    const ranked = await search(seeker, { keywords: word });
    const cards = (ranked.json() as { cards: DiscoverCard[] }).cards;
    expect(cards[0]).toMatchObject({ titleText: 'Line Cook', skillMatchPercentage: 100 });

    await postJob(hirer, {
      title: 'Pastry Cook',
      description: `Bakes for ${word}.`,
      locationCity: 'Newcastle',
    });
    expect(await titles(seeker, { keywords: `${word} cook` })).toEqual(['Line Cook', 'Pastry Cook']);
  });

  it('finds jobs in towns within the distance chosen of a place', async () => {
    const { app } = await getTestApp();
    const hirer = await hirerThroughApi(app, 'Aire Valley Foods');
    const word = 'quillback';
    await postJob(hirer, { title: 'Leeds Packer', description: word, locationCity: 'Leeds' });
    await postJob(hirer, { title: 'Bradford Packer', description: word, locationCity: 'Bradford' });
    await postJob(hirer, { title: 'York Packer', description: word, locationCity: 'York' });
    await postJob(hirer, { title: 'Glasgow Packer', description: word, locationCity: 'Glasgow' });
    const seeker = await seekerThroughApi(app);
    expect(await titles(seeker, { keywords: word, place: 'Leeds' })).toEqual(['Leeds Packer']);
    expect(await titles(seeker, { keywords: word, place: 'Leeds', distanceMiles: 10 })).toEqual([
      'Bradford Packer',
      'Leeds Packer',
    ]);
    expect(await titles(seeker, { keywords: word, place: 'leeds', distanceMiles: 25 })).toEqual([
      'Bradford Packer',
      'Leeds Packer',
      'York Packer',
    ]);
    expect((await search(seeker, `keywords=${word}&place=Leeds&distance=7`)).statusCode).toBe(400);
  });

  it('refuses values off the lists with a clear message, and only seekers search', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const bad = await search(seeker, 'category=Piracy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Please choose a category from the list');
    expect((await search(seeker, 'benefits=free_meals,yachts')).statusCode).toBe(400);
    expect((await search(seeker, `keywords=${'x'.repeat(101)}`)).statusCode).toBe(400);
    const hirer = await hirerThroughApi(app);
    expect((await search(hirer, 'keywords=cook')).statusCode).toBe(403);
  });
});
