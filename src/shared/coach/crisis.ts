import { helpLine } from './help-lines';

export type CrisisKind = 'suicide' | 'self_harm' | 'abuse' | 'danger';

/** Curly quotes and extra spaces must not hide a phrase. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/**
 * Phrasings checked in crisis.test.ts, with negatives ("this interview is killing me", "dead-end
 * job", "cut my hours", "substance abuse") that must not match. Over-triggering is the safer
 * error: a calm reply with a helpline costs little.
 */
const PATTERNS: readonly [CrisisKind, RegExp][] = [
  [
    'suicide',
    new RegExp(
      [
        '\\bkill(ing)? my ?self\\b',
        '\\bsuicid(e|al)\\b',
        '\\b(end|ending|take|taking) (my|my own) life\\b',
        '\\bend(ing)? it all\\b',
        '\\b(want|wanted|wanting|going) to die\\b',
        '\\bwanna die\\b',
        '\\bbetter off dead\\b',
        "\\b(don't|dont|do not) want to (be alive|live|wake up|be here)\\b",
        '\\bno (reason|point) (in |to )?(living|live|go on|going on)\\b',
        '\\bnot worth living\\b',
        '\\bno longer want to (live|be here)\\b',
        "\\bcan't go on\\b",
        '\\bcant go on\\b',
      ].join('|'),
    ),
  ],
  [
    'self_harm',
    new RegExp(
      [
        '\\bself ?harm(ing|ed)?\\b',
        '\\b(hurt|hurting|harm|harming|cut|cutting|burn|burning|punish|punishing) my ?self\\b',
        '\\boverdos(e|ed|ing)\\b',
      ].join('|'),
    ),
  ],
  [
    'abuse',
    new RegExp(
      [
        '\\b(?<!(substance|drug|alcohol|drink|drinking) )abus(e|ed|es|ing|ive)\\b',
        '\\b(hits|hit|hitting|beats|beat|beating|kicks|chokes|choked|strangles|strangled|slaps|punches) me\\b',
        '\\bdomestic (violence|abuse)\\b',
        '\\braped\\b',
        '\\bsexual(ly)? assault(ed)?\\b',
      ].join('|'),
    ),
  ],
  [
    'danger',
    new RegExp(
      [
        '\\bnot safe (at home|here|right now|now|where i am)\\b',
        "\\b(i'm|i am|im) in danger\\b",
        '\\b(threatening|threatened|threatens) (me|to kill me|to hurt me)\\b',
        '\\b(going|gonna) to (hurt|kill|attack) me\\b',
        '\\b(following|stalking|attacking) me\\b',
        '\\b(afraid|scared|fear) for my (life|safety)\\b',
      ].join('|'),
    ),
  ],
];

/** Which kind of crisis a message speaks of, if any. Checked before any other reply. */
export function detectCrisis(text: string): CrisisKind | null {
  const t = normalise(text);
  for (const [kind, pattern] of PATTERNS) if (pattern.test(t)) return kind;
  return null;
}

/** A calm reply that puts the 24/7 lines first. */
export function crisisReply(kind: CrisisKind): string {
  const samaritans = helpLine('samaritans');
  const shout = helpLine('shout');
  const opening =
    kind === 'abuse'
      ? "I'm really sorry this is happening to you. You deserve to be safe, and it is not your fault."
      : kind === 'danger'
        ? "I'm really sorry you're going through this. Your safety comes first."
        : "I'm really sorry you're feeling this way. Thank you for telling me. You don't have to go through this alone.";
  const lines = [
    opening,
    '',
    `• If you are in immediate danger, call ${helpLine('emergency').contact} now.`,
    `• Samaritans: call ${samaritans.contact}, free, 24 hours a day, to talk to someone right now.`,
    `• ${shout.name}: ${shout.contact} if you'd rather text.`,
  ];
  if (kind === 'abuse' || kind === 'danger') {
    const abuse = helpLine('domestic-abuse');
    lines.push(`• ${abuse.name}: ${abuse.contact}, free, 24 hours a day.`);
  }
  lines.push(
    '',
    "I'm a job-search coach, not a crisis service, so please reach out to one of them. When you feel ready, I'm here to help with work whenever you want.",
  );
  return lines.join('\n');
}
