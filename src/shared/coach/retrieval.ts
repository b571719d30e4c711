import MiniSearch, { type SearchResult } from 'minisearch';
import { GUIDE, guideArticle, type GuideArticle, type GuideFamily } from './guide';
import { stem } from './words';

/**
 * Finding the guide article that answers a question: MiniSearch (BM25 with fuzzy and prefix
 * matching) over each article's title, keywords and body. Words are stemmed and the ways people
 * name the same thing ("crb", "resume", "uc", "min wage") are folded into one term, on both the
 * index and the question, so the search sees one vocabulary.
 */

/** Words that say nothing of the topic: chat filler and the most common English words. */
const STOP = new Set(
  (
    'a an the and or but if so to of in on at by for with from as is are was were be been being am do does did ' +
    'doing have has had having i me my mine myself you your yours we our us they them their he she him her his ' +
    'it its this that these those there here what whats which who whom whose when where why how can could ' +
    'would should will shall may might must not no yes ok okay hi hello hey please pls plz thanks thank ta ' +
    'just really very quite bit lot lots some any all about into up down out over again also too then than ' +
    'now still even get got getting go going gone know tell told say said want wanted need needed like ' +
    'help mean im ive id ill dont cant wont isnt arent didnt doesnt u ur r ya tbh ngl idk lol rn cos coz ' +
    'anyone someone something thing things stuff way one two much many more most other such own same ' +
    "i'm i've i'd i'll don't can't won't isn't aren't didn't doesn't"
  ).split(' '),
);

/** One term for the many ways of saying it. Keys and values are single words, before stemming. */
const SAME: Record<string, string> = {
  resume: 'cv',
  resumes: 'cv',
  cvs: 'cv',
  curriculum: 'cv',
  crb: 'dbs',
  disclosure: 'disclose',
  disclosing: 'disclose',
  disclosed: 'disclose',
  convictions: 'conviction',
  convicted: 'conviction',
  criminal: 'conviction',
  offence: 'conviction',
  offences: 'conviction',
  jail: 'prison',
  gaol: 'prison',
  custody: 'prison',
  hmp: 'prison',
  bird: 'prison',
  sentence: 'prison',
  uc: 'universal',
  wage: 'pay',
  wages: 'pay',
  salary: 'pay',
  paid: 'pay',
  earn: 'pay',
  earnings: 'pay',
  minimum: 'minimum',
  nmw: 'minimum',
  nlw: 'living',
  disabled: 'disability',
  disabilities: 'disability',
  autistic: 'autism',
  asd: 'autism',
  dyslexic: 'dyslexia',
  adjustment: 'adjustment',
  adjustments: 'adjustment',
  interviewer: 'interview',
  interviews: 'interview',
  interviewing: 'interview',
  stressed: 'stress',
  stressful: 'stress',
  anxious: 'anxiety',
  overwhelmed: 'stress',
  nervous: 'nerves',
  sacked: 'dismissed',
  fired: 'dismissed',
  boss: 'manager',
  supervisor: 'manager',
  coworker: 'colleague',
  coworkers: 'colleague',
  workmate: 'colleague',
  workmates: 'colleague',
  colleagues: 'colleague',
  flat: 'housing',
  apartment: 'housing',
  homeless: 'homelessness',
  accommodation: 'housing',
  hostel: 'housing',
  parole: 'probation',
  po: 'probation',
  solicitor: 'legal',
  lawyer: 'legal',
  law: 'legal',
  legally: 'legal',
  warehousing: 'warehouse',
  chef: 'kitchen',
  cook: 'kitchen',
  hospo: 'hospitality',
  bar: 'hospitality',
  builder: 'construction',
  building: 'construction',
  labourer: 'construction',
  carer: 'care',
  caring: 'care',
  driver: 'driving',
  delivery: 'driving',
  courier: 'driving',
  bouncer: 'security',
  goals: 'goal',
  plan: 'goal',
  planning: 'goal',
  routine: 'routine',
  routines: 'routine',
  argument: 'conflict',
  arguments: 'conflict',
  disagreement: 'conflict',
  row: 'conflict',
  references: 'reference',
  referee: 'reference',
  referees: 'reference',
  letter: 'letter',
  zero: 'zero',
  holidays: 'holiday',
  leave: 'holiday',
  tagged: 'tag',
  tags: 'tag',
  curfew: 'tag',
  benefits: 'benefit',
  jobcentre: 'jobcentre',
  jcp: 'jobcentre',
  coach: 'coach',
  weakness: 'weakness',
  weaknesses: 'weakness',
  strengths: 'strength',
  gaps: 'gap',
  sel: 'self',
  employed: 'employed',
};

function contentTerm(word: string): string | null {
  const t = word.toLowerCase().replace(/[\u2018\u2019']/g, '');
  if (t.length < 2 && !/\d/.test(t)) return null;
  if (STOP.has(t)) return null;
  return stem(SAME[t] ?? t);
}

/** The index's terms: each meaningful word's stem (word pairs were tried and ranked worse). */
function tokenize(text: string): string[] {
  return (text.match(/[\p{L}\p{N}']+/gu) ?? []).map(contentTerm).filter((t): t is string => Boolean(t));
}

export interface GuideMatch {
  article: GuideArticle;
  score: number;
  /** Share of the question's meaningful terms the article contains exactly (0–1). */
  coverage: number;
}

const index = new MiniSearch<GuideArticle>({
  fields: ['title', 'keywords', 'body'],
  storeFields: ['id'],
  extractField: (doc, field) => {
    const value = doc[field as keyof GuideArticle];
    return Array.isArray(value) ? value.join(' ; ') : String(value ?? '');
  },
  tokenize,
  processTerm: (term) => term,
  searchOptions: {
    boost: { title: 1, keywords: 3, body: 0.5 },
    fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    prefix: (term) => term.length >= 4,
    weights: { fuzzy: 0.35, prefix: 0.6 },
    combineWith: 'OR',
  },
});
index.addAll(GUIDE);

/** The meaningful terms of a question, as the index sees them. */
export function questionTerms(question: string): string[] {
  return tokenize(question);
}

/** The best articles for a question, best first; a family given is preferred (a follow-up). */
export function searchGuide(
  question: string,
  options: { family?: GuideFamily; limit?: number } = {},
): GuideMatch[] {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const results: SearchResult[] = index.search(question, {
    boostDocument: options.family
      ? (id) => (guideArticle(String(id))?.family === options.family ? 1.6 : 1)
      : undefined,
  });
  const unique = new Set(terms);
  return results.slice(0, options.limit ?? 5).map((r) => ({
    article: guideArticle(String(r.id))!,
    score: r.score,
    // Only exact terms count for confidence: fuzzy and prefix matches find, they do not confirm.
    coverage: [...unique].filter((t) => r.terms.includes(t)).length / unique.size,
  }));
}
