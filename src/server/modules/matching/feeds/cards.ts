import type { DiscoverCard } from '@shared/contracts/matching';
import { skillName } from '@shared/skills/catalogue';
import { formatSalaryGBP } from '@shared/rules/format';
import { fairChanceBadges } from '@shared/options/fair-chance';
import type { JobCardRow, SeekerCardRow } from './feeds.repo';

/**
 * The decks' cards, made once per indexed job or seeker (the per-deck figures, match percent and
 * super_like, are written by deck.ts). Never a conviction or health answer.
 */

const DEFAULT_SEEKER_NAME = 'Job Seeker';

/** A seeker's name as cards and matches show it: first and last, or 'Job Seeker'. */
export function seekerDisplayName(first: string | null, last: string | null): string {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || DEFAULT_SEEKER_NAME;
}

const place = (city: string | null, country: string | null) =>
  [city, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

export function toJobCard(row: JobCardRow): DiscoverCard {
  return {
    id: row.id,
    type: 'job',
    titleText: row.title,
    subtitleText: row.company_name,
    detailLine1: place(row.location_city, row.location_country),
    detailLine2: [row.employment_type, formatSalaryGBP(row.salary_min, row.salary_max)]
      .filter(Boolean)
      .join(' · '),
    primaryImageUrl: row.logo_url,
    tags: row.required_skills.map(skillName),
    badges: fairChanceBadges(row.fair_chance),
    skillMatchPercentage: 0,
    superLikedYou: false,
  };
}

export function toSeekerCard(row: SeekerCardRow): DiscoverCard {
  return {
    id: row.user_id,
    type: 'seeker',
    titleText: seekerDisplayName(row.first_name, row.last_name),
    subtitleText: row.job_title ?? '',
    detailLine1: place(row.location_city, row.location_country),
    detailLine2: row.headline ?? '',
    primaryImageUrl: row.profile_image_url,
    badges: [],
    tags: row.key_skills.map(skillName),
    skillMatchPercentage: 0,
    superLikedYou: false,
  };
}
