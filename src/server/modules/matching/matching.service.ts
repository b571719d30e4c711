import type { Db } from '../../db/client';
import { isEmptySearch, type JobSearch } from '@shared/contracts/job-search';
import {
  MATCHING_MESSAGES,
  type CandidateProfile,
  type Match,
  type ParsedSwipeRequest,
  type SwipeResponse,
} from '@shared/contracts/matching';
import { COMPANY_MESSAGES } from '@shared/contracts/company';
import { formatPersonName } from '@shared/rules/format';
import { skillMatchPercentage } from '@shared/rules/skill-match';
import { AppError } from '../../lib/errors';
import type { SessionUser } from '../../auth/session-user';
import type { SeekersService } from '../seekers/seekers.service';
import type { CompaniesService } from '../companies/companies.service';
import type { MessagingService } from '../messaging/messaging.service';
import { createJobsFeed } from './feeds/jobs-feed';
import { createSeekersFeed } from './feeds/seekers-feed';
import { createMarket } from './feeds/market';
import { feedsRepo } from './feeds/feeds.repo';
import type { Deck } from './feeds/deck';
import { deckHeads } from './feeds/deck-heads';
import { createSwipes } from './swipe-batches';
import { matchingRepo, type MatchRow } from './matching.repo';

export const MATCHING_ERRORS = {
  companyNotFound: COMPANY_MESSAGES.notFound,
  jobNotFound: 'Job not found',
  candidateNotFound: 'Candidate not found',
} as const;

export function toMatch(row: MatchRow): Match {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    companyLogoUrl: row.logo_url,
    seekerUserId: row.seeker_user_id,
    seekerDisplayName: formatPersonName(row.first_name, row.last_name),
    seekerImageUrl: row.profile_image_url,
    jobId: row.job_id,
    jobTitle: row.job_title,
    matchedAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * Matching: the decks' feeds, swipes, mutual matches and the Candidate Profile.
 *
 * A match is mutual interest: a seeker's like / super_like / application on a job plus the
 * job's employer's like / super_like on that seeker (for that job, or with no job context), in
 * either order. The completing action answers isMatch true; each completing action makes at most
 * one match, unique per (company, seeker, job). A pass never matches.
 */
export function matchingService(deps: {
  db: Db;
  seekers: SeekersService;
  companies: CompaniesService;
  messaging: MessagingService;
  /** How the decks are ordered: by skill alone, or congestion-aware (docs/decisions/0014). */
  ranking?: 'skill' | 'reciprocal';
}) {
  const { db, seekers, companies, messaging, ranking = 'skill' } = deps;
  // Built once per process: the feeds keep their stamped indexes, and concurrent swipes meet in
  // the same batches.
  const repo = matchingRepo(db, createSwipes(db));
  const feeds = feedsRepo(db);
  // Until its first batch the market orders nothing, and the decks rank a page by skill.
  const solvedMarket = () => (market?.solved() ? market : null);
  const jobsFeed = createJobsFeed(feeds, { market: solvedMarket });
  const seekersFeed = createSeekersFeed(feeds, { market: solvedMarket });
  // Solved in batches from the two indexes (startMarket); the decks use it once it is.
  const market =
    ranking === 'reciprocal'
      ? createMarket({ jobs: () => jobsFeed.market(), seekers: () => seekersFeed.market() })
      : null;
  // The decks as last read, for the picture a Discover page preloads (see leadImage).
  const jobsHeads = deckHeads();
  const talentHeads = deckHeads();

  async function answer(made: { match: MatchRow; created: boolean } | null): Promise<SwipeResponse> {
    if (!made) return { isMatch: false };
    const { match, created } = made;
    // A match opens its conversation, whichever side completed it. (Its Recent Activity events
    // were written with it, and its fields read, by the database function that made it:
    // drizzle/0016, 0018.)
    if (created) {
      await messaging.openForMatch({
        companyId: match.company_id,
        seekerUserId: match.seeker_user_id,
        hirerUserId: match.hirer_user_id,
        jobId: match.job_id,
        title: match.job_title,
        companyName: match.company_name,
        firstName: match.first_name,
        lastName: match.last_name,
      });
    }
    return { isMatch: true, match: toMatch(match) };
  }

  const service = {
    async jobsFeed(seeker: SessionUser, search: JobSearch = {}): Promise<Deck> {
      const deck = await jobsFeed(seeker.id, { search });
      // The page opens on the unfiltered deck: only that one is remembered.
      if (isEmptySearch(search)) jobsHeads.read(seeker.id, deck.head);
      return deck;
    },

    async seekersFeed(hirer: SessionUser, contextJobId?: string): Promise<Deck> {
      const deck = await seekersFeed(hirer.id, contextJobId ?? null);
      if (!deck) throw new AppError('COMPANY_NOT_FOUND', MATCHING_ERRORS.companyNotFound);
      if (!contextJobId) talentHeads.read(hirer.id, deck.head);
      return deck;
    },

    /**
     * The picture on top of the deck a Discover screen opens with, when `reads` (the API reads its
     * page names) include that deck as the screen reads it: the page preloads it, as it is the
     * screen's largest paint. From the deck as last read and swiped (feeds/deck-heads.ts): a page
     * load neither ranks a deck nor writes. Null for anyone else, or a deck this process has not read.
     */
    leadImage(user: SessionUser, reads: readonly string[]): string | null {
      if (user.role === 'seeker' && reads.includes('/api/feed/jobs')) return jobsHeads.topImage(user.id);
      if (user.role === 'hirer' && reads.includes('/api/feed/seekers')) return talentHeads.topImage(user.id);
      return null;
    },

    /** A swipe on a job card (seekers) or a seeker card (employers); ids checked by the contract. */
    async swipe(user: SessionUser, input: ParsedSwipeRequest): Promise<SwipeResponse> {
      if (input.targetKind === 'job') {
        if (user.role !== 'seeker') throw new AppError('FORBIDDEN_ROLE', MATCHING_MESSAGES.swipeJobRole);
        const swiped = await repo.seekerSwipe(user.id, input.targetId, input.action);
        if (!swiped.jobFound) throw new AppError('JOB_NOT_FOUND', MATCHING_ERRORS.jobNotFound);
        if (input.targetId) jobsHeads.swiped(user.id, input.targetId);
        return answer(swiped.made);
      }

      if (user.role !== 'hirer') throw new AppError('FORBIDDEN_ROLE', MATCHING_MESSAGES.swipeSeekerRole);
      const swiped = await repo.employerSwipe(
        user.id,
        input.targetId,
        input.action,
        input.contextJobId ?? null,
      );
      if (!swiped.companyOk) throw new AppError('COMPANY_NOT_FOUND', MATCHING_ERRORS.companyNotFound);
      if (!swiped.seekerOk) throw new AppError('NOT_FOUND', MATCHING_ERRORS.candidateNotFound);
      if (!swiped.jobOk) throw new AppError('JOB_NOT_FOUND', MATCHING_ERRORS.jobNotFound);
      talentHeads.swiped(user.id, input.targetId);
      return answer(swiped.made);
    },

    /**
     * Applying to a job counts as the seeker's like (called by the applications module after the
     * application is stored). Answers whether the seeker and the job's employer are now matched.
     */
    async recordSeekerInterest(seekerUserId: string, jobId: string): Promise<SwipeResponse> {
      return answer(await repo.completeFromSeeker(seekerUserId, jobId));
    },

    async listMatches(user: SessionUser): Promise<Match[]> {
      if (user.role === 'seeker') return (await repo.listMatchesForSeeker(user.id)).map(toMatch);
      const company = await companies.getCompanyForUser(user.id);
      if (!company) return [];
      return (await repo.listMatchesForCompany(company.id)).map(toMatch);
    },

    /** How the feeds' indexes were kept up to date in this process (for tests and the benchmark). */
    feedStats: () => ({ jobs: jobsFeed.stats(), seekers: seekersFeed.stats() }),

    /** Each deck index's freshness and size (readiness and the metrics; nothing is read or ranked). */
    feedIndexes: () => ({ jobs: jobsFeed.indexState(), seekers: seekersFeed.indexState() }),

    /** Loads the feeds' indexes, so that no deck request after start waits for a full load. */
    warmFeeds: async () => {
      await Promise.all([jobsFeed.warm(), seekersFeed.warm()]);
    },

    /**
     * Congestion-aware ranking: solves the market now (false when it is off or an index is not
     * loaded), and every `everyMs` with `start` (returns the stop).
     */
    refreshMarket: () => market?.refresh() ?? Promise.resolve(false),
    startMarket: (everyMs: number, onError: (err: unknown) => void) =>
      market?.start(everyMs, onError) ?? (() => {}),
    marketStats: () => market?.stats() ?? null,

    /** Erasure: forgets the match events that name the seeker, before the account goes. */
    forgetSeeker: (seekerUserId: string) => repo.forgetMatchEvents(seekerUserId),

    /**
     * For job alerts: the pairs of these seekers and jobs that a seeker's deck leaves out (swiped,
     * applied, or a blocked conversation with the company), as `${seekerUserId} ${jobId}` keys.
     * DBS barring is not here: it needs the seeker's disclosure (the seekers service).
     */
    async leftOutOfDeck(seekerUserIds: string[], jobIds: string[]): Promise<Set<string>> {
      const pairs = await repo.leftOutOfDeck(seekerUserIds, jobIds);
      return new Set(pairs.map((p) => `${p.seekerUserId} ${p.jobId}`));
    },

    /** The company's swipes on candidates and its matches, for the employer's data export. */
    exportForCompany: (companyId: string) => repo.exportForCompany(companyId),

    /**
     * View More: the seeker's profile for an employer, with the disclosure sections the seeker's
     * sharing choice allows for this employer (the seekers service applies it and logs each view).
     */
    async candidateProfile(hirer: SessionUser, seekerUserId: string): Promise<CandidateProfile> {
      const company = await companies.requireCompany(hirer.id);
      const [row, activeJobs] = await Promise.all([
        repo.candidate(company.id, seekerUserId),
        repo.activeJobs(company.id),
      ]);
      if (!row) throw new AppError('NOT_FOUND', MATCHING_ERRORS.candidateNotFound);
      const connected = Boolean(row.match_id) || row.applied;
      const disclosure = await seekers.getDisclosureForEmployer({
        seekerUserId,
        viewer: { userId: hirer.id, companyId: company.id, companyName: company.companyName },
        connected,
        // The job that connects them decides; for an unconnected seeker who shares with every
        // employer, any of the employer's open DBS-checked jobs.
        hiresForDbsJob: connected ? row.connected_by_dbs_job : activeJobs.some((job) => job.needsDbsCheck),
      });
      return {
        seekerUserId: row.user_id,
        firstName: row.first_name,
        lastName: row.last_name,
        displayName: formatPersonName(row.first_name, row.last_name),
        jobTitle: row.job_title,
        headline: row.headline,
        bio: row.bio,
        locationCity: row.location_city,
        locationCountry: row.location_country,
        profileImageUrl: row.profile_image_url,
        keySkills: row.key_skills,
        workPreferences: row.work_preferences,
        hasDrivingLicence: row.has_driving_licence,
        openToRelocation: row.open_to_relocation,
        availabilityStatus: row.availability_status,
        skillMatchPercentage: Math.max(
          0,
          ...activeJobs.map((job) => skillMatchPercentage(row.key_skills, job.requiredSkills)),
        ),
        isFavourite: row.is_favourite,
        connected,
        cvShared: row.cv_shared,
        matchId: row.match_id,
        sample: row.sample,
        conviction: disclosure.conviction,
        health: disclosure.health,
      };
    },
  };
  return service;
}

export type MatchingService = ReturnType<typeof matchingService>;
