import { crisisReply, detectCrisis, type CrisisKind } from './crisis';
import {
  GENERAL_REPLIES,
  TOPICS,
  replyContext,
  type CoachProfile,
  type CoachTopic,
  type TopicDefinition,
} from './topics';
import { hasPhrase, stems } from './words';

export { QUICK_TOPICS, quickTopicPrompt } from './topics';
export type { CoachProfile, CoachTopic } from './topics';

export const COACH_WELCOME =
  "Hi, I'm your NewLeaf coach. I can help you prepare for interviews, talk about a conviction or a disability with an employer, manage stress, set goals and settle into work. What would you like to work on today?";

export interface CoachTurn {
  role: 'user' | 'coach';
  content: string;
  topic?: CoachTopic | null;
}

export interface CoachReply {
  content: string;
  topic: CoachTopic | null;
  crisis: CrisisKind | null;
}

/** "tell me more" and friends continue the last topic. */
const CONTINUATIONS = [
  'tell me more',
  'more',
  'go on',
  'what else',
  'and',
  'continue',
  'keep going',
  'another tip',
  'anything else',
  'more please',
  'next',
  'ok and',
  'what next',
];

const quickTopicIds = new Map<string, TopicDefinition['id']>(
  TOPICS.filter((t) => t.quickTopic).map((t) => [t.quickTopic!.toLowerCase(), t.id]),
);

/** The topic a message is about, by its words' stems (never substrings), or null. */
export function topicOf(message: string): TopicDefinition['id'] | null {
  const lower = message.toLowerCase();
  for (const [label, id] of quickTopicIds) if (lower.includes(label)) return id;
  const textStems = stems(message);
  let best: { id: TopicDefinition['id']; score: number } | null = null;
  for (const topic of TOPICS) {
    let score = 0;
    for (const k of topic.keywords) if (hasPhrase(textStems, k)) score += k.includes(' ') ? 2 : 1;
    for (const k of topic.weak ?? []) if (hasPhrase(textStems, k)) score += 0.5;
    if (score > 0 && (!best || score > best.score)) best = { id: topic.id, score };
  }
  return best?.id ?? null;
}

/** Is the message only asking to go on ("tell me more", "what else?")? */
export function isContinuation(message: string): boolean {
  const textStems = stems(message);
  return textStems.length > 0 && textStems.length <= 6 && CONTINUATIONS.some((c) => hasPhrase(textStems, c));
}

/**
 * The offline coach: crisis routing first, then the topic of the message (or the last one, for
 * "tell me more"), with a reply that rotates through the topic's replies as the conversation
 * returns to it, personalised from the profile.
 */
export function coachReply(input: {
  message: string;
  history: readonly CoachTurn[];
  profile: CoachProfile;
}): CoachReply {
  const crisis = detectCrisis(input.message);
  if (crisis) return { content: crisisReply(crisis), topic: null, crisis };

  const lastTopic = [...input.history].reverse().find((t) => t.role === 'coach' && t.topic)?.topic ?? null;
  let topicId: CoachTopic | null = topicOf(input.message);
  if (!topicId && isContinuation(input.message) && lastTopic && lastTopic !== 'general') topicId = lastTopic;

  const context = replyContext(input.profile);
  const timesAnswered = (id: CoachTopic) =>
    input.history.filter((t) => t.role === 'coach' && t.topic === id).length;
  if (!topicId) {
    const replies = GENERAL_REPLIES;
    return {
      content: replies[timesAnswered('general') % replies.length]!(context),
      topic: 'general',
      crisis: null,
    };
  }
  const topic = TOPICS.find((t) => t.id === topicId)!;
  const reply = topic.replies[timesAnswered(topic.id) % topic.replies.length]!;
  return { content: reply(context), topic: topic.id, crisis: null };
}
