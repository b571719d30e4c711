/**
 * The reviewed UK guide the offline coach answers from (and a configured model is grounded in).
 * Each article answers one question people ask; the search index finds it (see ../retrieval.ts).
 */

/** Article families: a follow-up ("what about enhanced?") stays in the family of the last answer. */
export const GUIDE_FAMILIES = [
  'cv',
  'cover-letter',
  'applications',
  'interview',
  'disclosure',
  'dbs',
  'justice',
  'disability',
  'money',
  'rights',
  'wellbeing',
  'work-life',
  'job-search',
  'housing',
] as const;
export type GuideFamily = (typeof GUIDE_FAMILIES)[number];

/** Screens of NewLeaf an answer can point to. */
export const GUIDE_LINKS = ['spent-checker', 'cv-builder', 'disclosure'] as const;
export type GuideLink = (typeof GUIDE_LINKS)[number];

export interface GuideArticle {
  /** Unique, kebab-case, stable (questions and stored replies name it). */
  id: string;
  family: GuideFamily;
  /** Short, as a heading: "Explaining a gap in your CV". */
  title: string;
  /** Words and phrases people use when they ask this, slang and abbreviations included. */
  keywords: readonly string[];
  /** The answer: 60–180 words, plain UK English, second person. Paragraphs split by a blank line; list lines start with "• ". */
  body: string;
  /** What "tell me more" adds: 40–140 words of further detail. */
  more: string;
  /** NewLeaf screens the answer points at, shown as links under it. */
  links?: readonly GuideLink[];
  /** Where each fact was checked: official or charity pages (https URLs). */
  sources: readonly string[];
  /** ISO date the article was last checked against its sources. */
  reviewed: string;
}

/** A question as a seeker types it, the article that must answer it, and words the answer must contain. */
export interface GuideQuestion {
  q: string;
  article: string;
  terms: readonly string[];
}
