import { describe, expect, it } from 'vitest';
import {
  applySeekerChanges,
  buildSeekersIndex,
  compactSeekersIndex,
  moveLastActive,
  placesOf,
  rank,
  replaceSeekers,
  type IndexedSeeker,
  type SeekerChanges,
} from './seekers-ranking';
import { seededRandom } from '../../../test/seeded-random';

const SKILLS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const PAGE = 50;

function seeker(userId: string, skills: string[], active: number): IndexedSeeker {
  return {
    userId,
    loadedActive: active,
    row: {
      user_id: userId,
      first_name: null,
      last_name: null,
      job_title: null,
      headline: null,
      location_city: null,
      location_country: null,
      profile_image_url: null,
      key_skills: skills,
      sample: false,
    },
  };
}

/** The ranking written plainly: every seeker scored and sorted. */
function reference(
  seekers: { userId: string; skills: string[]; active: number }[],
  jobs: string[][],
  swiped: Set<string>,
  supers: Set<string>,
) {
  return seekers
    .filter((s) => !swiped.has(s.userId))
    .map((s) => {
      const have = new Set(s.skills);
      const pct = Math.max(
        0,
        ...jobs.map((job) => Math.round((100 * job.filter((k) => have.has(k)).length) / job.length)),
      );
      return { ...s, pct, superLiked: supers.has(s.userId) };
    })
    .sort(
      (x, y) =>
        y.pct - x.pct ||
        Number(y.superLiked) - Number(x.superLiked) ||
        y.active - x.active ||
        x.userId.localeCompare(y.userId),
    )
    .slice(0, PAGE)
    .map((s) => ({ id: s.userId, pct: s.pct, superLiked: s.superLiked }));
}

/** 1,500 seekers, most recently active first, with up to 4 of the 8 skills each, and their index. */
function seekersIndex(pick: ReturnType<typeof seededRandom>['pick']) {
  const people = Array.from({ length: 1500 }, (_, n) => ({
    userId: `s${String(n).padStart(4, '0')}`,
    skills: pick(SKILLS, 4),
    active: 1e12 - n * 1000,
  }));
  const index = buildSeekersIndex(
    people.map((p) => seeker(p.userId, p.skills, p.active)),
    'stamp',
    1e12,
  );
  let clock = 1e12;
  /** Moves the seekers' last activity to now, one after another (in `into`, the index by default). */
  const touch = (who: typeof people, into = index) =>
    moveLastActive(
      into,
      who.map((p) => {
        clock += 1000;
        p.active = clock;
        return [p.userId, clock] as const;
      }),
    );
  return { people, index, touch, now: () => clock, later: () => (clock += 1000) };
}

const JOB_SETS = [[['a']], [['a', 'b'], ['c']], [['a', 'b', 'c', 'd', 'e', 'f']], [['h', 'g'], ['a']]];

describe('seekers ranking', () => {
  it('answers what scoring everyone answers, with kept scans, growing swipes, super_likes and touches', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { next, pick } = seededRandom(seed);
      // 1,500 seekers with few skills among few: hundreds hold every skill of a job, so kept scans
      // stop early and swipes can use up what they kept.
      const { people, index, touch } = seekersIndex(pick);
      const swiped = JOB_SETS.map(() => new Set<string>());
      for (let round = 0; round < 12; round += 1) {
        JOB_SETS.forEach((jobs, j) => {
          // Swipes mostly from the top of the deck, as employers make them.
          const deck = reference(people, jobs, swiped[j]!, new Set());
          for (const card of deck.slice(0, Math.floor(next() * 45))) swiped[j]!.add(card.id);
          const supers = new Set(pick(people, 20).map((p) => p.userId));
          const expected = reference(people, jobs, swiped[j]!, supers);
          // Kept per company while unchanged: the second answer is the kept one.
          const list = [...swiped[j]!].join(',');
          placesOf(index, list, `c${j}`);
          const swipedPlaces = placesOf(index, list, `c${j}`);
          const actual = rank(
            index,
            {
              job_skills: jobs,
              swiped: swipedPlaces,
              supers: placesOf(index, [...supers, 'not-in-index'].join(',')),
            },
            { mark: new Uint8Array(people.length) },
            PAGE,
          ).map((r) => ({ id: r.seeker.userId, pct: r.pct, superLiked: r.superLiked }));
          expect(actual, `seed ${seed}, round ${round}, jobs ${JSON.stringify(jobs)}`).toEqual(expected);
        });
        // Some seekers come back: their last activity moves to now. At first many, so the touched
        // list's kept scans stop early too.
        touch(round === 0 ? [...people].sort(() => next() - 0.5).slice(0, 800) : pick(people, 40));
      }
    }
  });
});

describe('compacting the seekers index in memory', () => {
  it('keeps every deck, with the touches and catch-ups made while it runs', async () => {
    for (const seed of [1, 2, 3]) {
      const { next, pick } = seededRandom(seed);
      const some = <T>(list: readonly T[], n: number) => [...list].sort(() => next() - 0.5).slice(0, n);
      const { people, index, touch, now, later } = seekersIndex(pick);
      touch(some(people, 600));
      // Profile changes: some seekers leave the deck, some take a new place with new skills, and
      // newcomers arrive (all three out of index order until compacted).
      const changed = some(people, 60);
      const leaving = new Set(changed.slice(0, 20).map((p) => p.userId));
      const arriving = [
        ...changed.slice(20).map((p) => ({ ...p, skills: pick(SKILLS, 3), active: later() })),
        ...Array.from({ length: 10 }, (_, n) => ({
          userId: `new${n}`,
          skills: pick(SKILLS, 4),
          active: later(),
        })),
      ];
      replaceSeekers(
        index,
        changed.map((p) => p.userId),
        arriving.map((p) => seeker(p.userId, p.skills, p.active)),
      );
      let everyone = [...people.filter((p) => !changed.includes(p)), ...arriving];
      expect(leaving.size).toBe(20);

      const swiped = JOB_SETS.map(() => new Set(some(everyone, 200).map((p) => p.userId)));
      const supers = new Set(some(everyone, 30).map((p) => p.userId));
      const decks = (of: typeof index) =>
        JOB_SETS.map((jobs, j) =>
          rank(
            of,
            {
              job_skills: jobs,
              swiped: placesOf(of, [...swiped[j]!].join(',')),
              supers: placesOf(of, [...supers].join(',')),
            },
            { mark: new Uint8Array(of.seekers.length) },
            PAGE,
          ).map((r) => ({ id: r.seeker.userId, pct: r.pct, superLiked: r.superLiked })),
        );
      const expected = () => JOB_SETS.map((jobs, j) => reference(everyone, jobs, swiped[j]!, supers));
      expect(decks(index), `seed ${seed}, before`).toEqual(expected());

      // Compacted in slices of 100, with touches between slices (a request's, on the index in use).
      const touchedMeanwhile = some(everyone, 10);
      let pauses = 0;
      const finish = await compactSeekersIndex(
        index,
        async () => {
          pauses += 1;
          if (pauses <= touchedMeanwhile.length) touch([touchedMeanwhile[pauses - 1]!]);
        },
        100,
      );
      index.polledTo = now();
      const compacted = finish([])!;
      expect(pauses).toBe(Math.ceil(everyone.length / 100) - 1);
      expect(compacted.seekers.map((s) => s.userId).sort()).toEqual(everyone.map((p) => p.userId).sort());
      expect(new Set(compacted.touchedOrder.map((i) => compacted.seekers[i]!.userId))).toEqual(
        new Set(touchedMeanwhile.map((p) => p.userId)),
      );
      expect(compacted.polledTo).toBe(now());
      expect(decks(compacted), `seed ${seed}, compacted`).toEqual(expected());
      // The old index still answers the same (requests may hold it).
      expect(decks(index), `seed ${seed}, old index after`).toEqual(expected());

      // And it keeps working: touches and another compaction.
      touch(some(everyone, 40), compacted);
      expect(decks(compacted), `seed ${seed}, touched after`).toEqual(expected());
      const again = (await compactSeekersIndex(compacted, async () => undefined, 500))([])!;
      expect(again.touchedOrder).toEqual([]);
      expect(decks(again), `seed ${seed}, compacted again`).toEqual(expected());

      // Catch-ups while it runs (profile changes applied to the index in use), given to it in order,
      // are in the compacted index too.
      const meanwhile: SeekerChanges[] = [];
      const arrived: typeof everyone = [];
      let catchUps = 0;
      const finishCaughtUp = await compactSeekersIndex(
        again,
        async () => {
          catchUps += 1;
          // Then a touch of a seeker who arrived with the first catch-up (a place after the copy's).
          if (catchUps === 4) touch([arrived[0]!], again);
          if (catchUps > 3) return;
          const [leaving, ...moving] = some(everyone, 6);
          const moved = moving.map((p) => ({ ...p, skills: pick(SKILLS, 4), active: later() }));
          const changes: SeekerChanges = {
            changed: [leaving!, ...moving].map((p) => p.userId),
            arriving: moved.map((p) => seeker(p.userId, p.skills, p.active)),
            stamp: `stamp ${catchUps}`,
          };
          everyone = [...everyone.filter((p) => p !== leaving && !moving.includes(p)), ...moved];
          arrived.push(...moved);
          applySeekerChanges(again, changes);
          meanwhile.push(changes);
        },
        100,
      );
      const caughtUp = finishCaughtUp(meanwhile)!;
      expect(catchUps).toBeGreaterThan(4);
      expect(caughtUp.stamp).toBe('stamp 3');
      expect(caughtUp.touchedOrder.map((i) => caughtUp.seekers[i]!.userId)).toContain(arrived[0]!.userId);
      expect(caughtUp.seekers.filter((_, i) => caughtUp.isGone[i] === 0).length).toBe(everyone.length);
      expect(decks(caughtUp), `seed ${seed}, caught up`).toEqual(expected());
      expect(decks(again), `seed ${seed}, caught up (the index in use)`).toEqual(expected());

      // A change it was not given (the stamp moved): it would miss it, so it gives nothing.
      const late = await compactSeekersIndex(
        caughtUp,
        async () => {
          caughtUp.stamp = 'later';
        },
        100,
      );
      expect(late([])).toBeNull();
    }
  });
});
