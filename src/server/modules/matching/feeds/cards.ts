import type { DiscoverCard } from '@shared/contracts/matching';
import { skillName } from '@shared/skills/catalogue';
import { formatPersonName, formatPlace, formatSalaryGBP } from '@shared/rules/format';
import { fairChanceBadges } from '@shared/options/fair-chance';
import type { JobCardRow, SeekerCardRow } from './feeds.repo';

/**
 * The decks' cards, made once per indexed job or seeker (the per-deck figures, match percent,
 * super_like and why it is shown, are written by deck.ts). Never a conviction or health answer.
 */

export function toJobCard(row: JobCardRow): DiscoverCard {
  return {
    id: row.id,
    type: 'job',
    titleText: row.title,
    subtitleText: row.company_name,
    detailLine1: formatPlace(row.location_city, row.location_country),
    detailLine2: [row.employment_type, formatSalaryGBP(row.salary_min, row.salary_max)]
      .filter(Boolean)
      .join(' · '),
    primaryImageUrl: row.logo_url,
    tags: row.required_skills.map(skillName),
    badges: fairChanceBadges(row.fair_chance),
    skillMatchPercentage: 0,
    superLikedYou: false,
    inCommon: [],
    nearYou: false,
    sample: row.sample,
  };
}

export function toSeekerCard(row: SeekerCardRow): DiscoverCard {
  return {
    id: row.user_id,
    type: 'seeker',
    titleText: formatPersonName(row.first_name, row.last_name),
    subtitleText: row.job_title ?? '',
    detailLine1: formatPlace(row.location_city, row.location_country),
    detailLine2: row.headline ?? '',
    primaryImageUrl: row.profile_image_url,
    badges: [],
    tags: row.key_skills.map(skillName),
    skillMatchPercentage: 0,
    superLikedYou: false,
    inCommon: [],
    nearYou: false,
    sample: row.sample,
  };
}
