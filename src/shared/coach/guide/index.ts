import { APPLYING_ARTICLES } from './articles/applying';
import { RECORDS_AND_HEALTH_ARTICLES } from './articles/records-and-health';
import { WORKING_LIFE_ARTICLES } from './articles/working-life';
import type { GuideArticle } from './types';

export type { GuideArticle, GuideFamily } from './types';

/** The whole reviewed guide, in one list. */
export const GUIDE: readonly GuideArticle[] = [
  ...APPLYING_ARTICLES,
  ...RECORDS_AND_HEALTH_ARTICLES,
  ...WORKING_LIFE_ARTICLES,
];

const byId = new Map(GUIDE.map((a) => [a.id, a]));

export function guideArticle(id: string): GuideArticle | undefined {
  return byId.get(id);
}
