import { describe, expect, it } from 'vitest';
import { buildSeekersIndex, moveLastActive, placesOf, rank, type IndexedSeeker } from './seekers-ranking';
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

describe('seekers ranking', () => {
  it('answers what scoring everyone answers, with kept scans, growing swipes, super_likes and touches', () => {
    for (const seed of [1, 2, 3, 4]) {
      const { next, pick } = seededRandom(seed);
      // 1,500 seekers with few skills among few: hundreds hold every skill of a job, so kept scans
      // stop early and swipes can use up what they kept.
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
      const jobSets = [[['a']], [['a', 'b'], ['c']], [['a', 'b', 'c', 'd', 'e', 'f']], [['h', 'g'], ['a']]];
      const swiped = jobSets.map(() => new Set<string>());
      let clock = 1e12;
      for (let round = 0; round < 12; round += 1) {
        jobSets.forEach((jobs, j) => {
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
        const touched = round === 0 ? [...people].sort(() => next() - 0.5).slice(0, 800) : pick(people, 40);
        moveLastActive(
          index,
          touched.map((p) => {
            clock += 1000;
            p.active = clock;
            return [p.userId, clock] as const;
          }),
        );
      }
    }
  });
});
