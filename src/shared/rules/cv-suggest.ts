import { hasNumber } from './ats-score';

/**
 * The offline writing helper: an achievement reworded to open with a strong past-tense verb, and a
 * nudge (the hint) for a number, as measurable achievements read better and lift the ATS score. It
 * never invents a figure, and every line it offers is a finished sentence the seeker can use as it
 * is: no gaps to fill, no second verb stacked on the seeker's own.
 */

/** Openings taken off before rewording, and what they leave: a verb ("I cooked") or a task. */
const OPENINGS: readonly [RegExp, 'subject' | 'task'][] = [
  [/^(?:i\s+was\s+|i\s+am\s+|was\s+)?(?:responsible\s+for|in\s+charge\s+of)\s+/i, 'task'],
  [/^i\s+(?:was|am|have|had)\s+/i, 'subject'],
  [/^(?:i|was)\s+/i, 'subject'],
];

interface Verb {
  base: string;
  /** The past tense, as a line starts with it. */
  past: string;
  /** Past-tense verbs that read right before the same words, the strongest first. */
  alternatives?: readonly string[];
  /** Alternatives when the words after it are people (customers, patients). */
  forPeople?: readonly string[];
}

const HELPING = ['Supported', 'Assisted', 'Helped'];

/** Common verbs of everyday jobs; each alternative reads right before the same words. */
const VERBS: readonly Verb[] = [
  { base: 'cook', past: 'Cooked', alternatives: ['Prepared', 'Made'] },
  { base: 'prepare', past: 'Prepared' },
  { base: 'make', past: 'Made' },
  { base: 'clean', past: 'Cleaned', alternatives: ['Deep-cleaned'] },
  { base: 'wash', past: 'Washed', alternatives: ['Cleaned'] },
  { base: 'serve', past: 'Served', forPeople: ['Served', 'Looked after', 'Assisted'] },
  { base: 'help', past: 'Helped', forPeople: HELPING },
  { base: 'assist', past: 'Assisted', forPeople: HELPING },
  { base: 'support', past: 'Supported', forPeople: HELPING },
  { base: 'manage', past: 'Managed' },
  { base: 'run', past: 'Ran' },
  { base: 'lead', past: 'Led', alternatives: ['Supervised'] },
  { base: 'supervise', past: 'Supervised', alternatives: ['Led', 'Managed'] },
  { base: 'train', past: 'Trained', alternatives: ['Coached', 'Mentored'] },
  { base: 'reduce', past: 'Reduced', alternatives: ['Cut', 'Lowered'] },
  { base: 'cut', past: 'Cut', alternatives: ['Reduced', 'Lowered'] },
  { base: 'increase', past: 'Increased', alternatives: ['Raised', 'Grew'] },
  { base: 'raise', past: 'Raised' },
  { base: 'grow', past: 'Grew' },
  { base: 'improve', past: 'Improved' },
  { base: 'sell', past: 'Sold' },
  { base: 'deliver', past: 'Delivered' },
  { base: 'drive', past: 'Drove' },
  { base: 'handle', past: 'Handled', alternatives: ['Managed'] },
  { base: 'answer', past: 'Answered', alternatives: ['Handled'] },
  { base: 'repair', past: 'Repaired', alternatives: ['Fixed'] },
  { base: 'fix', past: 'Fixed', alternatives: ['Repaired'] },
  { base: 'maintain', past: 'Maintained', alternatives: ['Looked after'] },
  { base: 'build', past: 'Built' },
  { base: 'install', past: 'Installed', alternatives: ['Fitted'] },
  { base: 'organise', past: 'Organised' },
  { base: 'organize', past: 'Organised' },
  { base: 'process', past: 'Processed', alternatives: ['Handled'] },
  { base: 'stock', past: 'Stocked', alternatives: ['Replenished'] },
  { base: 'restock', past: 'Restocked', alternatives: ['Replenished'] },
  { base: 'pick', past: 'Picked' },
  { base: 'pack', past: 'Packed' },
  { base: 'load', past: 'Loaded' },
  { base: 'stack', past: 'Stacked' },
  { base: 'check', past: 'Checked' },
  { base: 'plan', past: 'Planned' },
  { base: 'greet', past: 'Greeted', forPeople: ['Greeted', 'Welcomed'] },
  { base: 'welcome', past: 'Welcomed', forPeople: ['Welcomed', 'Greeted'] },
];

type Form = 'base' | 'ing' | 'past';

/** "cook", "cooks", "cooking", "cooked" → the verb and which form it is. */
function verbForm(word: string): { verb: Verb; form: Form } | null {
  const w = word.toLowerCase();
  for (const verb of VERBS) {
    const b = verb.base;
    if (w === verb.past.toLowerCase()) return { verb, form: 'past' };
    if (w === b || w === `${b}s` || w === `${b}es`) return { verb, form: 'base' };
    const stem = b.endsWith('e') && b !== 'be' ? b.slice(0, -1) : b;
    const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(b) && b.length <= 4 ? b + b.slice(-1) : stem;
    if (w === `${stem}ing` || w === `${doubled}ing`) return { verb, form: 'ing' };
  }
  return null;
}

/**
 * Words that show the word before them is a verb taking an object ("Lead the team", "Cook
 * breakfast"), not part of a name ("Lead cook", "Stock control", "Clean driving licence").
 */
const OBJECT_START = new RegExp(
  `^(${[
    'the|a|an|my|our|their|his|her|its|all|every|each|new|over|up|more|around|about|\\d[\\d,]*',
    'customers?|clients?|guests?|diners?|shoppers?|visitors?|patients?|residents?|people|children',
    'pupils|students|staff|colleagues?|members|callers|passengers|starters',
    'breakfasts?|lunch(es)?|dinners?|meals?|food|drinks|coffees?|menus|dishes|rooms?|toilets?',
    'floors?|tables?|shelves|stock|orders?|deliveries|parcels|boxes|pallets|vans?|lorries|cars?',
    'tills?|cash|calls?|phones|complaints?|sales|waste|costs?|errors?|rotas?|equipment|machines?',
  ].join('|')})$`,
  'i',
);

/** The people a line's words start with: "customers", "40 people", "the guests". */
const PEOPLE =
  /^(?:(?:the|our|all|many|new|regular|elderly|\d[\d,]*)\s+)*(customers?|clients?|guests?|diners?|shoppers?|visitors?|patients?|residents?|people|children|pupils|students|members|callers|passengers)(?:\s+(.*))?$/i;
/** People served at a till, a table or a counter: "Served" fits them. */
const SERVED = /^(customers?|clients?|guests?|diners?|shoppers?|visitors?|callers|passengers)$/i;
/** What may follow "Supported customers" so that another verb still fits: "at the till", "daily". */
const AFTER_PEOPLE =
  /^(?:$|(at|in|on|with|by|for|from|during|across|every|each|a|an|the|and|daily|weekly|through|over|throughout|per|as|who|when|while|quickly|politely)\b)/i;
/** Words after a verb that tie it to its meaning ("Cut down on", "Trained as"): no other verb fits. */
const TIED = /^(up|down|out|off|on|in|over|back|away|through|after|for|at|with|to|by|from|as|into|sure)\b/i;

/**
 * The other tasks of a list put in the past tense with the first ("cleaning rooms and cooking
 * meals" → "cleaned rooms and cooked meals"); null when one cannot be ("and ironing").
 */
function pastThroughout(words: string, form: Form): string | null {
  let unknown = false;
  const out = words.replace(
    /(\b(?:and|or|then)\s+|,\s*)([a-z]+)(?=(\s+\S+)?)/gi,
    (whole, joiner: string, word: string, after: string | undefined) => {
      const found = verbForm(word);
      if (form === 'ing' && /ing$/i.test(word)) {
        if (found?.form !== 'ing') unknown = true;
        else return `${joiner}${found.verb.past.toLowerCase()}`;
      }
      if (form === 'base' && found?.form === 'base' && word.toLowerCase() === found.verb.base) {
        if (OBJECT_START.test((after ?? '').trim())) return `${joiner}${found.verb.past.toLowerCase()}`;
      }
      return whole;
    },
  );
  return unknown ? null : out;
}

/** What a line is about, for a closing phrase that fits it (each reads right after any clause). */
const TOPIC_ENDINGS: readonly [RegExp, string][] = [
  [
    /\b(customers?|clients?|guests?|diners?|shoppers?|visitors?|callers|complaints?|tills?|tables?)\b/i,
    ', giving friendly, fast service at busy times',
  ],
  [
    /\b(patients?|residents?|children|pupils|people|care)\b/i,
    ', treating everyone with patience and respect',
  ],
  [/\b(team|staff|crew|colleagues?|new starters?|rotas?)\b/i, ', helping the team work safely and well'],
  [/\b(costs?|waste|errors?|mistakes?|delays?)\b/i, ', saving the business time and money'],
  [/\b(sales?|revenue|orders?|targets?|output)\b/i, ', helping the team hit its targets'],
  [
    /\b(cook\w*|food|meals?|breakfasts?|lunch(es)?|dinners?|kitchen|dishes)\b/i,
    ', following food safety and hygiene rules',
  ],
  [
    /\b(clean\w*|rooms?|toilets?|floors?|repair\w*|fix\w*|maintain\w*|install\w*|buil[dt]\w*)\b/i,
    ', to a consistently high standard',
  ],
];
const GENERAL_ENDINGS = [', working quickly and carefully at busy times', ', as a reliable part of the team'];

/** An achievement is at most 300 characters (the CV contract). */
const ACHIEVEMENT_MAX = 300;

/** The longer words of a text without their endings ("working" and "worked" are both "work"). */
const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/[a-z]{4,}/g) ?? [])
      .map((w) => w.replace(/(ing|ed|es|s|ly)$/, ''))
      .filter((w) => w.length >= 4),
  );

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const NUMBER_HINT =
  'Add a number where you can: by how much? how many? how often? For example "for 40 people a day" or "by 10%".';

/** What to offer for an empty line: typical achievements, each a finished sentence. */
const EXAMPLES = [
  'Served customers quickly and politely, keeping queues short at busy times',
  'Trained new starters on safety and daily routines',
  'Reduced waste by changing how stock was rotated',
];

/**
 * The past-tense verbs that can start the line before `words`: the seeker's own (first, unless
 * they wrote it in the past tense already) and the alternatives that read right before them.
 */
function verbChoices(verb: Verb, form: Form, words: string): string[] {
  const people = PEOPLE.exec(words);
  let alternatives: readonly string[] = [];
  if (people && verb.forPeople && AFTER_PEOPLE.test(people[2] ?? '')) {
    // Helping customers is serving them; greeting them is not.
    const serves = verb.forPeople === HELPING || verb.base === 'serve';
    alternatives = serves && SERVED.test(people[1]!) ? ['Served', ...verb.forPeople] : verb.forPeople;
  } else if (!people && !TIED.test(words)) {
    alternatives = verb.alternatives ?? [];
  }
  return form === 'past' ? [...alternatives, verb.past] : [verb.past, ...alternatives];
}

/** Up to three rewordings of an achievement, and the number hint when it has no figure yet. */
export function suggestAchievements(text: string): { suggestions: string[]; hint: string | null } {
  const line = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.;,]+$/, '');
  if (!line) return { suggestions: [...EXAMPLES], hint: NUMBER_HINT };

  const [pattern, opening] = OPENINGS.find(([p]) => p.test(line)) ?? [null, null];
  const rest = pattern ? line.replace(pattern, '') : line;
  let [first = '', ...others] = rest.split(' ');
  // "Supported cooked breakfast": a verb stacked on the seeker's own (an old suggestion) goes.
  if (verbForm(first)?.form === 'past' && verbForm(others[0] ?? '')?.form === 'past') {
    [first = '', ...others] = others;
  }
  const words = others.join(' ');
  const found = verbForm(first);
  const next = others[0] ?? '';
  // A known verb: past already, or after "I" / "responsible for", or before its object.
  const tail =
    found && (found.form === 'past' || opening !== null || next === '' || OBJECT_START.test(next))
      ? found.form === 'past'
        ? words
        : pastThroughout(words, found.form)
      : null;

  const starts: string[] = [];
  let clause: string;
  if (found && tail !== null) {
    clause = tail ? `${found.verb.past} ${tail}` : found.verb.past;
    if (tail) for (const verb of verbChoices(found.verb, found.form, tail)) starts.push(`${verb} ${tail}`);
  } else if (opening === 'subject' && /^[a-z]+ed$/i.test(first)) {
    // "I looked after children": a past verb this helper does not know, kept.
    clause = capitalise(rest);
  } else if (opening === 'task') {
    // "Responsible for the stock room": a task, taken charge of.
    clause = capitalise(line);
    starts.push(`Took charge of ${rest}`, `Looked after ${rest}`);
  } else {
    // Words this helper cannot reword safely ("Looked after children", "Stock control"): kept as
    // written, so nothing ungrammatical is put in front of them.
    clause = capitalise(line);
  }
  // Closing phrases: the line's own topics first (by where they appear), none repeating its words.
  const topical = TOPIC_ENDINGS.flatMap(([p, ending]) => {
    const at = line.search(p);
    return at < 0 ? [] : [{ at, ending }];
  })
    .sort((a, b) => a.at - b.at)
    .map((t) => t.ending);
  const used = stems(line);
  const endings = [...new Set([...topical, ...GENERAL_ENDINGS])]
    .filter((ending) => ![...stems(ending)].some((w) => used.has(w)))
    .map((ending) => clause + ending);

  const same = (s: string) => s.toLowerCase() === line.toLowerCase();
  const suggestions = [...new Set([...starts, ...endings].map(capitalise))]
    .filter((s) => !same(s) && s.length <= ACHIEVEMENT_MAX)
    .slice(0, 3);
  return { suggestions, hint: hasNumber(line) ? null : NUMBER_HINT };
}

export function suggestSummary(profile: {
  jobTitle?: string | null;
  skills?: string[];
  years?: number | null;
}): string[] {
  const role = profile.jobTitle?.trim() || 'hard-working team member';
  const skills = (profile.skills ?? []).slice(0, 3);
  const skillText = skills.length ? ` with skills in ${skills.join(', ')}` : '';
  return [
    `Reliable ${role}${skillText}. I take pride in turning up on time, learning fast and doing the job properly. Looking for a role where I can keep growing and be a dependable part of the team.`,
    `Motivated ${role}${skillText}, ready to bring energy and a strong work ethic to a new team. Calm under pressure, good with people and keen to take on training.`,
  ];
}
