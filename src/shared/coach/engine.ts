import { CRISIS_CHECK_IN, crisisReply, detectCrisis, type CrisisKind } from './crisis';
import { guideArticle, type GuideArticle } from './guide';
import { helpLine } from './help-lines';
import type { CoachProfile } from './profile';
import { questionTerms, searchGuide, type GuideMatch } from './retrieval';
import { hasPhrase, stems } from './words';

export type { CoachProfile } from './profile';

/**
 * The offline coach. Crisis routing first; after a crisis reply, the next reply checks in. Then
 * small talk (hello, thanks), "tell me more" (the same article's detail, then its family), and
 * otherwise the guide article that best answers the question, found by ./retrieval.ts. Below the
 * confidence threshold it says it is not sure, names the closest articles and who can help.
 */

export interface CoachTurn {
  role: 'user' | 'coach';
  content: string;
  /** For coach turns: the article answered (`id`, or `id#more`), `general`, or `crisis:<kind>`. */
  topic?: string | null;
}

export interface CoachReply {
  content: string;
  /** The article answered (`id` or `id#more`), `general`, or `crisis:<kind>`. */
  topic: string;
  crisis: CrisisKind | null;
}

/** "tell me more" and friends continue the last article. */
const CONTINUATIONS = [
  'tell me more',
  'more',
  'go on',
  'what else',
  'continue',
  'keep going',
  'another tip',
  'anything else',
  'more please',
  'next',
  'and then',
  'what next',
  'explain more',
  'more info',
  'more detail',
  'elaborate',
  'say more',
  'and',
  'ok and',
  'yes',
  'yeah',
  'yes please',
  'ok',
  'okay',
  'go ahead',
  'sure',
];
const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'good morning',
  'good afternoon',
  'good evening',
  'yo',
  'alright',
];
const THANKS = ['thanks', 'thank you', 'cheers', 'ta', 'thx', 'ty', 'great thanks', 'that help', 'helpful'];

/**
 * When the best match is an answer, not a guess: half the question's words found exactly with a
 * fair score, or a strong score on a third of them (long questions carry many side words).
 * Calibrated on the question set and off-topic questions (engine.test.ts).
 */
const confident = (m: GuideMatch | undefined): m is GuideMatch =>
  Boolean(m) && ((m!.score >= 20 && m!.coverage >= 0.5) || (m!.score >= 60 && m!.coverage >= 0.3));

export const CRISIS_TOPIC_PREFIX = 'crisis:';

/** The article a stored topic names, if any ("cv-gap#more" → cv-gap). */
export function topicArticle(topic: string | null | undefined): GuideArticle | undefined {
  if (!topic || topic === 'general' || topic.startsWith(CRISIS_TOPIC_PREFIX)) return undefined;
  return guideArticle(topic.replace(/#.*$/, ''));
}

/** The crisis kind a stored topic names, if any. */
export function topicCrisis(topic: string | null | undefined): CrisisKind | null {
  return topic?.startsWith(CRISIS_TOPIC_PREFIX)
    ? (topic.slice(CRISIS_TOPIC_PREFIX.length) as CrisisKind)
    : null;
}

const onlyOneOf = (message: string, phrases: readonly string[]) => {
  const s = stems(message);
  return (
    s.length > 0 &&
    s.length <= 4 &&
    phrases.some((p) => hasPhrase(s, p)) &&
    questionTerms(message).length === 0
  );
};

/** Is the message only asking to go on ("tell me more", "what else?")? */
export function isContinuation(message: string): boolean {
  const s = stems(message);
  return (
    s.length > 0 &&
    s.length <= 5 &&
    CONTINUATIONS.some((c) => hasPhrase(s, c)) &&
    questionTerms(message).length <= 1
  );
}

/** A short closing line from the profile, where it fits the article. */
function personalLine(article: GuideArticle, profile: CoachProfile): string | null {
  const d = profile.disclosure;
  if ((article.family === 'disclosure' || article.family === 'applications') && d?.spent)
    return d.spent === 'spent'
      ? 'You told NewLeaf your record is spent: for most jobs you do not have to mention it.'
      : 'You told NewLeaf your record is unspent: a short, honest disclosure statement is worth preparing.';
  const skills = (profile.skills ?? []).filter(Boolean).slice(0, 3);
  if ((article.family === 'interview' || article.family === 'cv') && skills.length > 0)
    return `Your profile lists ${skills.length > 1 ? `${skills.slice(0, -1).join(', ')} and ${skills.at(-1)}` : skills[0]}: good material for examples.`;
  return null;
}

function answer(article: GuideArticle, profile: CoachProfile): string {
  const parts = [article.title, article.body];
  const personal = personalLine(article, profile);
  if (personal) parts.push(personal);
  parts.push('Ask "tell me more" for more on this, or ask me something else.');
  return parts.join('\n\n');
}

function notSure(matches: GuideMatch[]): string {
  const closest = matches.slice(0, 3).map((m) => `• ${m.article.title}`);
  return [
    "I'm not sure I've understood, and I'd rather not guess.",
    closest.length
      ? `These are the closest topics in NewLeaf's guide; ask about any of them:\n${closest.join('\n')}`
      : 'I can help with CVs, cover letters, interviews, talking to employers about a conviction or a disability, your rights and pay at work, and looking after yourself while job hunting.',
    `For your own situation, people who can help: ${helpLine('unlock').name} (criminal records, ${helpLine('unlock').contact}), ${helpLine('citizens-advice').name} (${helpLine('citizens-advice').contact}), ${helpLine('nacro').name} (${helpLine('nacro').contact}), or a work coach at your Jobcentre.`,
  ].join('\n\n');
}

interface CoachInput {
  message: string;
  history: readonly CoachTurn[];
  profile: CoachProfile;
}

/** The offline coach's reply, crisis routing first. */
export function coachReply(input: CoachInput): CoachReply {
  const crisis = detectCrisis(input.message);
  if (crisis) return { content: crisisReply(crisis), topic: `${CRISIS_TOPIC_PREFIX}${crisis}`, crisis };
  return guideReply(input);
}

/** The reply from the guide, for a message already checked for risk (the server checks first). */
export function guideReply(input: CoachInput): CoachReply {
  const { message, history, profile } = input;

  const lastCoach = [...history].reverse().find((t) => t.role === 'coach');
  const checkIn = topicCrisis(lastCoach?.topic) ? `${CRISIS_CHECK_IN}\n\n` : '';
  const reply = (content: string, topic: string): CoachReply => ({
    content: checkIn + content,
    topic,
    crisis: null,
  });
  const name = profile.firstName?.trim();

  if (onlyOneOf(message, GREETINGS))
    return reply(
      `Hi${name ? ` ${name}` : ''}! What would you like to work on: a CV, an interview, talking to an employer about a conviction or a disability, or something else?`,
      'general',
    );
  if (onlyOneOf(message, THANKS))
    return reply("You're welcome. Is there anything else I can help with?", 'general');

  const last = topicArticle(lastCoach?.topic);
  if (last && isContinuation(message)) {
    if (!lastCoach!.topic!.endsWith('#more'))
      return reply(`More on ${last.title.toLowerCase()}:\n\n${last.more}`, `${last.id}#more`);
    const related = searchGuide(`${last.title} ${last.keywords.join(' ')}`, { family: last.family, limit: 6 })
      .filter((m) => m.article.id !== last.id && m.article.family === last.family)
      .slice(0, 3);
    return reply(
      related.length
        ? `That's the main points on ${last.title.toLowerCase()}. Related questions I can answer:\n${related.map((m) => `• ${m.article.title}`).join('\n')}`
        : `That's what I have on ${last.title.toLowerCase()}. What would you like to look at next?`,
      `${last.id}#more`,
    );
  }

  // A short follow-up ("what about enhanced?") stays with the family of the last answer.
  const short = questionTerms(message).length <= 3;
  const matches = searchGuide(message, { family: short && last ? last.family : undefined });
  const best = matches[0];
  if (!confident(best)) return reply(notSure(matches), 'general');
  return reply(answer(best.article, profile), best.article.id);
}
