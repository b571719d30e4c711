import { LEXICON, wholeWords } from './lexicon';
import { CRISIS_KINDS } from './kinds';
import { tuneExamples } from './weighted';
import weakPatternList from './weak-patterns.json';

/**
 * How far each pattern of the written lexicon can be trusted on its own, learned from the corpus's
 * tune files (never the holdout files). A pattern that matched ordinary tune phrasings at least
 * `MIN_ORDINARY` times, and risk phrasings in less than `MIN_PRECISION` of its matches, is "weak":
 * a message that only weak patterns match counts as risk when the learned weights do not lean to
 * ordinary talk (risk score above `WEAK_PATTERN_SCORE`). Patterns people rarely use outside a
 * crisis ("kill myself", "hang myself") stay absolute, however ordinary the rest of the message.
 *
 * Why: on phrasings written after the lexicon (sets 16–18, each writer's tune part scored with
 * weights learned from the other sets), broad patterns caught everyday talk: 122 of 154 false
 * alarms were the lexicon's. Leaving each writer's tune set out in turn, this took false alarms
 * from 6.35 % to 5.50 % at a cost of 0.1 points of risk found (decision 0011).
 *
 * The list is kept in weak-patterns.json (learning it reads every tune phrasing pattern by
 * pattern: seconds, too slow for each start); the corpus test fails when it is out of date, and
 * `npx tsx scripts/crisis-weak-patterns.ts` writes it again.
 */
export const MIN_ORDINARY = 2;
export const MIN_PRECISION = 0.9;
export const WEAK_PATTERN_SCORE = 0;

/** The weak patterns, as written in the lexicon. */
export const WEAK_PATTERNS: ReadonlySet<string> = new Set(weakPatternList);

/**
 * The lexicon's weak patterns as the tune files show them, in the lexicon's order. `lexiconText`:
 * a message as the lexicon reads it (normalised, ordinary talk taken out).
 */
export function learnWeakPatterns(lexiconText: (text: string) => string): string[] {
  const kinds = CRISIS_KINDS.map((kind) => ({
    any: wholeWords(LEXICON[kind]),
    patterns: LEXICON[kind].map((p) => ({ p, re: wholeWords([p]), risk: 0, ordinary: 0 })),
  }));
  const { risk, ordinary } = tuneExamples();
  const count = (texts: readonly string[], side: 'risk' | 'ordinary') => {
    for (const text of texts) {
      const t = lexiconText(text);
      for (const kind of kinds) {
        if (!kind.any.test(t)) continue;
        for (const pattern of kind.patterns) if (pattern.re.test(t)) pattern[side] += 1;
      }
    }
  };
  count(
    risk.map((e) => e.text),
    'risk',
  );
  count(
    ordinary.map((e) => e.text),
    'ordinary',
  );
  return kinds.flatMap(({ patterns }) =>
    patterns
      .filter(({ risk: r, ordinary: o }) => o >= MIN_ORDINARY && r / (r + o) < MIN_PRECISION)
      .map(({ p }) => p),
  );
}
