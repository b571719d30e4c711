import type { JobSearch } from '../contracts/job-search';

/** What a search is matched against: a job as the deck, the digests and the pushes know it. */
export interface SearchableJob {
  title: string;
  description: string | null;
  companyName: string;
  category: string | null;
  employmentType: string | null;
  locationCity: string | null;
  /** Names of the required skills (not ids). */
  skillNames: readonly string[];
  benefits: readonly string[];
  /** The employer made at least one fair-chance commitment. */
  fairChance: boolean;
}

/** A place on the map, in degrees. */
export interface Point {
  lat: number;
  lon: number;
}
/** Where a town is, by its name (null: not known). The server's is lib/uk-places.ts. */
export type PlaceLocator = (name: string) => Point | null;

const EARTH_RADIUS_MILES = 3958.8;
/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Lower case, accents off, anything but letters and digits a space: "Café-Bar" → "cafe bar". */
export const foldText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const words = (text: string) => foldText(text).split(' ').filter(Boolean);

/** The text keywords are looked for in, folded once (the deck keeps it per job). */
export const searchTextOf = (job: SearchableJob) =>
  ` ${foldText([job.title, job.description ?? '', job.companyName, job.category ?? '', ...job.skillNames].join(' '))} `;

/** Whether the job's town is the place or a word run in it ("Newcastle" finds "Newcastle upon Tyne"). */
const namesPlace = (job: SearchableJob, place: string) => {
  const folded = foldText(place);
  return folded !== '' && ` ${foldText(job.locationCity ?? '')} `.includes(` ${folded} `);
};

/**
 * Whether a job matches a search: every keyword starts a word of the job's text ("chef" finds
 * "chefs", not "mischief"), the place is the job's town or a word run in it ("Newcastle" finds
 * "Newcastle upon Tyne") or, with a distance and a locator that knows both towns, within that
 * many miles of it; category, type, benefits and fair-chance match exactly.
 */
export function jobMatchesSearch(
  job: SearchableJob,
  search: JobSearch,
  text = searchTextOf(job),
  locate?: PlaceLocator,
): boolean {
  if (search.category && job.category !== search.category) return false;
  if (search.employmentType && job.employmentType !== search.employmentType) return false;
  if (search.fairChanceOnly && !job.fairChance) return false;
  if (search.benefits?.some((b) => !job.benefits.includes(b))) return false;
  if (search.place && !namesPlace(job, search.place)) {
    const near = search.distanceMiles && locate ? locate(search.place) : null;
    const at = near && job.locationCity ? locate!(job.locationCity) : null;
    if (!near || !at || milesBetween(near, at) > search.distanceMiles!) return false;
  }
  if (search.keywords) {
    for (const word of words(search.keywords)) {
      if (!text.includes(` ${word}`)) return false;
    }
  }
  return true;
}
