/** What the coach screens show before anyone asks: light, so the web never loads the guide. */

export const COACH_WELCOME =
  "Hi, I'm your NewLeaf coach. I can help you prepare for interviews, talk about a conviction or a disability with an employer, manage stress, set goals and settle into work. What would you like to work on today?";

/** The spec's eight Quick Topics, in order. */
export const QUICK_TOPICS = [
  'Interview preparation',
  'Workplace communication',
  'Stress management',
  'Goal setting',
  'Conflict resolution',
  'Daily routines',
  'Job search strategies',
  'Building relationships',
] as const;

export const quickTopicPrompt = (topic: string) => `I'd like help with ${topic}`;
