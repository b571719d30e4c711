import { describe, expect, it } from 'vitest';
import { FEED_PAGE_SIZE, MATCHING_MESSAGES } from '@shared/contracts/matching';
import { eq } from 'drizzle-orm';
import { company } from '../../db/schema';
import { getTestApp, signUp } from '../../test/app';
import {
  hirerThroughApi,
  insertHirer,
  insertJob,
  insertSeeker,
  jobsFeed,
  postJob,
  seekerThroughApi,
  seekersFeed,
  setSeekerActivity,
  swipe,
} from '../../test/fixtures';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

/** Words that would betray a conviction or health answer in a feed's JSON. */
const DISCLOSURE_MARKERS = [
  'conviction',
  'sentence',
  'barred',
  'dbs',
  'mappa',
  'safeguarding',
  'disability',
  'adjustment',
  'health',
  'sexual_offences',
  'arson',
  'mental_health',
  'neurodivergence',
  'level_2',
];

describe('jobs feed', () => {
  it('ranks by skill match, then a super_like from the employer, then newest, and carries the card fields', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app, 'Acme Construction');
    const brick = await hirerThroughApi(app, 'Brick & Co');
    const seeker = await seekerThroughApi(app, { keySkills: ['cscs_labourer', 'bricklaying', 'teamwork'] });

    const full = await postJob(acme, {
      title: 'Site Labourer',
      requiredSkills: ['cscs_labourer', 'bricklaying', 'teamwork'],
    });
    const halfSuper = await postJob(brick, {
      title: 'Bricklayer',
      requiredSkills: ['bricklaying', 'plumbing_basic'],
    });
    const none = await postJob(acme, { title: 'HGV Driver', requiredSkills: ['hgv_class1'] });
    const halfNewer = await postJob(acme, {
      title: 'Groundworker',
      requiredSkills: ['cscs_labourer', 'hgv_class1'],
    });
    const oneThird = await postJob(acme, {
      title: 'Apprentice',
      requiredSkills: ['teamwork', 'hgv_class1', 'plumbing_basic'],
    });
    await postJob(acme, { title: 'Draft role', requiredSkills: ['cscs_labourer'], status: 'draft' });

    // Brick & Co super-likes the seeker: its 50 % job goes before the newer 50 % job.
    await swipe(brick, { targetId: seeker.id, targetKind: 'seeker', action: 'super_like' });

    const cards = await jobsFeed(seeker);
    expect(cards.map((c) => c.id)).toEqual([full, halfSuper, halfNewer, oneThird, none]);
    expect(cards.map((c) => c.skillMatchPercentage)).toEqual([100, 50, 50, 33, 0]);
    expect(cards.map((c) => c.superLikedYou)).toEqual([false, true, false, false, false]);
    expect(cards[0]).toEqual({
      id: full,
      type: 'job',
      titleText: 'Site Labourer',
      subtitleText: 'Acme Construction',
      detailLine1: 'Manchester, United Kingdom',
      detailLine2: 'Full-time · £24,000 - £28,000',
      primaryImageUrl: null,
      tags: ['CSCS Labourer Card', 'Bricklaying', 'Teamwork'],
      badges: [],
      skillMatchPercentage: 100,
      superLikedYou: false,
      inCommon: ['CSCS Labourer Card', 'Bricklaying', 'Teamwork'],
      // The seeker gave no town.
      nearYou: false,
      sample: false,
    });
  });

  it('excludes jobs the seeker swiped or applied to, and archived jobs', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app);
    const seeker = await seekerThroughApi(app, { keySkills: ['teamwork'] });
    const liked = await postJob(acme, { title: 'Liked', requiredSkills: ['teamwork'] });
    const passed = await postJob(acme, { title: 'Passed', requiredSkills: ['teamwork'] });
    const applied = await postJob(acme, { title: 'Applied', requiredSkills: ['teamwork'] });
    const archived = await postJob(acme, { title: 'Archived', requiredSkills: ['teamwork'] });
    const open = await postJob(acme, { title: 'Open', requiredSkills: ['hgv_class1'] });

    expect((await jobsFeed(seeker)).map((c) => c.id).sort()).toEqual(
      [liked, passed, applied, archived, open].sort(),
    );

    await swipe(seeker, { targetId: liked, targetKind: 'job', action: 'like' });
    await swipe(seeker, { targetId: passed, targetKind: 'job', action: 'pass' });
    const apply = await seeker.inject({
      method: 'POST',
      url: '/api/applications',
      payload: { jobId: applied },
    });
    expect(apply.statusCode, apply.body).toBeLessThan(300);
    const arch = await acme.inject({ method: 'POST', url: `/api/jobs/${archived}/archive` });
    expect(arch.statusCode, arch.body).toBe(200);

    expect((await jobsFeed(seeker)).map((c) => c.id)).toEqual([open]);
  });

  it('hides DBS-barred jobs from a seeker on the barring list or barred from regulated work, and only from them', async () => {
    const { app } = await getTestApp();
    const care = await hirerThroughApi(app, 'Carewell');
    const barredJob = await postJob(care, {
      title: 'Care Assistant',
      requiredSkills: ['teamwork'],
      subjectToDbsBarring: true,
    });
    const openJob = await postJob(care, { title: 'Kitchen Porter', requiredSkills: ['teamwork'] });

    const onList = await seekerThroughApi(app, {
      keySkills: ['teamwork'],
      legal: { onDbsBarringList: true },
    });
    const barredFromWork = await seekerThroughApi(app, {
      keySkills: ['teamwork'],
      legal: { barredFromRegulatedWork: true, onDbsBarringList: false },
    });
    const notBarred = await seekerThroughApi(app, {
      keySkills: ['teamwork'],
      legal: { barredFromRegulatedWork: false, onDbsBarringList: false, sentenceCompleted: true },
    });
    const unanswered = await seekerThroughApi(app, { keySkills: ['teamwork'] });

    expect((await jobsFeed(onList)).map((c) => c.id)).toEqual([openJob]);
    expect((await jobsFeed(barredFromWork)).map((c) => c.id)).toEqual([openJob]);
    expect((await jobsFeed(notBarred)).map((c) => c.id).sort()).toEqual([barredJob, openJob].sort());
    expect((await jobsFeed(unanswered)).map((c) => c.id).sort()).toEqual([barredJob, openJob].sort());
  });
});

describe('seekers feed', () => {
  it('lists completed, actively looking seekers ranked by best match, super_like from the seeker, then recent activity', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app, 'Acme Construction');
    const labourer = await postJob(acme, {
      title: 'Labourer',
      requiredSkills: ['cscs_labourer', 'bricklaying'],
    });
    await postJob(acme, {
      title: 'Driver',
      requiredSkills: ['hgv_class1', 'forklift_counterbalance', 'teamwork'],
    });

    const perfect = await seekerThroughApi(app, {
      firstName: 'Priya',
      lastName: 'Shah',
      keySkills: ['cscs_labourer', 'bricklaying'],
    });
    const halfOld = await seekerThroughApi(app, { firstName: 'Old', keySkills: ['bricklaying'] });
    const halfRecent = await seekerThroughApi(app, { firstName: 'Recent', keySkills: ['cscs_labourer'] });
    const halfSuper = await seekerThroughApi(app, {
      firstName: 'Keen',
      keySkills: ['bricklaying', 'teamwork'],
    });
    const twoThirds = await seekerThroughApi(app, {
      firstName: 'Drive',
      keySkills: ['hgv_class1', 'teamwork'],
    });
    const noMatch = await seekerThroughApi(app, { firstName: 'Chef', keySkills: ['food_hygiene'] });
    const notLooking = await seekerThroughApi(app, {
      firstName: 'Away',
      keySkills: ['cscs_labourer', 'bricklaying'],
    });
    await signUp(app, 'seeker'); // setup not completed: never in a deck

    await setSeekerActivity(app, halfOld.id, { lastActiveAt: minutesAgo(60) });
    await setSeekerActivity(app, halfRecent.id, { lastActiveAt: minutesAgo(5) });
    await setSeekerActivity(app, halfSuper.id, { lastActiveAt: minutesAgo(120) });
    await setSeekerActivity(app, twoThirds.id, { lastActiveAt: minutesAgo(1) });
    await setSeekerActivity(app, noMatch.id, { lastActiveAt: minutesAgo(3) });
    await setSeekerActivity(app, notLooking.id, { availabilityStatus: 'not_looking' });
    await swipe(halfSuper, { targetId: labourer, targetKind: 'job', action: 'super_like' });

    const cards = await seekersFeed(acme);
    expect(cards.map((c) => c.id)).toEqual([
      perfect.id,
      twoThirds.id,
      halfSuper.id,
      halfRecent.id,
      halfOld.id,
      noMatch.id,
    ]);
    expect(cards.map((c) => c.skillMatchPercentage)).toEqual([100, 67, 50, 50, 50, 0]);
    expect(cards[0]).toMatchObject({
      type: 'seeker',
      titleText: 'Priya Shah',
      subtitleText: 'Labourer',
      detailLine2: 'Reliable and keen to learn',
      tags: ['CSCS Labourer Card', 'Bricklaying'],
      superLikedYou: false,
    });
    expect(cards[2]!.superLikedYou).toBe(true);

    // With the Labourer job as context, the driver's 67 % no longer counts.
    const forLabourer = await seekersFeed(acme, labourer);
    expect(forLabourer.map((c) => c.id)).toEqual([
      perfect.id,
      halfSuper.id,
      halfRecent.id,
      halfOld.id,
      twoThirds.id,
      noMatch.id,
    ]);
  });

  it('excludes seekers the company swiped, but not those another company swiped', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app, 'Acme');
    const other = await hirerThroughApi(app, 'Other');
    await postJob(acme, { title: 'Labourer', requiredSkills: ['cscs_labourer'] });
    const a = await seekerThroughApi(app, { keySkills: ['cscs_labourer'] });
    const b = await seekerThroughApi(app, { keySkills: ['cscs_labourer'] });
    await swipe(acme, { targetId: a.id, targetKind: 'seeker', action: 'pass' });
    await swipe(other, { targetId: b.id, targetKind: 'seeker', action: 'like' });
    expect((await seekersFeed(acme)).map((c) => c.id)).toEqual([b.id]);
    expect((await seekersFeed(other)).map((c) => c.id)).toEqual([a.id]);
  });

  it('ranks the full tier exactly when more than a page of seekers hold every required skill', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app);
    await postJob(acme, { title: 'Labourer', requiredSkills: ['cscs_labourer'] });
    const seekers = [];
    for (let i = 0; i < 52; i += 1) {
      const s = await seekerThroughApi(app, { keySkills: ['cscs_labourer'] });
      await setSeekerActivity(app, s.id, { lastActiveAt: minutesAgo(100 - i) });
      seekers.push(s);
    }
    const keen = seekers[0]!; // the least recently active, but super-liked the job
    const [jobId] = (await jobsFeed(keen)).map((c) => c.id);
    await swipe(keen, { targetId: jobId!, targetKind: 'job', action: 'super_like' });

    const cards = await seekersFeed(acme);
    expect(cards).toHaveLength(FEED_PAGE_SIZE);
    expect(cards[0]!.id).toBe(keen.id);
    expect(cards.slice(1).map((c) => c.id)).toEqual(
      seekers
        .slice(1)
        .reverse()
        .slice(0, FEED_PAGE_SIZE - 1)
        .map((s) => s.id),
    );
    // 53 accounts signed up (each hashes a password): more than the default 30 s on a busy machine.
  }, 120_000);
});

describe('no disclosure answer in any feed', () => {
  it('neither feed nor a swipe answer carries conviction or health data', async () => {
    const { app } = await getTestApp();
    const acme = await hirerThroughApi(app, 'Acme');
    const jobId = await postJob(acme, { title: 'Labourer', requiredSkills: ['cscs_labourer'] });
    const seeker = await seekerThroughApi(app, {
      keySkills: ['cscs_labourer'],
      legal: {
        sentenceCompleted: true,
        convictionTypes: ['sexual_offences', 'arson'],
        convictionStatus: 'unspent',
        barredFromRegulatedWork: true,
        onDbsBarringList: true,
        relevantForSafeguardingChecks: true,
        mappaLevel: 'level_2',
      },
      health: { hasDisability: true, disabilityTypes: ['mental_health', 'neurodivergence'] },
      sharing: { convictionSharing: 'any_employer', healthSharing: 'any_employer' },
    });

    const seekerRes = await acme.inject({ method: 'GET', url: '/api/feed/seekers' });
    const jobsRes = await seeker.inject({ method: 'GET', url: '/api/feed/jobs' });
    const likeRes = await seeker.inject({
      method: 'POST',
      url: '/api/swipes',
      payload: { targetId: jobId, targetKind: 'job', action: 'like' },
    });
    const matchRes = await acme.inject({
      method: 'POST',
      url: '/api/swipes',
      payload: { targetId: seeker.id, targetKind: 'seeker', action: 'like' },
    });
    expect(seekerRes.json().cards).toHaveLength(1);
    expect(jobsRes.json().cards).toHaveLength(1);
    expect(matchRes.json().isMatch).toBe(true);
    for (const res of [seekerRes, jobsRes, likeRes, matchRes]) {
      const body = res.body.toLowerCase();
      for (const marker of DISCLOSURE_MARKERS) expect(body, marker).not.toContain(marker);
    }
    const matches = await acme.inject({ method: 'GET', url: '/api/matches' });
    for (const marker of DISCLOSURE_MARKERS) expect(matches.body.toLowerCase(), marker).not.toContain(marker);
  });
});

describe('guards', () => {
  it('answers the spec messages for the wrong role or no session', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const hirer = await hirerThroughApi(app);

    const hirerJobs = await hirer.inject({ method: 'GET', url: '/api/feed/jobs' });
    expect(hirerJobs.statusCode).toBe(403);
    expect(hirerJobs.json().error.message).toBe(MATCHING_MESSAGES.jobsFeedRole);

    const seekerSeekers = await seeker.inject({ method: 'GET', url: '/api/feed/seekers' });
    expect(seekerSeekers.statusCode).toBe(403);
    expect(seekerSeekers.json().error.message).toBe(MATCHING_MESSAGES.seekersFeedRole);

    for (const url of ['/api/feed/jobs', '/api/feed/seekers', `/api/candidates/${seeker.id}`]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }

    const anonSwipe = await app.inject({
      method: 'POST',
      url: '/api/swipes',
      headers: { origin: 'http://localhost:3000' },
      payload: { targetId: seeker.id, targetKind: 'seeker', action: 'like' },
    });
    expect(anonSwipe.statusCode).toBe(401);
    expect(anonSwipe.json().error.message).toBe(MATCHING_MESSAGES.swipeUnauthenticated);

    const anonMatches = await app.inject({ method: 'GET', url: '/api/matches' });
    expect(anonMatches.statusCode).toBe(401);
    expect(anonMatches.json().error.message).toBe(MATCHING_MESSAGES.matchesUnauthenticated);

    const seekerCandidate = await seeker.inject({ method: 'GET', url: `/api/candidates/${seeker.id}` });
    expect(seekerCandidate.statusCode).toBe(403);
    expect(seekerCandidate.json().error.message).toBe(MATCHING_MESSAGES.candidateRole);
  });

  it('lets each role swipe only its own kind of card, and only with its own jobs as context', async () => {
    const { app } = await getTestApp();
    const seeker = await seekerThroughApi(app);
    const other = await seekerThroughApi(app);
    const hirer = await hirerThroughApi(app, 'Mine');
    const rival = await hirerThroughApi(app, 'Rival');
    const jobId = await postJob(hirer, { title: 'Porter' });
    const rivalJob = await postJob(rival, { title: 'Rival porter' });
    const draft = await postJob(hirer, { title: 'Draft', status: 'draft' });

    const post = (user: typeof seeker, payload: object) =>
      user.inject({ method: 'POST', url: '/api/swipes', payload });

    const seekerOnSeeker = await post(seeker, { targetId: other.id, targetKind: 'seeker', action: 'like' });
    expect(seekerOnSeeker.statusCode).toBe(403);
    expect(seekerOnSeeker.json().error.message).toBe(MATCHING_MESSAGES.swipeSeekerRole);

    const hirerOnJob = await post(hirer, { targetId: jobId, targetKind: 'job', action: 'like' });
    expect(hirerOnJob.statusCode).toBe(403);
    expect(hirerOnJob.json().error.message).toBe(MATCHING_MESSAGES.swipeJobRole);

    expect(
      (
        await post(hirer, {
          targetId: seeker.id,
          targetKind: 'seeker',
          action: 'like',
          contextJobId: rivalJob,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(hirer, { targetId: seeker.id, targetKind: 'seeker', action: 'like', contextJobId: draft }))
        .statusCode,
    ).toBe(404);
    expect((await post(seeker, { targetId: draft, targetKind: 'job', action: 'like' })).statusCode).toBe(404);
    expect(
      (await post(seeker, { targetId: 'not-a-job', targetKind: 'job', action: 'like' })).statusCode,
    ).toBe(404);
    expect((await post(hirer, { targetId: 'nobody', targetKind: 'seeker', action: 'like' })).statusCode).toBe(
      404,
    );
    expect((await post(seeker, { targetId: jobId, targetKind: 'job', action: 'love' })).statusCode).toBe(400);
    expect((await post(seeker, { targetId: '', targetKind: 'job', action: 'like' })).statusCode).toBe(400);
    expect(
      (await post(seeker, { targetId: jobId, targetKind: 'job', action: 'like', contextJobId: jobId }))
        .statusCode,
    ).toBe(400);

    const badContext = await hirer.inject({ method: 'GET', url: '/api/feed/seekers?contextJobId=nope' });
    expect(badContext.statusCode).toBe(400);
  });

  it('a hirer without a company gets no deck', async () => {
    const { app } = await getTestApp();
    const hirer = await signUp(app, 'hirer');
    const res = await hirer.inject({ method: 'GET', url: '/api/feed/seekers' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('COMPANY_NOT_FOUND');
  });
});

describe("a Discover page's lead image", () => {
  const asSession = (user: { id: string; email: string }, role: 'seeker' | 'hirer') => ({
    id: user.id,
    email: user.email,
    role,
    createdAt: new Date(),
    emailVerified: true,
  });

  it("is the top card's picture of the deck the page reads, for that deck's side only", async () => {
    const { app } = await getTestApp();
    const matching = app.services.matching;
    const hirer = await insertHirer(app, 'Lead Images Ltd');
    await app.database.db
      .update(company)
      .set({ logoUrl: '/uploads/logo-lead.webp' })
      .where(eq(company.id, hirer.companyId));
    await insertJob(app, hirer.companyId, { requiredSkills: ['order_picking', 'teamwork'] });
    const best = await insertSeeker(app, {
      keySkills: ['order_picking', 'teamwork'],
      profileImageUrl: '/uploads/best.webp',
    });
    await insertSeeker(app, { keySkills: ['order_picking'], profileImageUrl: '/uploads/second.webp' });

    const employer = asSession(hirer, 'hirer');
    const seeker = asSession(best, 'seeker');
    const talentReads = ['/api/me', '/api/feed/seekers'];
    const jobsReads = ['/api/me', '/api/feed/jobs', '/api/saved-jobs'];

    // Before the deck was read by this process: no picture (a page load does not rank a deck).
    expect(matching.leadImage(employer, talentReads)).toBeNull();
    expect(matching.leadImage(seeker, jobsReads)).toBeNull();
    expect((await seekersFeed(hirer))[0]?.primaryImageUrl).toBe('/uploads/best.webp');
    expect(matching.leadImage(employer, talentReads)).toBe('/uploads/best.webp');
    expect((await jobsFeed(best))[0]?.primaryImageUrl).toBe('/uploads/logo-lead.webp');
    expect(matching.leadImage(seeker, jobsReads)).toBe('/uploads/logo-lead.webp');

    // Another screen's reads, or the other side's deck: nothing to preload.
    expect(matching.leadImage(employer, ['/api/me', '/api/dashboard/hirer'])).toBeNull();
    expect(matching.leadImage(employer, jobsReads)).toBeNull();
    expect(matching.leadImage(seeker, talentReads)).toBeNull();

    // Once swiped, the next card's picture leads; a card without one leads with none.
    await swipe(hirer, { targetId: best.id, targetKind: 'seeker', action: 'like' });
    expect(matching.leadImage(employer, talentReads)).toBe('/uploads/second.webp');
    await app.database.db.update(company).set({ logoUrl: null }).where(eq(company.id, hirer.companyId));
    await jobsFeed(best);
    expect(matching.leadImage(seeker, jobsReads)).toBeNull();

    // An employer without a company has no deck, and no picture.
    const newcomer = await signUp(app, 'hirer');
    expect(matching.leadImage(asSession(newcomer, 'hirer'), talentReads)).toBeNull();
  });
});
