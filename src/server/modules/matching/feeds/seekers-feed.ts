import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import { FEED_PAGE_SIZE, type DiscoverCard } from '@shared/contracts/matching';
import { stampedIndex, type FeedIndexState, type FeedStats } from './stamped-index';
import { changeLogPruner } from './change-log';
import { deal, type Deck } from './deck';
import { toSeekerCard } from './cards';
import { skillName } from '@shared/skills/catalogue';
import { distinctSkillLists, inSameTown, skillsInCommonWithBestJob } from '@shared/rules/why-shown';
import {
  applySeekerChanges,
  buildSeekersIndex,
  compactSeekersIndex,
  moveLastActive,
  type IndexedSeeker,
  placesOf,
  rank,
  type Scratch,
  type SeekerChanges,
  type SeekersIndex,
} from './seekers-ranking';
import type { FeedsRepo } from './feeds.repo';
import { splitIdList } from '../../../db/id-list';
import { SEEKERS_WINDOW, type Market, type SeekerInMarket } from './market';

/**
 * The seekers feed (an employer's talent deck), ranked in memory.
 *
 * Seekers with a completed profile who are actively looking are held in an index per database:
 * their card fields, an inverted index skill → seekers, and their last activity, in most recently
 * active order (feeds.repo.ts `lookingSeekers`). A feed request costs one statement
 * (`companyContexts`, shared by the requests that arrive together, see contexts): the company (by
 * the employer's account), the required skills of its active jobs (or of the context job), the seekers it swiped, the seekers
 * who super-liked one of those jobs (and, for the congestion-aware order, every `LIKERS_MAX_AGE_MS`,
 * those who liked one), the index's stamp (feed_version 'seekers': the id of the
 * latest change-log row, written by triggers on any change to seeker_profile but the "last active"
 * touch) and the touches since the previous batch. A newer stamp applies the change log in place
 * (`catchUp`, drizzle/0019, docs/decisions/0008); touches update it in place too.
 *
 * Touches are found by last_active_at, from `TOUCH_MARGIN_US` (2 s) before the previous batch's
 * database time: a touch is one short autocommit statement setting now() (its transaction's
 * start), so it is seen unless it took longer than the margin to commit.
 *
 * Ranking is the SQL one it replaces: best share over the jobs of the job's required skills the
 * seeker has (rounded percent, descending), then a super_like from the seeker on one of those
 * jobs, then most recently active; seekers the company swiped are left out. No disclosure field is
 * read.
 */

const TOUCH_MARGIN_US = 2_000_000;
const NO_TOUCHES = 9e15;
/** Past this many touched seekers the index is rebuilt in one order, from itself (compactSeekersIndex). */
const MAX_TOUCHED = 20_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const micros = (value: string | number) => Number(value);

async function loadIndex(repo: FeedsRepo): Promise<SeekersIndex> {
  const found = await repo.lookingSeekers();
  const first = found[0]!;
  return buildSeekersIndex(
    found
      .filter((row) => row.user_id)
      .map(({ stamp: _stamp, now_us: _now, active_us, ...row }) => ({
        userId: row.user_id,
        row,
        loadedActive: micros(active_us),
      })),
    first.stamp,
    micros(first.now_us),
  );
}

/**
 * The change log since the index's stamp (see replaceSeekers), or null when only a full load can
 * bring the index up to date.
 */
async function changesSince(repo: FeedsRepo, index: SeekersIndex): Promise<SeekerChanges | null> {
  const found = await repo.seekerChangesSince(index.stamp);
  const head = found[0]!;
  if (head.reload) return null;
  return {
    changed: splitIdList(head.seeker_ids),
    arriving: found
      .filter((row) => row.user_id)
      .map(({ stamp: _stamp, reload: _reload, seeker_ids: _ids, active_us, ...row }) => ({
        userId: row.user_id!,
        row: { ...row, user_id: row.user_id! },
        loadedActive: micros(active_us),
      })),
    stamp: head.stamp,
  };
}

interface SwipedList {
  version: string;
  list: string;
}

/** Employers whose swiped list is held (about 10 bytes per swiped seeker each). */
const MAX_SWIPED_LISTS = 2048;

/**
 * Seekers whose card (and, through it, the card's JSON: deck.ts) is held, most recently shown
 * last: about 0.8 KB each. Held for everyone ever shown, a process that had shown each of 450,000
 * looking seekers once held about 350 MB more than its index.
 */
const MAX_CARDS = 50_000;

/**
 * How long an employer's likers (seekers who liked one of its jobs) are kept before the context
 * statement reads them again. They only weigh in the congestion-aware order, itself solved every
 * few minutes, and reading them with every deck (a few hundred rows per company) halved the
 * deck's throughput under load (bench:feed's bare statement and ranking, 50 at once, 2026-11-28:
 * 2,167 a second with them, 5,817 without).
 */
const LIKERS_MAX_AGE_MS = 60_000;

interface ContextKey {
  hirerUserId: string;
  contextJobId: string | null;
}

export interface SeekersFeed {
  /** The deck, or null when the employer has no company. */
  (hirerUserId: string, contextJobId: string | null): Promise<Deck | null>;
  /** Full loads and change-log catch-ups of the index so far. */
  stats(): FeedStats;
  /** Loads the index now if it has not been (at start). */
  warm(): Promise<void>;
  /** Whether the index is loaded, when it was last brought up to date, and its looking seekers. */
  indexState(): FeedIndexState;
  /** The looking seekers, most recently active first, as the market's batch reads them (null before the load). */
  market(): SeekerInMarket[] | null;
}

export function createSeekersFeed(
  repo: FeedsRepo,
  {
    maxTouched = MAX_TOUCHED,
    maxCards = MAX_CARDS,
    likersMaxAgeMs = LIKERS_MAX_AGE_MS,
    market,
  }: { maxTouched?: number; maxCards?: number; likersMaxAgeMs?: number; market?: () => Market | null } = {},
): SeekersFeed {
  const prune = changeLogPruner(repo);
  /** While a compaction runs, the changes applied meanwhile, for it to apply too. */
  let meanwhile: SeekerChanges[] | undefined;
  const seekers = stampedIndex(
    () => loadIndex(repo),
    async (index) => {
      prune();
      const changes = await changesSince(repo, index);
      if (!changes) return false;
      applySeekerChanges(index, changes);
      meanwhile?.push(changes);
      return true;
    },
  );
  let scratch: Scratch = { mark: new Uint8Array(0) };

  // Touched seekers are kept out of index order, and every deck scans them; past a limit the index
  // is put in one order again, from itself and in slices (reading it again stopped the event loop
  // for seconds at 500,000 seekers). Tried again later if it could not be put in place.
  async function compact(current: SeekersIndex) {
    const changes: SeekerChanges[] = (meanwhile = []);
    try {
      const finish = await compactSeekersIndex(current, nextTurn);
      const next = finish(changes);
      if (next) seekers.replace(current, next);
    } finally {
      meanwhile = undefined;
    }
  }

  async function indexFor(stamp: string | null, seen: number): Promise<SeekersIndex> {
    const current = await seekers.indexFor(stamp, seen);
    if (current.touchedOrder.length > maxTouched && !meanwhile) compact(current).catch(() => undefined);
    return current;
  }

  /** Applies touches ("userId µs"); the index counts as polled up to `now` if the window reached back far enough. */
  function applyTouches(current: SeekersIndex, touches: string[], since: number, now: number) {
    moveLastActive(
      current,
      touches.map((entry) => {
        const [userId = '', at = '0'] = entry.split(' ');
        return [userId, micros(at)] as const;
      }),
    );
    if (since <= current.polledTo - TOUCH_MARGIN_US && now > current.polledTo) current.polledTo = now;
  }

  /** The swiped list last read per employer, with its version. */
  const swipedLists = new LRUCache<string, SwipedList>({ max: MAX_SWIPED_LISTS });
  /** The likers last read per deck (employer and job context), for `likersMaxAgeMs`. */
  const likersKept = new LRUCache<string, Set<string>>({ max: MAX_SWIPED_LISTS, ttl: likersMaxAgeMs });
  const likersKey = (key: ContextKey) => `${key.hirerUserId}:${key.contextJobId ?? ''}`;

  // The market's seeker scales by index place, each looked up once per batch and index, on first
  // use (NaN until then): a Map lookup for each of the window's hundred cards cost the deck about a
  // sixth of its requests a second (bench:feed, 2026-11-28). Places are never reused (replaceSeekers).
  let kept: { batch: number; index: SeekersIndex; scales: Float64Array } | null = null;
  function keptScales(market: Market, index: SeekersIndex) {
    const batch = market.batches();
    if (kept?.batch !== batch || kept.index !== index) kept = null;
    if (!kept || kept.scales.length < index.seekers.length) {
      const scales = new Float64Array(index.seekers.length).fill(Number.NaN);
      if (kept) scales.set(kept.scales);
      kept = { batch, index, scales };
    }
    const { scales } = kept;
    return (place: number, userId: string) => {
      let scale = scales[place]!;
      if (Number.isNaN(scale)) scales[place] = scale = market.seekerScale(userId);
      return scale;
    };
  }

  // A changed seeker is a new object (replaceSeekers), so it never gets its old card.
  const cards = new LRUCache<IndexedSeeker, DiscoverCard>({ max: maxCards });
  /** The seeker's card, made when shown and kept while among the `maxCards` most recently shown. */
  function cardOf(seeker: IndexedSeeker): DiscoverCard {
    let card = cards.get(seeker);
    if (!card) cards.set(seeker, (card = toSeekerCard(seeker.row)));
    return card;
  }

  // Requests arriving in one round of I/O share one statement (run on setImmediate, at most 64
  // keys a statement; nothing kept between rounds).
  const contexts = new DataLoader(
    async (keys: readonly ContextKey[]) => {
      // Without an index yet, no touches are needed: the load reads a later snapshot.
      const loaded = seekers.current();
      const since = loaded ? loaded.polledTo - TOUCH_MARGIN_US : NO_TOUCHES;
      const known = keys.map((k) => swipedLists.get(k.hirerUserId));
      // Only the congestion-aware order reads likers; those kept are taken now, before they age.
      const ranksByMarket = market?.() != null;
      const keptLikers = keys.map((k) => (ranksByMarket ? likersKept.get(likersKey(k)) : undefined));
      const found = await repo.companyContexts(
        [...keys],
        since / 1_000_000,
        known.map((kept) => kept?.version ?? null),
        keptLikers.map((kept) => ranksByMarket && kept === undefined),
      );
      const first = found[0]!;
      const index = await indexFor(first.stamp, seekers.tick());
      applyTouches(index, splitIdList(first.touches), since, micros(first.now_us));
      return found.map((context, i) => {
        let swiped = context.swiped;
        // Not sent: the version asked with is current, so the list held then is.
        if (swiped === null) swiped = known[i]?.list ?? '';
        else if (context.company_id)
          swipedLists.set(keys[i]!.hirerUserId, { version: context.swiped_version, list: swiped });
        let likers = keptLikers[i];
        if (context.likers !== null)
          likersKept.set(likersKey(keys[i]!), (likers = new Set(splitIdList(context.likers))));
        return { context, swiped, likers: likers ?? new Set<string>(), index };
      });
    },
    { maxBatchSize: 64, cache: false, batchScheduleFn: (run) => setImmediate(run) },
  );

  const feed = async (hirerUserId: string, contextJobId: string | null) => {
    const { context, swiped, likers, index } = await contexts.load({ hirerUserId, contextJobId });
    if (!context.company_id) return null;
    const size = index.seekers.length;
    if (scratch.mark.length < size) scratch = { mark: new Uint8Array(size) };
    // With congestion-aware ranking, the skill ranking's best SEEKERS_WINDOW are reordered (./market.ts).
    const reorderer = market?.() ?? null;
    const ranked = rank(
      index,
      {
        job_skills: context.job_skills,
        // Both kept per owner while unchanged (the super-likers per job context).
        swiped: placesOf(index, swiped, context.company_id),
        supers: placesOf(index, context.supers, `${context.company_id}:${contextJobId ?? ''}`),
      },
      scratch,
      reorderer ? SEEKERS_WINDOW : FEED_PAGE_SIZE,
    );
    let page = ranked;
    if (reorderer) {
      const scaleAt = keptScales(reorderer, index);
      page = reorderer.seekersDeck(ranked, FEED_PAGE_SIZE, ({ seeker, place, pct, superLiked }) => ({
        scale: scaleAt(place, seeker.userId),
        pct,
        liked: superLiked || likers.has(seeker.userId),
      }));
    }
    const jobs = distinctSkillLists(context.job_skills);
    return deal(
      page.map(({ seeker, pct, superLiked }) => ({
        card: cardOf(seeker),
        pct,
        superLiked,
        inCommon: skillsInCommonWithBestJob(seeker.row.key_skills, jobs).map(skillName),
        nearYou: inSameTown(seeker.row.location_city, context.job_cities),
      })),
    );
  };
  return Object.assign(feed, {
    stats: seekers.stats,
    warm: seekers.warm,
    indexState: () => ({ updatedAt: seekers.updatedAt(), size: seekers.current()?.position.size ?? null }),
    market: () => {
      const index = seekers.current();
      if (!index) return null;
      const looking: number[] = [];
      index.seekers.forEach((_, i) => {
        if (index.isGone[i] === 0) looking.push(i);
      });
      looking.sort((a, b) => index.active[b]! - index.active[a]! || a - b);
      return looking.map((i) => {
        const { userId, row } = index.seekers[i]!;
        return { userId, skills: row.key_skills, city: row.location_city };
      });
    },
  });
}
