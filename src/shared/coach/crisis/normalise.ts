/**
 * Layer 1 of the crisis detector: text as people type it, made into one plain form that the
 * lexicon (./lexicon.ts) is written against. Lower case, no accents, "*" censoring undone,
 * emoji read as words, long letter runs shortened, contractions and text-speak written out, and
 * the euphemisms of suicide and self-harm talk ("kms", "unalive", "sewerslide", "sh", "od")
 * turned into the words they stand for.
 */

/** Emoji that carry meaning here. Laughing ones ("💀" for "I'm dead") are dropped with the rest. */
const EMOJI: Record<string, string> = {
  '💊': ' pills ',
  '🔪': ' knife ',
  '🗡': ' knife ',
  '🔫': ' gun ',
  '🪢': ' rope ',
  '🩸': ' blood ',
  '⚰': ' coffin ',
  '🪦': ' grave ',
  '🌉': ' bridge ',
  '🚆': ' train ',
  '🚂': ' train ',
  '🚄': ' train ',
  '🆘': ' help ',
};

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

/** Whole words (after punctuation is gone) and what they stand for. */
const WORDS: Record<string, string> = {
  // contractions, with and without the apostrophe
  "can't": 'can not',
  cant: 'can not',
  cannot: 'can not',
  "couldn't": 'could not',
  couldnt: 'could not',
  "won't": 'will not',
  "wouldn't": 'would not',
  wouldnt: 'would not',
  "don't": 'do not',
  dont: 'do not',
  "doesn't": 'does not',
  doesnt: 'does not',
  "didn't": 'did not',
  didnt: 'did not',
  "isn't": 'is not',
  isnt: 'is not',
  "aren't": 'are not',
  arent: 'are not',
  "wasn't": 'was not',
  wasnt: 'was not',
  "haven't": 'have not',
  havent: 'have not',
  "shouldn't": 'should not',
  shouldnt: 'should not',
  "i'm": 'i am',
  im: 'i am',
  "i've": 'i have',
  ive: 'i have',
  "i'd": 'i would',
  "i'll": 'i will',
  "he'd": 'he would',
  hed: 'he would',
  "she'd": 'she would',
  "they'd": 'they would',
  theyd: 'they would',
  "he'll": 'he will',
  "she'll": 'she will',
  "they'll": 'they will',
  theyll: 'they will',
  "he's": 'he is',
  "she's": 'she is',
  shes: 'she is',
  "they're": 'they are',
  theyre: 'they are',
  "you're": 'you are',
  youre: 'you are',
  "we're": 'we are',
  "there's": 'there is',
  theres: 'there is',
  "what's": 'what is',
  whats: 'what is',
  "that's": 'that is',
  thats: 'that is',
  "it's": 'it is',
  "ain't": 'is not',
  aint: 'is not',
  "y'all": 'you all',
  wanna: 'want to',
  wana: 'want to',
  wannna: 'want to',
  gonna: 'going to',
  gna: 'going to',
  gunna: 'going to',
  finna: 'going to',
  gotta: 'got to',
  hafta: 'have to',
  tryna: 'trying to',
  kinda: 'kind of',
  sorta: 'sort of',
  dunno: 'do not know',
  idk: 'i do not know',
  lemme: 'let me',
  gimme: 'give me',
  outta: 'out of',
  wiv: 'with',
  wif: 'with',
  // text-speak
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  bcos: 'because',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tomoz: 'tomorrow',
  b4: 'before',
  ppl: 'people',
  every1: 'everyone',
  evry1: 'everyone',
  evryone: 'everyone',
  everybody: 'everyone',
  noone: 'no one',
  no1: 'no one',
  nobody: 'no one',
  some1: 'someone',
  any1: 'anyone',
  nothin: 'nothing',
  nuthin: 'nothing',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  thru: 'through',
  bf: 'boyfriend',
  gf: 'girlfriend',
  hubby: 'husband',
  mum: 'mum',
  mam: 'mum',
  mom: 'mum',
  fella: 'boyfriend',
  missus: 'wife',
  wat: 'what',
  wot: 'what',
  wht: 'what',
  y: 'why',
  n: 'and',
  w: 'with',
  dat: 'that',
  da: 'the',
  // spelling people get wrong in exactly these words
  wnat: 'want',
  wnt: 'want',
  whant: 'want',
  realy: 'really',
  rly: 'really',
  anymor: 'anymore',
  anymoar: 'anymore',
  nemore: 'anymore',
  anymre: 'anymore',
  myslef: 'myself',
  mysef: 'myself',
  myelf: 'myself',
  myslf: 'myself',
  meself: 'myself',
  mysel: 'myself',
  myyself: 'myself',
  mself: 'myself',
  kil: 'kill',
  kiling: 'killing',
  killin: 'killing',
  dieing: 'dying',
  dyin: 'dying',
  tierd: 'tired',
  tird: 'tired',
  beter: 'better',
  betta: 'better',
  bettr: 'better',
  wiout: 'without',
  witout: 'without',
  wthout: 'without',
  wihtout: 'without',
  alive: 'alive',
  aliv: 'alive',
  pils: 'pills',
  pillz: 'pills',
  tabs: 'tablets',
  meds: 'tablets',
  paracetomol: 'paracetamol',
  paracetemol: 'paracetamol',
  paracetamols: 'paracetamol',
  hurtin: 'hurting',
  cuttin: 'cutting',
  cuting: 'cutting',
  burnin: 'burning',
  livin: 'living',
  goin: 'going',
  tryin: 'trying',
  nothing: 'nothing',
  lyf: 'life',
  lyfe: 'life',
  liv: 'live',
  ded: 'dead',
  dead: 'dead',
  wrist: 'wrists',
  pointless: 'pointless',
  hopless: 'hopeless',
  burdon: 'burden',
  burdan: 'burden',
  dissapear: 'disappear',
  dissappear: 'disappear',
  disapear: 'disappear',
  vanish: 'vanish',
  treatening: 'threatening',
  thretening: 'threatening',
  threatend: 'threatened',
  // euphemisms and slang of suicide and self-harm
  kms: 'kill myself',
  kmsl: 'kill myself',
  kys: 'kill yourself',
  ctb: 'kill myself',
  unalive: 'suicide',
  unalived: 'suicide',
  unaliving: 'suicide',
  unalives: 'suicide',
  sewerslide: 'suicide',
  sewerslided: 'suicide',
  suicde: 'suicide',
  sucide: 'suicide',
  suiside: 'suicide',
  suacide: 'suicide',
  suicid: 'suicide',
  suicied: 'suicide',
  suecide: 'suicide',
  suicidle: 'suicidal',
  sucidal: 'suicidal',
  suicidel: 'suicidal',
  suisidal: 'suicidal',
  suacidal: 'suicidal',
  suicdal: 'suicidal',
  sucicidal: 'suicidal',
  sh: 'selfharm',
  selfharm: 'selfharm',
  selfharming: 'selfharming',
  selfharmed: 'selfharmed',
  od: 'overdose',
  "od'd": 'overdosed',
  "od'ed": 'overdosed',
  "sh'd": 'selfharmed',
  shd: 'selfharmed',
  "sh'ing": 'selfharming',
  shing: 'selfharming',
  wont: 'will not',
  sui: 'suicidal',
  suic: 'suicidal',
  sicide: 'suicide',
  suicidee: 'suicide',
  odd: 'odd',
  oded: 'overdosed',
  odding: 'overdosing',
  odeing: 'overdosing',
  overdoes: 'overdose',
  overdosed: 'overdosed',
};

/** Words that only soften or stress what is said: dropped, so "i just really want to die" reads as "i want to die". */
const FILLERS = new Set(
  (
    'tbh ngl lol lmao lmfao omg fr frfr imo smh ffs istg tho though just really honestly literally actually ' +
    'seriously genuinely truly simply very totally kinda sorta basically like pretty fucking fking fkin ' +
    'bloody proper well um umm uh erm hmm ok okay so even still'
  )
    .split(' ')
    .filter(Boolean),
);

/** Phrases (several words, matched on word boundaries after WORDS) and their plain form. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bself ?harm(ing|ed|s|er|ers)?\b/g, 'selfharm$1'],
  [/\bself ?(injur\w*|inflict\w*|mutilat\w*)/g, 'selfharm'],
  [
    /\bill (be|make|do|get|never|go|have|kill|end|take|jump|try|probably|not|finally|see|last|survive)\b/g,
    'i will $1',
  ],
  [/\bid (be|rather|love|kill|never|honestly|died)\b/g, 'i would $1'],
  [
    /\bhell (take|kill|hurt|tell|find|do|make|say|go|come|never|know|leave|use|get|be|batter|stab|smash|break)\b/g,
    'he will $1',
  ],
  [/\bshell (take|kill|hurt|tell|find|do|make|say|go|come|never|know|leave|use|get|be)\b/g, 'she will $1'],
  [/\b(bad|having|my|the|with|of|got|get|getting|active|passive|strong|constant) si\b/g, '$1 suicidal'],
  [/\bsi (again|thoughts|is|tonight|right now|today|bad)\b/g, 'suicidal $1'],
  [/\bsewer ?slide\b/g, 'suicide'],
  [/\bmy self\b/g, 'myself'],
  [/\bme self\b/g, 'myself'],
  [/\bun ?aliv(e|ing|ed) (myself|me)\b/g, 'kill myself'],
  [/\bun ?aliv(e|ing|ed)\b/g, 'suicide'],
  [/\bsuicide (myself|me)\b/g, 'kill myself'],
  [/\bod ?d\b/g, 'overdosed'],
  [/\bany more\b/g, 'anymore'],
  [/\bno more\b/g, 'anymore'],
  [/\bevery one\b/g, 'everyone'],
  [/\b(top|topping|topped|off|offing|offed|end|ending|ended|do|doing) myself( in)?\b/g, 'kill myself'],
  [/\bneck(ing)? myself\b/g, 'hang myself'],
  [/\bcatch(ing)? the bus\b/g, 'kill myself'],
];

/**
 * Key words whose spelling people stretch ("diiieee", "kiiill", "sooo"): after long runs are cut
 * to two letters, a word that is not one of these but squeezes to one of them becomes it.
 */
const STRETCHED = [
  'kms',
  'kys',
  'die',
  'dead',
  'kill',
  'killing',
  'tired',
  'want',
  'done',
  'end',
  'alone',
  'help',
  'hurt',
  'please',
  'so',
  'no',
  'bye',
  'goodbye',
  'over',
  'life',
  'live',
  'sleep',
  'anymore',
  'myself',
  'cut',
  'cutting',
  'scared',
  'hate',
  'sorry',
  'now',
  'go',
  'gone',
  'stop',
  'pain',
  'why',
  'everyone',
  'nothing',
];
const squeeze = (word: string) => word.replace(/(.)\1+/g, '$1');
const STRETCH_MAP = new Map(STRETCHED.map((w) => [squeeze(w), w]));
const KNOWN = new Set([...STRETCHED, ...Object.keys(WORDS), ...Object.values(WORDS)]);

function fixWord(word: string): string {
  let w = word.replace(/(.)\1{2,}/g, '$1$1');
  if (!KNOWN.has(w) && /(.)\1/.test(w)) w = STRETCH_MAP.get(squeeze(w)) ?? w;
  return WORDS[w] ?? w;
}

/** The plain form the lexicon reads: lower-case words separated by single spaces, padded. */
export function normalise(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  for (const [emoji, word] of Object.entries(EMOJI)) t = t.split(emoji).join(word);
  t = t
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    // "sh*t", "f**k": censoring must not split a word (and "sh" must not become self-harm).
    .replace(/([a-z])[*#@$]+([a-z])/g, '$1$2')
    // "self-harm", "dead-end", "co-codamol": hyphens join words.
    .replace(/([a-z])-([a-z])/g, '$1 $2')
    // "su1cide", "k1ll", "d3ad": digits for letters inside a word.
    .replace(/([a-z])([013457@$!|])(?=[a-z])/g, (_, a: string, d: string) => a + (LEET[d] ?? d))
    // "12 kms from mine" is a distance, and "get ctb" council tax benefit: not the euphemisms.
    .replace(/(\d) ?kms\b/g, '$1 km')
    .replace(
      /\b(get|gets|getting|claim|claims|claiming|receive|receiving|on) ctb\b/g,
      '$1 council tax benefit',
    )
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/(^| )'+|'+( |$)/g, ' ');
  const words = t
    .split(/\s+/)
    .filter(Boolean)
    .map(fixWord)
    .filter((w) => !FILLERS.has(w));
  let out = ` ${words.join(' ')} `;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out.replace(/'/g, '').replace(/\s+/g, ' ');
}
