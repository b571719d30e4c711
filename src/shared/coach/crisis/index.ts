import { helpLine } from '../help-lines';
import { CRISIS_KINDS, type CrisisKind } from './kinds';
import { LEXICON, NOT_RISK, RESOLVED_PAST, wholeWords } from './lexicon';
import { CRISIS_LINES_FOR } from './lines';
import { normalise } from './normalise';
import { WEIGHT_THRESHOLD, features, riskScore, score, weightedModel } from './weighted';
import { WEAK_PATTERNS, WEAK_PATTERN_SCORE } from './reliability';

export { CRISIS_KINDS, type CrisisKind } from './kinds';

/**
 * The crisis detector, run first on every message to the coach and the AI chat, whichever engine
 * answers: (1) normalise the text as typed (./normalise.ts), (2) remove ordinary talk that only
 * looks like risk (idioms, a person's own past conviction, job titles, negations: NOT_RISK), then
 * (3) read it against the lexicon of each kind (a pattern the corpus shows to be weak counts only
 * in a clause that leans to risk: ./reliability.ts), then (2b) against the weighted lexicon learned
 * from the corpus's tune files (./weighted.ts). A configured model gives a second opinion
 * (server's coach-safety); either saying "risk" wins. Proven on ../corpus (crisis.corpus.test.ts).
 */
const NOT_RISK_RE = wholeWords(NOT_RISK, 'g');
const KIND_RES = CRISIS_KINDS.map((kind) => [kind, wholeWords(LEXICON[kind])] as const);
/** Per kind, its patterns that can be trusted on their own (./reliability.ts); null: none. */
const TRUSTED_RES = CRISIS_KINDS.map((kind) => {
  const trusted = LEXICON[kind].filter((p) => !WEAK_PATTERNS.has(p));
  return [kind, trusted.length > 0 ? wholeWords(trusted) : null] as const;
});

const PAST = wholeWords([RESOLVED_PAST.past]);
const NOW_WELL = wholeWords([RESOLVED_PAST.now]);
const CURRENT = wholeWords([RESOLVED_PAST.current]);

/** The text the lexicon reads: the normalised text with ordinary talk taken out. */
const withoutOrdinaryTalk = (plain: string) => plain.replace(NOT_RISK_RE, ' | ');

/** A message as the written lexicon reads it. */
export const lexiconText = (text: string) => withoutOrdinaryTalk(normalise(text));

/** Sentences and clauses: "I feel suicidal. Anyway, my CV…" is read a part at a time. */
const CLAUSE_BREAK = /[.!?\n;:,]+|\s(?:but|anyway|also|btw|by the way)\s/i;

/**
 * Whether a match of weak patterns only is risk: some sentence or clause that matches on its own
 * has words that do not lean to ordinary talk, so a crisis said in one sentence of a long message
 * about a CV still counts; a match across clauses is judged on the whole message (`whole`).
 */
function weakMatchHolds(text: string, whole: () => number): boolean {
  const model = weightedModel(normalise);
  let matchedAlone = false;
  for (const part of text.split(CLAUSE_BREAK)) {
    const plain = normalise(part);
    if (!plain.trim() || !KIND_RES.some(([, re]) => re.test(withoutOrdinaryTalk(plain)))) continue;
    matchedAlone = true;
    if (riskScore(model.any, features(plain)) > WEAK_PATTERN_SCORE) return true;
  }
  return !matchedAlone && whole() > WEAK_PATTERN_SCORE;
}

/** Which kind of crisis a message speaks of, if any. Checked before any other reply. */
export function detectCrisis(text: string): CrisisKind | null {
  const plain = normalise(text);
  const t = withoutOrdinaryTalk(plain);
  const resolved = PAST.test(t) && NOW_WELL.test(t) && !CURRENT.test(t);
  if (resolved) return null;
  const matched = KIND_RES.find(([, re]) => re.test(t));
  // A pattern that can be trusted on its own wins, before any weights are read.
  const trusted = matched && TRUSTED_RES.find(([, re]) => re?.test(t));
  if (trusted) return trusted[0];
  // The weights read the whole normalised message: its ordinary words ("self employed") count
  // against risk, where the lexicon has them taken out.
  const model = weightedModel(normalise);
  const feats = features(plain);
  // Weak patterns count only when the words do not lean to ordinary talk (./reliability.ts).
  if (matched) return weakMatchHolds(text, () => riskScore(model.any, feats)) ? matched[0] : null;
  // Layer 2b: the weighted lexicon learned from the corpus, for phrasings no pattern knows.
  if (riskScore(model.any, feats) <= WEIGHT_THRESHOLD) return null;
  let best: [CrisisKind, number] = ['suicide', -Infinity];
  for (const [kind, weights] of model.byKind) {
    const s = score(weights, feats);
    if (s > best[1]) best = [kind, s];
  }
  return best[0];
}

const OPENING: Record<CrisisKind, string> = {
  suicide:
    "I'm really sorry you're feeling this way, and I'm glad you told me. You don't have to go through this on your own, and you can talk to someone right now.",
  self_harm:
    "I'm really sorry you're going through this, and thank you for telling me. You deserve support, and you can talk to someone right now.",
  abuse:
    "I'm really sorry this is happening to you. It is not your fault, you deserve to be safe, and there are people who can help.",
  sexual_abuse:
    "I'm so sorry this happened to you. It is not your fault, and there are people who can listen and help, whenever you're ready.",
  exploitation:
    "I'm sorry you're in this situation. What you describe is not OK and it is not your fault. There is confidential help, whatever your situation.",
  danger: 'Your safety comes first.',
};

const EMERGENCY: Record<CrisisKind, string> = {
  suicide: 'If you might act on these thoughts, or you are not safe right now, call 999 or go to A&E.',
  self_harm: "If you're badly hurt or have taken an overdose, call 999 or go to A&E now.",
  abuse: "If you're in danger now, call 999. If you can't speak, call 999 from a mobile and press 55.",
  sexual_abuse: "If you're in danger now, call 999.",
  exploitation: "If you're in danger now, call 999.",
  danger: "If you're in danger now, call 999. If you can't speak, call 999 from a mobile and press 55.",
};

/** A calm, short reply: one line of acknowledgement, then the numbers that fit the kind. */
export function crisisReply(kind: CrisisKind): string {
  const lines = [OPENING[kind], '', `• ${EMERGENCY[kind]}`];
  for (const id of CRISIS_LINES_FOR[kind].filter((id) => id !== 'emergency')) {
    const line = helpLine(id);
    lines.push(`• ${line.name}: ${line.contact} (${line.hours.split(';')[0]}).`);
  }
  lines.push(
    '',
    "I'm a job-search coach, not a crisis service, so please reach out to one of them. I'm still here, and we can talk about work whenever you want.",
  );
  return lines.join('\n');
}

/** The first words of the reply after a crisis reply in the same conversation. */
export const CRISIS_CHECK_IN = `Before anything else: how are you feeling now? If things are still hard, Samaritans are there on ${helpLine('samaritans').contact}, day or night, and 999 in an emergency.`;
