import { longDate } from './calendar-date';
import type { DetailedResult } from './spent-check';

/** One result in plain words, for the checker's screens. */
export interface ResultWords {
  headline: string;
  advice: string;
  basic: string;
  higher: string;
}

export function describeResult(r: DetailedResult): ResultWords {
  const headline = r.never
    ? 'Never spent'
    : r.indefinite
      ? 'Not spent yet: it has no end date'
      : r.spent
        ? `Spent on ${longDate(r.spentOn!)}`
        : `Will be spent on ${longDate(r.spentOn!)}`;
  const advice = r.spent
    ? "You don't need to mention it for most jobs, and an employer may not hold it against you."
    : r.indefinite
      ? 'Until the order ends (or compensation is paid in full), tell an employer about it if they ask.'
      : 'Until then, tell an employer about it if they ask. You do not have to mention it if they do not.';
  const basic = r.basic
    ? r.spentOn && !r.spent
      ? `Basic DBS check: shows until ${longDate(r.spentOn)}.`
      : 'Basic DBS check: shows.'
    : 'Basic DBS check: does not show.';
  const higher = r.standard
    ? r.filteredOn
      ? `Standard and enhanced DBS checks: show until ${longDate(r.filteredOn)}, when it is filtered.`
      : 'Standard and enhanced DBS checks: show, and it will not be filtered.'
    : `Standard and enhanced DBS checks: do not show (filtered since ${longDate(r.filteredOn!)}).`;
  return { headline, advice, basic, higher };
}
