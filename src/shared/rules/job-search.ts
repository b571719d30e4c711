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

/**
 * Whether a job matches a search: every keyword starts a word of the job's text ("chef" finds
 * "chefs", not "mischief"), the place is the job's town or a word run in it ("Newcastle" finds
 * "Newcastle upon Tyne"), and category, type, benefits and fair-chance match exactly.
 */
export function jobMatchesSearch(job: SearchableJob, search: JobSearch, text = searchTextOf(job)): boolean {
  if (search.category && job.category !== search.category) return false;
  if (search.employmentType && job.employmentType !== search.employmentType) return false;
  if (search.fairChanceOnly && !job.fairChance) return false;
  if (search.benefits?.some((b) => !job.benefits.includes(b))) return false;
  if (search.place) {
    const place = foldText(search.place);
    if (!place || !` ${foldText(job.locationCity ?? '')} `.includes(` ${place} `)) return false;
  }
  if (search.keywords) {
    for (const word of words(search.keywords)) {
      if (!text.includes(` ${word}`)) return false;
    }
  }
  return true;
}
