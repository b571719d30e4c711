import type { JOB_CATEGORY_VALUES } from '../options/job-categories';
import { formatSalaryGBP } from './format';

/**
 * Signs that a job ad, as it is posted, is a scam or breaks the law. A finding does not reject
 * the ad: a moderator looks at it, and the employer is told in plain words what was found. The
 * checks are wording heuristics, tuned to pass ordinary UK ads (the demo jobs and the ads in
 * job-ad-checks.test.ts) and to catch wording as scammers actually write it; they will miss some
 * scams and now and then hold an honest ad, which is why a person decides.
 *
 * fee — the ad asks applicants to pay: a registration, admin or application fee, a deposit, or
 *   the cost of a DBS check, training, a uniform or a starter kit, up front or out of wages.
 *   Employment agencies and businesses may not charge work-seekers for finding them work
 *   (Employment Agencies Act 1973 s.6; Conduct of Employment Agencies and Employment Businesses
 *   Regulations 2003, reg. 26, with exceptions only for entertainment and modelling; gov.uk
 *   "Employment agencies and businesses": an agency cannot "charge a fee to a work-seeker for
 *   work finding services"). Being asked for money up front is also a sign of a job scam in
 *   Action Fraud's and SAFERjobs' guidance. "We pay for your DBS check", "no fees" and "we cover training
 *   costs" are not signs, nor is an employer describing fees its customers pay.
 *
 * off_platform_contact — a phone number (UK landline, mobile, 0800, or +44 and other international
 *   forms), a WhatsApp or Telegram contact (links, handles, "WhatsApp me", "apply via Telegram"),
 *   or a personal e-mail address (Gmail, Hotmail, Yahoo, Outlook.com, iCloud, AOL, Proton...).
 *   SAFERjobs and Action Fraud warn that scammers move people to WhatsApp, Telegram or a personal
 *   e-mail address, away from the job board. A company e-mail address (jobs@acme.co.uk) is not a
 *   sign, and WhatsApp named as part of the job ("manage our WhatsApp Business channel") is not
 *   an instruction to get in touch.
 *
 * pay_too_high — the salary is far above what the category's work pays: above a generous ceiling
 *   of about 2.5 times the 90th percentile of gross annual pay of full-time employees in the
 *   nearest occupations (ONS Annual Survey of Hours and Earnings 2024, table 14, by SOC 2020
 *   occupation). The percentiles below are approximate, rounded to the nearest few thousand
 *   pounds, and worth re-checking when ASHE is updated; the ceiling is wide enough that a few
 *   thousand either way does not change what is held. Also pay promised in the text ("earn £500 a day"), turned into a year.
 *   Salaries are whole pounds a year (contracts/jobs.ts), also for part-time jobs.
 *
 * work_from_home_earnings — easy-money wording: "earn £300 a day from home", "make money
 *   online", "no experience needed, earn up to £1,000 a week", "be your own boss", "passive
 *   income", recruiting friends and family (pyramid and multi-level marketing), "get paid to
 *   like posts" task scams, and money-mule work ("receive payments into your own bank account",
 *   Western Union) (Action Fraud's job scam and task-based scam guidance; SAFERjobs).
 *
 * exclusionary_wording — wording that turns people away because of a protected characteristic of
 *   the Equality Act 2010 (s.4: age, disability, gender reassignment, marriage and civil
 *   partnership, pregnancy and maternity, race including nationality and ethnic or national
 *   origin, religion or belief, sex, sexual orientation); s.39 makes it unlawful to discriminate
 *   in the arrangements for deciding who is offered work. "No women", "under 30s", "young and
 *   energetic", "native English speaker", "must be British", "no disabled", "must not be
 *   pregnant", "Christians only". Not signs: "right to work in the UK", "fluent English", "18 or
 *   over" (licensing and insurance ages), "we welcome applicants of all ages", "Disability
 *   Confident", "reasonable adjustments". An ad that cites an occupational requirement (Schedule
 *   9, e.g. a female support worker in a women's refuge) passes, and so does nationality under
 *   the Civil Service nationality rules (reserved posts).
 */

export type JobAdSign =
  'fee' | 'off_platform_contact' | 'pay_too_high' | 'work_from_home_earnings' | 'exclusionary_wording';

export interface JobAdFinding {
  sign: JobAdSign;
  /** Plain words shown to the employer: what was found and what to do about it. */
  message: string;
  /** The text that triggered it, for the moderator (several passages joined by " | "). */
  evidence: string;
}

export interface JobAdInput {
  title: string;
  description: string;
  category: string;
  employmentType: string;
  /** Whole pounds a year. */
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency?: string;
}

/** The order findings are given in. */
const SIGN_ORDER: readonly JobAdSign[] = [
  'fee',
  'off_platform_contact',
  'pay_too_high',
  'work_from_home_earnings',
  'exclusionary_wording',
];

// ---- Pay ceilings --------------------------------------------------------------------------

/**
 * Elementary, sales, care and service work: the 90th percentile of full-time annual pay in ASHE
 * 2024 is about £28k-£35k for kitchen and catering assistants, cleaners, care workers, sales
 * assistants, warehouse and process operatives, security officers, call centre agents and
 * delivery drivers. Their supervisors and managers (about £45k-£55k) stay under the ceiling.
 */
const ENTRY_CEILING = 75_000;
/**
 * Skilled trades, large-vehicle drivers, chefs, technicians and managers of a site or store: the
 * 90th percentile is about £45k-£55k (electricians, plumbers, gas engineers, HGV drivers,
 * construction site managers, production and retail managers, IT technicians).
 */
const SKILLED_CEILING = 125_000;
/** Professional work: software developers and marketing managers, 90th percentile about £85k-£95k. */
const PROFESSIONAL_CEILING = 250_000;

type JobCategory = (typeof JOB_CATEGORY_VALUES)[number];

/** The pay ceiling of each category, in whole pounds a year. */
const PAY_CEILING_GBP: Readonly<Record<JobCategory, number>> = {
  'Construction & Building': SKILLED_CEILING,
  Bricklaying: SKILLED_CEILING,
  'Carpentry & Joinery': SKILLED_CEILING,
  'Plastering & Drylining': SKILLED_CEILING,
  'Painting & Decorating': SKILLED_CEILING,
  Roofing: SKILLED_CEILING,
  Scaffolding: SKILLED_CEILING,
  Groundworks: SKILLED_CEILING,
  'Plant Operation': SKILLED_CEILING,
  Electrical: SKILLED_CEILING,
  'Plumbing & Heating': SKILLED_CEILING,
  'Gas Engineering': SKILLED_CEILING,
  'HVAC & Refrigeration': SKILLED_CEILING,
  'Tiling & Flooring': SKILLED_CEILING,
  'Welding & Fabrication': SKILLED_CEILING,
  'Vehicle Mechanics': SKILLED_CEILING,
  'Property Maintenance': SKILLED_CEILING,
  'Manufacturing & Production': SKILLED_CEILING,
  'Machine Operation': ENTRY_CEILING,
  'Assembly Line Work': ENTRY_CEILING,
  'Food Production': ENTRY_CEILING,
  'Quality Control & Inspection': SKILLED_CEILING,
  'Packing & Packaging': ENTRY_CEILING,
  'Warehouse Operative': ENTRY_CEILING,
  'Forklift Driving': ENTRY_CEILING,
  'Picking & Packing': ENTRY_CEILING,
  'Stock Control & Inventory': ENTRY_CEILING,
  'Goods In & Dispatch': ENTRY_CEILING,
  'Retail Sales Assistant': ENTRY_CEILING,
  'Customer Service': ENTRY_CEILING,
  'Store Supervision & Management': SKILLED_CEILING,
  'Visual Merchandising': ENTRY_CEILING,
  Hospitality: SKILLED_CEILING,
  'Chef & Cooking': SKILLED_CEILING,
  'Kitchen Porter': ENTRY_CEILING,
  'Bar Work': ENTRY_CEILING,
  'Waiting & Front of House': ENTRY_CEILING,
  'Barista & Café Work': ENTRY_CEILING,
  Catering: ENTRY_CEILING,
  'Hotel Housekeeping': ENTRY_CEILING,
  'HGV & LGV Driving': SKILLED_CEILING,
  'Delivery Driving': ENTRY_CEILING,
  'Van Driving': SKILLED_CEILING,
  'Bus & Coach Driving': SKILLED_CEILING,
  'Taxi & Private Hire': ENTRY_CEILING,
  'Courier & Postal Services': ENTRY_CEILING,
  'Logistics & Transport Planning': SKILLED_CEILING,
  'Care Work': ENTRY_CEILING,
  'Healthcare Assistant': ENTRY_CEILING,
  'Support Work': ENTRY_CEILING,
  'Childcare & Nursery': ENTRY_CEILING,
  'Domiciliary Care': ENTRY_CEILING,
  Cleaning: ENTRY_CEILING,
  'Commercial Cleaning': ENTRY_CEILING,
  'Waste Management & Recycling': SKILLED_CEILING,
  Security: ENTRY_CEILING,
  'Door Supervision': ENTRY_CEILING,
  'CCTV Operation': ENTRY_CEILING,
  Administration: SKILLED_CEILING,
  'Reception & Front Desk': ENTRY_CEILING,
  'Data Entry': ENTRY_CEILING,
  'Call Centre': ENTRY_CEILING,
  'IT Support': SKILLED_CEILING,
  'Web & Software Development': PROFESSIONAL_CEILING,
  'Digital Marketing': PROFESSIONAL_CEILING,
  'Teaching Assistant': ENTRY_CEILING,
  'Training & Tutoring': SKILLED_CEILING,
  'Creative & Design': SKILLED_CEILING,
  'Agriculture & Farming': ENTRY_CEILING,
  'Gardening & Landscaping': ENTRY_CEILING,
  'Hair & Beauty': ENTRY_CEILING,
  'Fitness & Leisure': ENTRY_CEILING,
  'General Labour': ENTRY_CEILING,
  'Temporary & Seasonal Work': ENTRY_CEILING,
  'Multiple Roles': PROFESSIONAL_CEILING,
};

/** Apprentices are paid a trainee wage (degree apprenticeships about £20k-£30k); about twice that. */
const APPRENTICESHIP_CEILING = 60_000;
/** Contractors are paid more for the same work (day rates, no holiday pay). */
const CONTRACT_FACTOR = 1.5;

/** The ceiling of a category on the list (not "toString"), or undefined. */
function categoryCeiling(category: string): number | undefined {
  return Object.hasOwn(PAY_CEILING_GBP, category) ? PAY_CEILING_GBP[category as JobCategory] : undefined;
}

/** The most a job of this category and employment type plausibly pays, in pounds a year. */
export function payCeilingGBP(category: string, employmentType: string): number {
  const ceiling = categoryCeiling(category) ?? PROFESSIONAL_CEILING;
  if (employmentType === 'Apprenticeship') return Math.min(ceiling, APPRENTICESHIP_CEILING);
  if (employmentType === 'Contract') return ceiling * CONTRACT_FACTOR;
  return ceiling;
}

// ---- Normalising text ----------------------------------------------------------------------

/** Lookalike letters from other scripts used to dodge filters ("WhаtsApp" with a Cyrillic а). */
const LOOKALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  [...'аеорсухіјѕԁοαειкνρτυ'].map((c, i) => [c, 'aeopcyxijsdoaeikvptu'[i]]),
);

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0',
  oh: '0',
  nought: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};

/** Providers of personal e-mail addresses (the part of the domain after the @). */
const PERSONAL_MAIL: ReadonlySet<string> = new Set(
  (
    'gmail googlemail hotmail yahoo ymail rocketmail outlook live msn icloud me mac aol aim protonmail ' +
    'proton pm gmx yandex mail btinternet btopenworld sky virginmedia talktalk tiscali ntlworld ' +
    'blueyonder zohomail tutanota tuta hushmail fastmail inbox qq 163 126 rediffmail'
  ).split(' '),
);
/** Providers whose name alone, with a dot and an ending, means a personal address. */
const PERSONAL_MAIL_NAMED = 'gmail|googlemail|hotmail|yahoo|ymail|icloud|aol|protonmail|btinternet|outlook';

function digitWords(run: string): string {
  const words = run.split(/[\s,-]+/).filter(Boolean);
  let digits = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === 'double' || word === 'triple') {
      const next = DIGIT_WORDS[words[i + 1] ?? ''];
      if (next === undefined) return run;
      digits += next.repeat(word === 'double' ? 2 : 3);
      i++;
    } else {
      const digit = DIGIT_WORDS[word];
      if (digit === undefined) return run;
      digits += digit;
    }
  }
  return digits.length >= 8 ? digits : run;
}

/**
 * Lower case, one script, plain punctuation, contractions written out, and the usual disguises
 * undone: "w h a t s a p p", "0 7 7 0 0" and "O77OO", "seven seven double oh", "name at gmail
 * dot com", "whats app", "500 quid". Newlines are kept: they end a sentence.
 */
function normalise(text: string): string {
  let t = text
    .normalize('NFKC')
    .replace(/[\u00AD\u200B-\u200F\u2060\uFEFF]/g, '')
    .toLowerCase()
    .replace(/[\p{L}\p{M}]+/gu, (word) =>
      /[a-z]/.test(word) ? word.replace(/[^a-z0-9]/g, (c) => LOOKALIKES[c] ?? c) : word,
    )
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/[\u2018\u2019\u201B\u2032`´]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n');

  // Letters spaced out to dodge filters: "w h a t s a p p", "t.e.l.e.g.r.a.m".
  t = t.replace(/(?<![\p{L}\d])\p{L}(?:[ ._*-]{1,2}\p{L}(?![\p{L}\d])){3,}/gu, (run) =>
    run.replace(/[ ._*-]/g, ''),
  );
  // Letter O for zero inside a number: "O77OO 9OO123".
  t = t.replace(/\b[\do]*\d[\do]*\b/g, (token) => token.replace(/o/g, '0'));
  // Numbers written as words: "zero seven seven double oh...".
  t = t.replace(
    /\b(?:(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine|double|triple)[\s,-]+){5,}(?:zero|oh|nought|one|two|three|four|five|six|seven|eight|nine)\b/g,
    digitWords,
  );

  t = t
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bcan't\b/g, 'cannot')
    .replace(/\bshan't\b/g, 'shall not')
    .replace(/n't\b/g, ' not')
    .replace(/'ll\b/g, ' will')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/\b(we|you|they|i|he|she)'d\b/g, '$1 would');

  // E-mail addresses written out: "name [at] gmail [dot] com", "name at gmail dot co dot uk".
  t = t
    .replace(/\s*[[({<]\s*(?:at|@)\s*[\])}>]\s*/g, '@')
    .replace(/\s*[[({<]\s*(?:dot|\.)\s*[\])}>]\s*/g, '.')
    .replace(new RegExp(`\\s+(?:at|@)\\s+(?=(?:${PERSONAL_MAIL_NAMED})\\s*(?:\\.|dot\\b))`, 'g'), '@')
    .replace(/(@[a-z0-9-]+)\s+dot\s+/g, '$1.')
    .replace(new RegExp(`\\b(${PERSONAL_MAIL_NAMED})\\s+dot\\s+`, 'g'), '$1.')
    .replace(/\s+dot\s+(?=(?:com|co|uk|net|org|io|me|ie)\b)/g, '.')
    .replace(/([a-z0-9])\s+@\s*(?=[a-z0-9-]+\s*\.\s*(?:com|co|uk|net|org|io|me|ie)\b)/g, '$1@')
    .replace(/@\s+(?=[a-z0-9-]+\s*\.\s*(?:com|co|uk|net|org|io|me|ie)\b)/g, '@')
    .replace(/(@[a-z0-9-]+)\s*\.\s*(?=(?:com|co|uk|net|org|io|me|ie)\b)/g, '$1.')
    .replace(
      new RegExp(`\\b(${PERSONAL_MAIL_NAMED})\\s*\\.\\s*(?=(?:com|co|uk|net|fr|de|ie)\\b)`, 'g'),
      '$1.',
    )
    .replace(/\.co\s*\.\s*uk\b/g, '.co.uk');

  // Messaging apps however spelt: "whats app", "what's app", "watsapp", "wh@tsapp", "telegrm".
  t = t
    .replace(
      /(?<![a-z])(?:wh?[a@4]t'?s?\s?[a@4]pp?|w[a@4]ts\s?[a@4]pp?|whatapp|whtsapp|whatsaap|whatzapp|wassapp?)(?![a-z])/g,
      'whatsapp',
    )
    .replace(/(?<![a-z])(?:t[e3]l[e3]\s?gr[a@4]m+|telegam|telegrm|telgram)(?![a-z])/g, 'telegram');

  // Money: "£ 500", "GBP 500", "500 pounds", "500 quid", "earn 500 a day".
  t = t
    .replace(/(\d[\d,]*(?:\.\d+)?\s?k?)\s?(?:pounds?|quid|gbp)\b/g, '£$1')
    .replace(/\bgbp\s?(?=\d)/g, '£')
    .replace(/£\s+(?=\d)/g, '£')
    .replace(
      /\b(earn|earning|earnings of|make|making|income of|take home)((?:\s(?:up to|upto|over|at least|as much as|around|about|easily|from))?)\s(?=\d[\d,]*(?:\.\d+)?\s?k?\s?\+?\s?(?:an?\s|per\s|\/|each\s|every\s|in\san?\s)?(?:hour|day|week|month|year|pw|pd|pm|ph|daily|weekly|monthly|hourly)\b)/g,
      '$1$2 £',
    );

  // Hyphens between words are spaces: "male-only", "able-bodied", "up-front".
  return t.replace(/(?<=\p{L})-(?=\p{L})/gu, ' ');
}

const SENTENCE_BREAK = /(?<=[.!?])\s+|\n+|\s*[;•·|]\s*/;

/** Sentences (and list items, and lines) of normalised text. */
function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_BREAK)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/**
 * The sentences of the ad as written, by their normalised form, so evidence can quote the
 * employer's own words. A sentence that normalising splits or joins is left out (the evidence
 * then shows the normalised text).
 */
function writtenSentences(text: string): Map<string, string> {
  const written = new Map<string, string>();
  for (const piece of text.normalize('NFKC').split(SENTENCE_BREAK)) {
    const sentences = sentencesOf(normalise(piece));
    if (sentences.length === 1) written.set(sentences[0], piece.replace(/\s+/g, ' ').trim());
  }
  return written;
}

/** Clauses of a sentence, for telling what a "no" or a "we pay" belongs to. */
function clausesOf(sentence: string): string[] {
  return sentence
    .replace(/[()[\]]/g, ' ')
    .split(/,|\s-\s|\s(?:but|however|although|whereas|though)\s/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '');
}

/** A sentence as evidence: whole when short, else the part around the match. */
function excerpt(sentence: string, index = 0, length = sentence.length): string {
  if (sentence.length <= 160) return sentence;
  const start = Math.max(0, index - 60);
  const end = Math.min(sentence.length, index + length + 60);
  return `${start > 0 ? '…' : ''}${sentence.slice(start, end).trim()}${end < sentence.length ? '…' : ''}`;
}

function regex(source: string, flags = ''): RegExp {
  return new RegExp(source, flags);
}

// ---- Money in text -------------------------------------------------------------------------

type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

/** Hours, days, weeks and months in a full-time year. */
const PER_YEAR: Readonly<Record<Period, number>> = { hour: 1950, day: 260, week: 52, month: 12, year: 1 };

interface Money {
  value: number;
  period: Period | null;
  index: number;
  text: string;
}

const MONEY = /£(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?:\s?(k|m|grand)(?![a-z]))?/g;
const PERIOD_AFTER =
  /^\s?(?:\+|plus)?\s?(?:(?:-|to)\s?£?\d[\d,]*(?:\.\d+)?\s?k?\s?\+?\s?)?(?:(?:an?|per|each|every|in an?|\/)\s?)?(hours?|hrs?|h|days?|shifts?|weeks?|wk|months?|mth|mo|years?|yr|annum|ph|p\/h|pd|p\/d|pw|p\/w|pcm|pm|pa|p\.a\.?|daily|weekly|monthly|hourly|annually|yearly)(?![a-z])/;

function periodOf(word: string): Period {
  if (/^(?:hours?|hrs?|h|ph|p\/h|hourly)$/.test(word)) return 'hour';
  if (/^(?:days?|shifts?|pd|p\/d|daily)$/.test(word)) return 'day';
  if (/^(?:weeks?|wk|pw|p\/w|weekly)$/.test(word)) return 'week';
  if (/^(?:months?|mth|mo|pcm|pm|monthly)$/.test(word)) return 'month';
  return 'year';
}

function moneyIn(sentence: string): Money[] {
  return [...sentence.matchAll(MONEY)].map((m) => {
    const unit = m[3] === 'k' || m[3] === 'grand' ? 1000 : m[3] === 'm' ? 1_000_000 : 1;
    const value = Number(`${m[1].replace(/,/g, '')}${m[2] ?? ''}`) * unit;
    const period = PERIOD_AFTER.exec(sentence.slice(m.index + m[0].length, m.index + m[0].length + 40));
    return { value, period: period ? periodOf(period[1]) : null, index: m.index, text: m[0] };
  });
}

function perYear(money: Money): number {
  return money.value * PER_YEAR[money.period ?? 'year'];
}

/** Money that is not someone's pay: takings, budgets, turnover, bonuses... */
const NOT_PAY =
  /\b(?:turnover|turns? over|turning over|revenue|sales(?! (?:assistant|advis[eo]r|associate|rep|representative|executive|consultant|role|job|team|floor))|takings|float|handl(?:e|es|ing)|banking|process(?:es|ing)?|manag(?:e|es|ing)|budgets?|worth|valued?|invest\w*|spend|spent|raised?|donat\w*|funding|grants?|stock|orders?|transactions?|bills?|invoices?|contracts?|projects?|portfolios?|accounts?|goods|deposits?|payments?|loans?|propert(?:y|ies)|rent|fines?|penalt\w*|customers?|clients?|business)\b/;

function nearNotPay(sentence: string, money: Money): boolean {
  const around = sentence.slice(Math.max(0, money.index - 40), money.index + money.text.length + 30);
  return NOT_PAY.test(around);
}

// ---- Fee -----------------------------------------------------------------------------------

const FEE_ITEM =
  '(?:registration|admin|administration|application|applying|joining|processing|enrol?ment|onboarding|vetting|induction|set up|setup|activation|sign up|placement|starter|interview|training|course|dbs|crb|disclosure|uniform|kit|badge|id|medical|screening|background check|compliance|sponsorship|visa|cos|certificate|cscs|sia|licence|license|equipment|ppe|insurance|security)';

interface FeePattern {
  pattern: RegExp;
  /** Paying one's own travel or lunch is normal: not a fee when the clause is about that. */
  ownCosts?: boolean;
}

/** Wording that asks the applicant to pay. */
const FEE_PATTERNS: readonly FeePattern[] = [
  { pattern: regex(`\\b${FEE_ITEM} (?:fee|fees|charge|charges|costs?|payment|deposit)\\b`) },
  {
    pattern:
      /\b(?:small|one off|nominal|refundable|non refundable|returnable|token|modest|minor|upfront|up front|advance|compulsory|mandatory) (?:fee|fees|payment|charge|deposit)\b/,
  },
  { pattern: /\b(?:fee|deposit|charge) of £\d/ },
  {
    pattern:
      /£\d[\d,.]*k? (?:one off |refundable |non refundable |admin |registration |joining |small |upfront |up front )?(?:fee|deposit|charge)\b/,
  },
  { pattern: /\bdeposit (?:is |will be )?(?:required|needed|payable|due)\b/ },
  {
    pattern:
      /\b(?:at|from) (?:your|their|the applicant's|the candidate's|the worker's) own (?:cost|expense|pocket)\b/,
    ownCosts: true,
  },
  { pattern: /\bself funded\b/ },
  {
    pattern:
      /\bpayable (?:by|from) (?:you|yourself|the applicant|the candidate|the worker|applicants|candidates)\b/,
  },
  {
    pattern:
      /\b(?:you|applicants?|candidates?|successful (?:applicants?|candidates?)|new starters?|starters|trainees?|workers|all staff|everyone)(?: (?:will|must|would|may|should|are|is|do|does|have|has|need|needs|be|asked|required|expected|to|also|first|then|only|just|initially))* (?:pay|purchase|buy|fund|send|transfer|cover the costs? of)(?! attention| tax| you)(?= (?:for|£|\d|a |an |the (?:cost|fee|deposit|full)|your own|their own|up front|upfront|in advance|towards|us|me|fees?|uniform|dbs|training|kit|starter))/,
    ownCosts: true,
  },
  {
    pattern:
      /\b(?:you|applicants?|candidates?) (?:will |must |need to |have to )?(?:pay|contribute) towards (?:the |your |their )?(?:cost|fee|uniform|dbs|training|kit|course|check)/,
  },
  {
    pattern:
      /\b(?<!(?:holiday|sick|overtime|maternity|paternity|shift|night|weekend|holiday) )pay(?:ing)? (?:for )?(?:your |the |their )?(?:own )?[a-z ]{0,25}?(?:up front|upfront|in advance|before (?:you|your|they|their) (?:start|first|begin))\b/,
    ownCosts: true,
  },
  { pattern: /\b(?:send|transfer|pay)(?: us| me)? £\d/ },
  {
    pattern:
      /(?:^|\b(?:please|simply|just|then|first) )pay (?:for )?(?:your|a|the) (?:own )?(?:uniform|dbs|training|course|kit|starter|registration|badge|id|check|place|interview|slot|induction)\b/,
  },
];

/** A fee taken out of wages: only with something the applicant is charged for. */
const DEDUCTED =
  /\bdeducted from (?:your |their |the )?(?:first |1st )?(?:pay|wages?|salary|payslip|pay packet|earnings)\b/;
const DEDUCTED_ITEM =
  /\b(?:uniforms?|dbs|crb|training|kit|courses?|badges?|cards?|ppe|boots|starter|packs?|vetting|checks?|medicals?|visas?|sponsorship|equipment|fees?|charges?|deposits?|costs?)\b/;
const DEDUCTED_NORMAL =
  /\b(?:tax|national insurance|pension|student loan|salary sacrifice|union|cycle to work|season ticket)\b/;

/** Just before a fee: it is not charged, or the employer pays it, or it is someone else's fee. */
const FEE_NOT_CHARGED_BEFORE =
  /\b(?:no|not|never|without|zero|waived?|nor|we(?: will| always| also| fully| can| happily| gladly)? (?:pay|cover|fund|meet|refund|reimburse|waive|invest|book and pay)|(?:company|employer) (?:pays|covers|funds)|process|processing|collect|collecting|handle|handling|take|taking|chase|chasing|invoice|invoicing|record|recording|manage|managing|reconcile|reconciling|administer|administering|explain|explaining|calculate|calculating|advise on)\b/;
/** Just after a fee: it is covered, waived or free. */
const FEE_NOT_CHARGED_AFTER =
  /^[^a-z0-9£]*(?:(?:is|are|will be|gets|get|all|fully|100%|completely|totally|also)\s)*(?:covered|waived|funded|included|free|refunded by us|reimbursed by us|paid (?:for )?by (?:us|the company|the employer|the business)|paid for(?! by (?:you|yourself|the applicant|the candidate|the worker))|met by (?:us|the company)|on us|at our (?:cost|expense)|not (?:required|needed|charged|payable)|nil|none|£0(?![\d.])|(?:which|that) (?:we|the company) (?:pay|pays|cover|covers|fund|funds))/;
/** Fees customers, guests or pupils pay, which staff handle. */
const OTHERS_FEES =
  /\b(?:guests?|customers?|clients?|tenants?|residents?|patients?|members|students|pupils|parents|visitors|school fees|fee paying|course fees for)\b/;
/** Travel and food at one's own cost are normal. */
const OWN_COST_NORMAL =
  /\b(?:travel\w*|parking|commut\w*|fuel|lunch|meals?|food|drinks?|transport|snacks?)\b/;

/** The employer says it pays. */
const EMPLOYER_PAYS =
  /\bwe(?: will| always| also| fully| can| happily| gladly| then)? (?:pay|cover|fund|meet|refund|reimburse|book and pay|arrange and pay)(?: for)? (?:your|the|all|any|it|this|them|these|every|full|in full)\b|\b(?:paid|covered|funded|met) (?:for )?by (?:us|the company|the employer)\b|\bat (?:no|zero) (?:cost|charge)\b|\bno (?:cost|charge) to you\b|\bfree of charge\b|\bfully funded\b|\b(?:company|employer) (?:paid|funded)\b|\bat our (?:cost|expense)\b|\bon us\b|\bwe invest\b/;

const COST_ITEM =
  /\b(?:dbs|crb|disclosure|background checks?|vetting|checks?|uniforms?|training|courses?|induction|kit|starter (?:pack|kit)|packs?|badges?|id(?: card)?|cards?|cscs|sia|licen[cs]es?|certificates?|certification|registration|admin|administration|processing|application|insurance|equipment|laptops?|software|materials|ppe|medicals?|drug tests?|tests?|visas?|sponsorship|accommodation|deposits?|fees?)\b/;
const CHARGE_CUE =
  /\b(?:costs?|costing|payable|pay|paying|charged?|charges|fees?|deducted|deduction|up front|upfront|in advance|before (?:you|your) (?:start|first|begin)|for your|required|needed|must|need to|buy|purchase|send|transfer|deposit)\b/;
/** Money the employer gives, or pay, or a value: not a charge. */
const NOT_A_CHARGE =
  /\b(?:towards|worth|allowance|budget|bonus|grant|funding|voucher|contribution|invest\w*|value|saving|save|subsid\w*|referral|refer a friend|incentive|golden hello|welcome payment|relocation|award|prize|raised?|donat\w*|tips|we give|we offer|we provide|salary|wages?|pro rata|pay rate|rising|rises|increas\w*|per annum|overtime)\b/;

function clauseCharges(clause: string, after: string, part: string): boolean {
  for (const { pattern, ownCosts } of FEE_PATTERNS) {
    const m = pattern.exec(clause);
    if (!m) continue;
    const before = clause.slice(0, m.index).trim().split(' ').slice(-5).join(' ');
    if (FEE_NOT_CHARGED_BEFORE.test(`${before} ${m[0]}`)) continue;
    // "pay £12.60 an hour" is pay, not a fee.
    if (
      moneyIn(clause).some(
        (money) => money.period !== null && money.index >= m.index && money.index < m.index + m[0].length,
      )
    )
      continue;
    if (FEE_NOT_CHARGED_AFTER.test(`${clause.slice(m.index + m[0].length)}, ${after}`.slice(0, 60))) continue;
    if (ownCosts && OWN_COST_NORMAL.test(clause)) continue;
    return true;
  }
  if (DEDUCTED.test(clause) && DEDUCTED_ITEM.test(clause) && !DEDUCTED_NORMAL.test(clause)) return true;
  // "£50 for your DBS check", "Uniform £25", "training costs £200 payable".
  if (EMPLOYER_PAYS.test(part) || NOT_A_CHARGE.test(clause)) return false;
  const money = moneyIn(clause);
  if (money.some((m) => m.period !== null)) return false;
  const item = COST_ITEM.exec(clause);
  if (!item) return false;
  return money.some((m) => {
    const between = clause.slice(Math.min(item.index, m.index), Math.max(item.index, m.index));
    const near = between.split(' ').length <= 4;
    const justBefore = clause.slice(0, m.index).trim().split(' ').slice(-3).join(' ');
    const negated = FEE_NOT_CHARGED_BEFORE.test(justBefore) || /\bfree\b/.test(justBefore);
    return (near || CHARGE_CUE.test(clause)) && !negated;
  });
}

function feeHits(sentences: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of sentences) {
    const parts = sentence.split(/\s(?:but|however|although|whereas|though)\s/);
    const charges = parts.some((part) => {
      if (OTHERS_FEES.test(part)) return false;
      const clauses = clausesOf(part);
      return clauses.some((clause, i) => clauseCharges(clause, clauses.slice(i + 1).join(', '), part));
    });
    if (charges) hits.push({ sign: 'fee', evidence: excerpt(sentence) });
  }
  return hits;
}

// ---- Contact off the platform --------------------------------------------------------------

type ContactKind = 'phone' | 'app' | 'email';

const UK_NUMBER = /^0(?:1\d{8,9}|2\d{9}|3\d{9}|5\d{9}|7\d{9}|8\d{8,9}|9\d{9})$/;

/** Whether a run of digits and separators holds a phone number. */
function phoneIn(run: string): boolean {
  const trimmed = run.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || digits.startsWith('00')) {
    const international = digits.replace(/^00/, '');
    if (international.startsWith('44')) {
      const national = `0${international.slice(2).replace(/^0/, '')}`;
      return UK_NUMBER.test(national);
    }
    return international.length >= 9 && international.length <= 15;
  }
  // Numbers run together with other numbers: try each group as a start.
  const groups = trimmed.split(/[\s().-]+/).filter(Boolean);
  for (let start = 0; start < groups.length; start++) {
    let number = '';
    for (let end = start; end < groups.length && number.length < 11; end++) {
      number += groups[end];
      if (UK_NUMBER.test(number)) return true;
    }
  }
  return false;
}

const PHONE_RUN = /(?:\+\s?|(?<![\d£.,]))\(?\d[\d ().-]{7,28}\d(?![\d,]|\.\d)/g;

const EMAIL = /(?<![a-z0-9._%+-])([a-z0-9._%+-]+)@([a-z0-9-]+)((?:\.[a-z0-9-]+)+)/g;
const NAMED_PERSONAL = regex(
  `(?:@|\\b(?:my|our) )(?:gmail|googlemail|hotmail|yahoo|ymail|icloud|aol|protonmail|btinternet)\\b|\\b(?:${PERSONAL_MAIL_NAMED})\\.(?:com|co\\.uk|co|net|fr|de|ie|uk)\\b`,
);

const MESSAGING_LINK =
  /\b(?:wa\.me|api\.whatsapp\.com|chat\.whatsapp\.com|whatsapp\.com\/\S|t\.me|telegram\.me|telegram\.dog|signal\.me|m\.me)\/?\S*/;
/** Apps people are asked to get in touch on. */
const CHAT_APP =
  '(?:whatsapp|telegram|viber|wechat|kik|snapchat|wickr|threema|signal app|signal messenger|line app)';
const SOCIAL_APP = '(?:instagram|insta|facebook|fb|messenger|tiktok)';
const ANY_APP = `(?:${CHAT_APP}|${SOCIAL_APP})`;
const APP_CONTACT: readonly RegExp[] = [
  // "WhatsApp me", "Telegram us on...", "WhatsApp only", "WhatsApp: +44...", "Telegram @jobs_uk".
  regex(`\\b${ANY_APP}:? (?:me|us)\\b`),
  regex(
    `\\b${CHAT_APP}(?::? (?:only|number|no\\b|no\\.|num|#|id\\b|username|handle|link|contact|\\+|@)|:? ?\\+?\\d|\\s?@|:)`,
  ),
  // "contact us on WhatsApp", "apply via Telegram", "send your CV on WhatsApp".
  regex(
    `\\b(?:apply|applying|applications?|get in touch|interested|(?:send|direct) (?:your )?enquiries|enquiries to|interview|recruiter|your cv|cvs?|send (?:us|me)|(?:contact|message|msg|text|txt|dm|inbox|ping|reach|speak to|talk to|chat (?:to|with)|call|ring|add|hit) (?:us|me|the recruiter|our recruiter|hr|the hiring manager|hiring manager|our team)|for (?:more )?(?:info|information|details))\\b(?: \\S+){0,5}? (?:on|via|through|over|by|using|at)(?: our| my)? ${ANY_APP}\\b`,
  ),
  // "we will contact you via WhatsApp".
  regex(
    `\\b(?:contact|message|text|call|reach|interview|chat with|add) you\\b(?: \\S+){0,4}? (?:on|via|through|over|by|using)(?: our| my)? ${ANY_APP}\\b`,
  ),
  // "Message on WhatsApp for details", "DM on Instagram to apply".
  regex(
    `\\b(?:on|via|through|over|by) ${ANY_APP}\\b(?: \\S+){0,4}? (?:to apply|for (?:more )?(?:info|information|details)|if (?:you are )?interested|for an interview)`,
  ),
  regex(`\\b(?:dm|pm|inbox|message) (?:me|us)\\b(?: \\S+){0,3}? ${SOCIAL_APP}\\b`),
];
const APP_HANDLE = regex(`(?<![a-z0-9.])@[a-z0-9_]{4,32}\\b`);
const HANDLE_APP = regex(`\\b${CHAT_APP}\\b`);

function contactHits(sentences: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (const sentence of sentences) {
    for (const run of sentence.matchAll(PHONE_RUN)) {
      if (phoneIn(run[0]))
        hits.push({ sign: 'off_platform_contact', evidence: run[0].trim(), detail: 'phone' });
    }
    for (const m of sentence.matchAll(EMAIL)) {
      if (PERSONAL_MAIL.has(m[2]) && /^\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/.test(m[3])) {
        hits.push({ sign: 'off_platform_contact', evidence: m[0], detail: 'email' });
      }
    }
    const named = NAMED_PERSONAL.exec(sentence);
    if (named && !hits.some((h) => h.detail === 'email' && sentence.includes(h.evidence))) {
      hits.push({ sign: 'off_platform_contact', evidence: excerpt(sentence, named.index), detail: 'email' });
    }
    const link = MESSAGING_LINK.exec(sentence);
    const app = link ?? APP_CONTACT.map((p) => p.exec(sentence)).find((m) => m !== null) ?? null;
    const at = app ?? (HANDLE_APP.test(sentence) ? APP_HANDLE.exec(sentence) : null);
    if (at) hits.push({ sign: 'off_platform_contact', evidence: excerpt(sentence, at.index), detail: 'app' });
  }
  return hits;
}

// ---- Pay too high --------------------------------------------------------------------------

/** Words before an amount that make it pay, when the ad gives no period. */
const PAY_WORDS =
  /\b(?:salary|earn|earning|earnings|ote|package|paying|pay|income|make|making|take home|wage|wages)\b/;

function payHits(ad: JobAdInput, sentences: readonly string[], ceiling: number): Hit[] {
  const hits: Hit[] = [];
  const gbp = ad.salaryCurrency === undefined || ad.salaryCurrency.toUpperCase() === 'GBP';
  const amounts = [ad.salaryMin, ad.salaryMax].filter(
    (n): n is number => typeof n === 'number' && Number.isFinite(n),
  );
  if (gbp && amounts.length > 0 && Math.max(...amounts) > ceiling) {
    hits.push({
      sign: 'pay_too_high',
      evidence: `Salary: ${formatSalaryGBP(ad.salaryMin, ad.salaryMax)} a year`,
      detail: 'salary',
    });
  }
  for (const sentence of sentences) {
    for (const money of moneyIn(sentence)) {
      if (nearNotPay(sentence, money)) continue;
      const counts =
        money.period !== null ||
        (money.value >= 10_000 && PAY_WORDS.test(sentence.slice(Math.max(0, money.index - 30), money.index)));
      if (counts && perYear(money) > ceiling) {
        hits.push({ sign: 'pay_too_high', evidence: excerpt(sentence, money.index) });
        break;
      }
    }
  }
  return hits;
}

// ---- Easy money ----------------------------------------------------------------------------

/** A promise of money: "earn £500", "make money", "earn extra cash", "income of £3k". */
const EARN_CLAIM =
  /\b(?:earn|earning|earnings|make|making|take home|bring in|pocket|income|profit)(?: (?:up to|upto|over|at least|as much as|around|about|easily|an|extra|a|some|serious|big|real|good|easy|of|from))* (?:£\d|££|\d+k\b|thousands|hundreds|cash|money|income)/;
const FROM_HOME =
  /\b(?:from (?:the comfort of )?(?:your own |your |ur |own )?(?:home|sofa|couch|bed|phone|mobile|laptop|kitchen table)|(?:working|work) (?:from|at) home|wfh|home based|from anywhere|online|in your spare time|spare time|on your (?:phone|mobile)|using your (?:phone|mobile)|while you sleep|with just your phone)\b/;
const NO_EXPERIENCE = /\bno (?:previous |prior )?experience\b/;
const EASY_MONEY =
  /\b(?:be (?:your|ur) own boss|your own boss|boss babe|financial freedom|passive income|residual income|network marketing|multi level marketing|mlm|pyramid scheme|downline|upline|recruit (?:your )?(?:friends|family)|(?:build|grow) (?:your own|a) team (?:and|to) (?:earn|make)|earn (?:on|from) (?:your )?(?:team|recruits)|side hustle|make money online|easy money|quick money|quick cash|fast cash|easy cash|get rich|earn while you sleep|(?:unlimited|uncapped|limitless) (?:earnings|earning potential|income)|(?:get )?paid to (?:like|review|rate|post|type|watch|click|chat)|(?:like|rate|review) (?:videos|posts|products|apps|hotels|movies) (?:and|to) (?:earn|get paid)|complete (?:simple )?(?:tasks|orders|missions) (?:and|to) (?:earn|get paid)|task based (?:job|work|earnings|role|income)|investment opportunity|(?:amazing|exciting|great|incredible|unique|home) business opportunity|(?:crypto(?:currency)?|forex|bitcoin) trading|western union|moneygram|money transfer agent|payment processing agent|(?:receive|accept) (?:payments|money|funds) (?:into|through|via|in) your (?:own |personal )?(?:bank )?account|use your (?:own |personal )?bank account|keep £\d+ for yourself)\b/;

function easyMoneyHits(sentences: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  const noExperience = sentences.some((s) => NO_EXPERIENCE.test(s));
  for (const sentence of sentences) {
    const easy = EASY_MONEY.exec(sentence);
    if (easy) {
      hits.push({ sign: 'work_from_home_earnings', evidence: excerpt(sentence, easy.index) });
      continue;
    }
    const earn = EARN_CLAIM.exec(sentence);
    if (!earn) continue;
    const money = moneyIn(sentence.slice(earn.index));
    // A salary a year, or a modest hourly rate, is how honest home-working jobs are paid.
    const modest =
      money.length > 0 && money.every((m) => m.period === 'year' || (m.period === 'hour' && m.value <= 25));
    if (FROM_HOME.test(sentence) && !modest) {
      hits.push({ sign: 'work_from_home_earnings', evidence: excerpt(sentence, earn.index) });
      continue;
    }
    // "No experience needed, earn up to £1,000 a week".
    if (noExperience && money.some((m) => m.period !== null && m.period !== 'year' && perYear(m) >= 40_000)) {
      hits.push({ sign: 'work_from_home_earnings', evidence: excerpt(sentence, earn.index) });
    }
  }
  return hits;
}

// ---- Exclusionary wording ------------------------------------------------------------------

type Characteristic =
  | 'age'
  | 'disability'
  | 'gender_reassignment'
  | 'marriage'
  | 'pregnancy'
  | 'race'
  | 'religion'
  | 'sex'
  | 'sexual_orientation';

/** How each characteristic reads after "because of their". */
const CHARACTERISTIC_WORDS: Readonly<Record<Characteristic, string>> = {
  age: 'age',
  disability: 'disability',
  gender_reassignment: 'gender reassignment (being trans)',
  marriage: 'marriage or civil partnership',
  pregnancy: 'pregnancy or maternity',
  race: 'race, nationality or ethnic origin',
  religion: 'religion or belief',
  sex: 'sex',
  sexual_orientation: 'sexual orientation',
};

/** Groups of people by characteristic, as ads name them. */
const GROUPS: readonly (readonly [Characteristic, string])[] = [
  [
    'sex',
    '(?:men|women|males?|females?|ladies|lady|girls?|boys?|lads?|guys?|gents|gentlemen|gentleman|blokes?|mums|mothers|moms|fellas)',
  ],
  [
    'age',
    '(?:young(?:er)? (?:people|persons?|applicants?|candidates?|ones|lads|ladies|men|women)|old(?:er)? (?:people|persons?|applicants?|candidates?|workers?|men|women|ladies)|pensioners|retirees|retired (?:people|persons?)|oaps?|the elderly|elderly (?:people|persons?|applicants?)|over (?:2[6-9]|[3-9]\\d) ?s|under (?:2[2-9]|[3-9]\\d) ?s|school leavers|teenagers|millennials|boomers|mature (?:people|persons?|applicants?|candidates?|workers?|ladies|men|women))',
  ],
  [
    'disability',
    '(?:disabled(?: people| persons?| applicants?| candidates?| workers?)?|(?:people|those|anyone|applicants?|candidates?) with (?:a |any )?(?:disabilit(?:y|ies)|mental health (?:issues|problems|conditions)|health (?:issues|problems|conditions)|medical conditions|learning difficulties)|disabilit(?:y|ies)|handicapped(?: people)?|wheelchair users?|deaf(?: people)?|blind(?: people)?|dyslexics?|autistic(?: people)?|epileptics?|diabetics?|cripples?|the mentally ill|mentally ill(?: people)?)',
  ],
  [
    'pregnancy',
    '(?:pregnant(?: women| ladies| applicants?| candidates?| people| workers?| mothers)?|expectant (?:mothers|mums)|new (?:mums|mothers|moms)|(?:mums|mothers) to be)',
  ],
  [
    'marriage',
    '(?:married(?: people| persons?| applicants?| candidates?| women| men| couples?)?|unmarried(?: people| applicants?| candidates?| women| men)?|divorced(?: people| applicants?)?|divorcees|civil partners|single (?:people|persons?|applicants?|candidates?|women|men))',
  ],
  [
    'gender_reassignment',
    '(?:trans(?! ?(?:fats?|fatty|acids?|pennine|europe|siberian|atlantic|alpine))(?: people| persons?| women| men| applicants?| candidates?| staff)?|transgender(?: people| women| men| applicants?| candidates?)?|transsexuals?|transvestites?|non binary(?: people| applicants?)?|(?:biological|natal|born|cis|cisgender) (?:women|females|men|males))',
  ],
  [
    'sexual_orientation',
    '(?:gays?(?: people| men| applicants?)?|lesbians?|homosexuals?|bisexuals?|lgbt\\w*\\+?|queers?|straight (?:people|applicants?|candidates?)|heterosexuals?)',
  ],
  [
    'religion',
    '(?:muslims?|moslems?|christians?|jews|jewish (?:people|applicants?|candidates?)|hindus?|sikhs?|catholics?|protestants?|atheists?|buddhists?|believers|non believers|religious (?:people|applicants?|candidates?|dress|clothing|clothes|symbols|headwear|wear|items)|hijabs?|head ?scar(?:f|fs|ves)|turbans?|veils?|niqabs?|bur[qk]as?|skull ?caps?|kippahs?|yarmulkes?)',
  ],
  [
    'race',
    '(?:foreigners?|foreign (?:nationals?|workers?|applicants?|candidates?|people|staff|passport holders?)|immigrants?|migrants?|asylum seekers?|refugees?|(?:eastern )?europeans?|eu (?:nationals?|citizens?|workers?|applicants?)|non (?:british|uk|english|eu|european|white)(?: (?:nationals?|citizens?|applicants?|candidates?|people|workers?|passport holders?))?|(?<!(?:scaffold|scaffolding|telegraph|tent|fishing|ski|walking) )poles|romanians?|bulgarians?|lithuanians?|latvians?|albanians?|asians?|blacks|black (?:people|applicants?|candidates?|men|women|workers?)|africans?|indians|pakistanis|pakis|bangladeshis|chinese(?: people)?|arabs|irish(?: people)?|gypsies|gypsys?|roma|pikeys?|(?:irish )?travell?ers(?<!(?:business|leisure|frequent|corporate) travell?ers)|white (?:people|applicants?|candidates?|british|english|europeans?)|ethnic minorities|ethnics|bame|coloureds?|coloured people|british(?: (?:people|nationals?|citizens?|applicants?|candidates?|workers?|born|passport holders?))?|english (?:people|nationals?|applicants?|candidates?|born)|uk (?:nationals?|citizens?|born|passport holders?)|native (?:english |british )?(?:speakers?|people))',
  ],
];

/** What may follow a group named as excluded: the end of the phrase, not "disabled parking". */
const PHRASE_END =
  '(?=\\s*(?:$|[.,!;:)/?]|or\\b|and\\b|&|please|allowed|accepted|considered|need|will|should|may|can|at all|whatsoever|thank|apply|sorry|due|as\\b|because))';
const NOT_APPLY =
  '(?:need not|neednt|should not|do not|cannot|can not|may not|must not|will not|are not|is not) (?:apply|be considered|be accepted|be eligible|considered|accepted|eligible|welcome|allowed|suitable)\\b';
const MUST_BE =
  '(?:must|should|need to|needs to|has to|have to|will need to|will have to|is required to|are required to|required to) be';
const UNIT_AFTER =
  '(?! ?(?:minutes?|mins?|miles?|km|kg|kilos?|hours?|hrs?|%|percent|metres?|meters?|m\\b|mph|stone|lbs?|years? (?:experience|of experience|service)|days?|weeks?|months?|degrees?|points?|seconds?))';

interface ExclusionRule {
  characteristic: Characteristic;
  pattern: RegExp;
}

/** "no women", "men only", "only British nationals", "foreigners need not apply"... by group. */
const GROUP_RULES: readonly ExclusionRule[] = GROUPS.flatMap(([characteristic, group]) => {
  const excluding = [
    regex(`\\bno ${group}(?![a-z'])${PHRASE_END}`),
    regex(`\\b${group} ${NOT_APPLY}`),
    regex(`\\bno ${group} (?:need|may|should|can) apply\\b`),
    regex(`\\b(?:not suitable|unsuitable|not open|not available) (?:for|to) (?!wheelchair)${group}\\b(?!')`),
    regex(
      `\\b(?:cannot|can not|do not|does not|will not|unable to|not able to|not) (?:accept|accepting|consider|considering|hire|hiring|employ|employing|take on|taking on|recruit|recruiting)(?: applications)?(?: from)? ${group}(?![a-z'])${PHRASE_END}`,
    ),
  ];
  // Keeping a job for disabled people, or preferring them, is lawful (Equality Act 2010 s.13(3)).
  const onlyThese =
    characteristic === 'disability'
      ? []
      : [
          regex(
            `\\b${group}(?: (?:applicants?|candidates?|people|persons?|staff|workers?|nationals?|citizens?|speakers?))? only\\b`,
          ),
          regex(`\\bonly ${group}(?![a-z'])${PHRASE_END}`),
          regex(`\\bonly (?:employ|hire|recruit|take on|accept|consider|want|take) ${group}\\b(?!')`),
          regex(`\\bpreference (?:will be |is )?(?:given )?(?:to|for) ${group}\\b(?!')`),
        ];
  return [...excluding, ...onlyThese].map((pattern) => ({ characteristic, pattern }));
});

const SEX_NOUN =
  '(?:man|men|lad|lads|guy|guys|bloke|blokes|gent|gents|gentleman|gentlemen|woman|women|lady|ladies|girl|girls|boy|boys|male|males|female|females)';
/** Sex words that describe a place or a service, not the person wanted. */
const SEX_NOT_PERSON =
  "(?!'|s'| ?(?:school|college|academy|club|team|football|toilets?|changing|wear|clothing|fashion|department|section|ward|prison|hostel|refuge|unit|health|grammar|only gym|hair\\w*|barber\\w*|salon|grooming|outfitters?|tailoring|and van|with (?:a )?van)\\b)";

const RULES: readonly ExclusionRule[] = [
  ...GROUP_RULES,
  // Sex.
  {
    characteristic: 'sex',
    pattern: regex(
      `\\b${MUST_BE} (?:a |an )?(?:male|female|man|woman|lady|gentleman|lad|girl|boy|bloke|guy)\\b(?! (?:or|and|/))`,
    ),
  },
  {
    characteristic: 'sex',
    pattern: regex(
      `\\b(?:a |an )?${SEX_NOUN}${SEX_NOT_PERSON}(?: [a-z]+){0,2}? (?:wanted|needed|required|preferred|sought)\\b`,
    ),
  },
  {
    characteristic: 'sex',
    pattern: regex(
      `\\b(?:looking for|seeking|searching for|we want|we need|we are after|would suit|to suit|suit)(?: a| an| some)?(?: (?:strong|fit|young|hard working|hardworking|reliable|friendly|bubbly|pretty|attractive|mature|local|big))* ${SEX_NOUN}\\b${SEX_NOT_PERSON}`,
    ),
  },
  {
    characteristic: 'sex',
    pattern:
      /\b(?:strong|fit|big|pretty|attractive) (?:lads|men|guys|blokes|girls|ladies|women|lad|man|guy|bloke|girl|lady|woman)\b/,
  },
  // Age.
  {
    characteristic: 'age',
    pattern: regex(
      `\\b${MUST_BE} (?:young|youthful|(?:aged )?(?:under|below|younger than|no older than|not older than|not over) (?:2[2-9]|[3-9]\\d)${UNIT_AFTER}|aged (?:between )?(?:1[6-9]|[2-9]\\d) ?(?:-|to|and) ?[2-9]\\d|(?:a )?recent graduate|(?:a )?school leaver|(?:a )?digital native)\\b`,
    ),
  },
  {
    characteristic: 'age',
    pattern:
      /\b(?:young|youthful),? (?:and )?(?:energetic|dynamic|vibrant|enthusiastic|fresh|lively|fun|hungry|ambitious|go getting|keen)\b/,
  },
  {
    characteristic: 'age',
    pattern:
      /\b(?:looking for|seeking|searching for|we want|we need|we are after|would suit|to suit|suit|ideal candidate is) (?:a |an |some )?(?:young|youthful|younger|mature|older|retired)\b(?! people we| person we)/,
  },
  {
    characteristic: 'age',
    pattern:
      /\byoung (?:person|man|woman|lad|girl|guy|blood|individual|candidate|applicant|team member|worker|gun|talent|professional)s?\b(?: [a-z]+){0,2}? (?:wanted|needed|required|sought|preferred|only|to join (?:our|the|a) (?:team|company|business|crew|staff))\b/,
  },
  {
    characteristic: 'age',
    pattern:
      /\b(?:join|joining) (?:our|a|the) young,? (?:and )?(?:(?:dynamic|energetic|vibrant|fun|growing|friendly) )*team\b/,
  },
  { characteristic: 'age', pattern: /\bdigital natives?\b/ },
  {
    characteristic: 'age',
    pattern:
      /\brecent (?:graduates?|grads?|school leavers?) only\b|\bonly (?:recent )?(?:graduates?|school leavers?)(?: (?:need|should|may|can|will))? (?:apply|be considered)\b|\bgraduated (?:in|within) the (?:last|past) (?:\d|two|three|four|five) years\b/,
  },
  {
    characteristic: 'age',
    pattern:
      /\b(?:max|maximum|upper) age(?: limit)?(?: of| is|:)? ?[2-9]\d\b|(?<!\bno (?:upper )?)\bage limit\b/,
  },
  {
    characteristic: 'age',
    pattern: regex(`\\b(?:no|not) (?:one )?(?:older|over) (?:than )?(?:2[6-9]|[3-9]\\d)\\b${UNIT_AFTER}`),
  },
  { characteristic: 'age', pattern: /\btoo old\b|\bno (?:pensioners|retirees|oaps)\b/ },
  // Disability.
  { characteristic: 'disability', pattern: /\bable bodied\b/ },
  {
    characteristic: 'disability',
    pattern:
      /\b(?:must|should|need to|needs to|has to|have to) (?:not have|have no|be free (?:of|from)|not suffer from|not be) (?:a |any )?(?:disabilit(?:y|ies)|disabled|(?:physical|mental|medical|health|long term) (?:health )?(?:conditions?|problems?|issues?|illness(?:es)?|impairments?)|mental health (?:conditions?|problems?|issues?|history)|illness(?:es)?|impairments?)\b/,
  },
  {
    characteristic: 'disability',
    pattern:
      /\b(?:free (?:of|from)|(?<!with (?:and|or) )without|no) (?:any )?(?:(?:mental|physical|medical|long term) (?:health )?(?:conditions?|problems?|issues?|illness(?:es)?)|health (?:conditions?|problems?|issues?)|history of (?:mental illness|depression|anxiety|mental health))\b(?! (?:discrimination|questions|related|will|should|stop))/,
  },
  {
    characteristic: 'disability',
    pattern:
      /\b100% (?:fit|healthy)\b|\bperfect(?:ly)? (?:health|healthy)\b|\bexcellent health\b(?! (?:and|&) safety)|\bclean bill of health\b/,
  },
  // Pregnancy and maternity.
  {
    characteristic: 'pregnancy',
    pattern:
      /\b(?:must not|should not|cannot|can not|may not) be (?:currently )?pregnant\b|\bnot (?:be )?(?:currently )?pregnant\b|\bno (?:plans?|intentions?) (?:to|of) (?:start(?:ing)? a family|hav(?:e|ing) (?:children|kids|a baby|a family)|get(?:ting)? pregnant)\b|\bnot (?:planning|intending|looking) (?:to|on) (?:start(?:ing)? a family|hav(?:e|ing) (?:children|kids|a baby)|get(?:ting)? pregnant)\b|\bno maternity\b(?! cover)/,
  },
  // Marriage and civil partnership.
  {
    characteristic: 'marriage',
    pattern: regex(
      `\\b${MUST_BE} (?:single|married|unmarried|divorced|a married couple)\\b(?! (?:skilled|manned|crewed|handed|site|shift|person|user|point|phase|storey|decker|deck|use|minded))`,
    ),
  },
  { characteristic: 'marriage', pattern: /\bmarried couples? (?:only|wanted|needed|required|preferred)\b/ },
  // Gender reassignment.
  {
    characteristic: 'gender_reassignment',
    pattern: regex(
      `\\b${MUST_BE} (?:a )?(?:biological|natal|born|natural|real|cis|cisgender) (?:woman|female|man|male)\\b`,
    ),
  },
  // Sexual orientation.
  {
    characteristic: 'sexual_orientation',
    pattern: regex(`\\b${MUST_BE} (?:heterosexual|straight acting)\\b`),
  },
  {
    characteristic: 'sexual_orientation',
    pattern: regex(`\\b(?:you|applicants?|candidates?|he|she)(?: [a-z]+){0,2} ${MUST_BE} straight\\b`),
  },
  // Religion or belief.
  {
    characteristic: 'religion',
    pattern: regex(
      `\\b${MUST_BE} (?:a |an )?(?:practising |practicing |committed |devout |born again |active )?(?:christian|muslim|jew|jewish|hindu|sikh|catholic|roman catholic|protestant|buddhist|believer|atheist|church ?goer|member of (?:a|our|the) (?:church|mosque|synagogue|temple|gurdwara))\\b`,
    ),
  },
  {
    characteristic: 'religion',
    pattern:
      /\b(?:must|should) (?:share|have) (?:our|a|the) (?:christian|muslim|jewish|catholic|hindu|sikh) faith\b/,
  },
  // Race, nationality and ethnic origin.
  {
    characteristic: 'race',
    pattern: regex(
      `\\b${MUST_BE} (?:a |an )?(?:british(?: (?:national|citizen|born|passport holder))?|english(?: (?:national|born))?|uk (?:national|citizen|born)|white british|born in (?:the uk|britain|great britain|england|the united kingdom)|(?:british|uk) (?:national|citizen)|native (?:english )?speaker)\\b(?! (?:or|and|/|resident|based|located|driving|licen|sign))`,
    ),
  },
  {
    characteristic: 'race',
    pattern: /(?<!near )\bnative (?:[a-z]+ )?speakers?\b|(?<!near )\bnative english\b|\bmother tongue\b/,
  },
  {
    characteristic: 'race',
    pattern:
      /\benglish (?:as )?(?:a |your )?(?:first|native|mother) (?:language|tongue)\b|\b(?:first|native) language:? english\b/,
  },
  { characteristic: 'race', pattern: /\b(?:uk|british|english) born\b/ },
  {
    characteristic: 'race',
    pattern:
      /\b(?:must|should) (?:hold|have) (?:a )?(?:uk|british) passport\b(?! or)|\bbritish (?:citizenship|nationality|passport) (?:is )?(?:required|essential|needed|only|a must)\b/,
  },
  {
    characteristic: 'race',
    pattern:
      /\bno (?:strong |heavy |thick |foreign )?accents?\b|\b(?:must|should) (?:have|speak with) (?:a |an )?(?:british|english|local|neutral|uk|received pronunciation|rp) accent\b/,
  },
];

/** A title opening with who is wanted: "Female Support Worker", "Young Sales Assistant". */
const TITLE_RULES: readonly ExclusionRule[] = [
  { characteristic: 'sex', pattern: /^(?:male|female|lady|girl|lad|woman|women|man|men) (?!and|or|\/|with)/ },
  {
    characteristic: 'age',
    pattern: /^(?:young|mature)\b(?! (?:people|persons?|adults?|carers?|offenders?|parents?)\b)/,
  },
];

/** Sentences that name both sexes welcome everyone. */
const BOTH_SEXES =
  /\b(?:men|male|males|man|gentlemen|gents|boys|lads) (?:and|or|\/|&) (?:women|female|females|woman|ladies|girls)\b|\b(?:women|female|females|woman|ladies|girls) (?:and|or|\/|&) (?:men|male|males|man|gentlemen|gents|boys|lads)\b/;
/** "Support young people aged 16-25": the people served, not the people hired. */
const SERVICE_USERS =
  /\b(?:young people|children|pupils|students|learners|clients|customers|residents|service users|kids|teenagers|youth|participants|members|patients|adults|players|families|individuals|people we support|tenants|serve|serving|sell|selling|sales to|supply|supplying|refuse|challenge|with|support|supporting|help|helping|care for|caring for|looking after|teach|teaching|coach|coaching|mentor|mentoring|for)\b[^.]{0,25}$/;
const AGE_RANGES: readonly RegExp[] = [
  /\b(?:aged?|ages|age range) (?:between )?(?:1[6-9]|[2-9]\d) ?(?:-|to|and) ?[2-9]\d\b/g,
  /\b(?:1[6-9]|[2-9]\d) ?(?:-|to) ?[2-9]\d (?:year olds?|yr olds?|yrs old|years old|years of age)\b/g,
  /\bunder (?:2[2-9]|[3-9]\d) ?s\b/g,
];
const WANTED_AFTER = /^\S* ?(?:only|wanted|needed|required|preferred|to apply|need apply)\b/;

/** Citing an occupational requirement (Equality Act 2010 Schedule 9). */
const OCCUPATIONAL_REQUIREMENT =
  /\b(?:occupational requirements?|genuine occupational|schedule 9|sch\.? ?9)\b/;
/** Civil Service nationality rules: some posts are reserved to British nationals. */
const NATIONALITY_RULES = /\b(?:civil service )?nationality rules\b|\breserved posts?\b/;

function exclusionHits(title: string, text: string, sentences: readonly string[]): Hit[] {
  if (OCCUPATIONAL_REQUIREMENT.test(text)) return [];
  const nationalityRules = NATIONALITY_RULES.test(text);
  const hits: Hit[] = [];
  const add = (characteristic: Characteristic, sentence: string, index: number) => {
    if (characteristic === 'race' && nationalityRules) return;
    hits.push({ sign: 'exclusionary_wording', evidence: excerpt(sentence, index), detail: characteristic });
  };
  for (const rule of TITLE_RULES) {
    if (rule.pattern.test(title.trim())) add(rule.characteristic, title.trim(), 0);
  }
  for (const sentence of sentences) {
    const bothSexes = BOTH_SEXES.test(sentence);
    for (const rule of RULES) {
      if (rule.characteristic === 'sex' && bothSexes) continue;
      const m = rule.pattern.exec(sentence);
      if (!m) continue;
      add(rule.characteristic, sentence, m.index);
    }
    for (const range of AGE_RANGES) {
      for (const m of sentence.matchAll(range)) {
        const before = sentence.slice(Math.max(0, m.index - 40), m.index);
        const after = sentence.slice(m.index + m[0].length);
        const aboutHiring = /\b(?:ideal|perfect|great|suit\w*) for [^.]{0,12}$/.test(before);
        if (SERVICE_USERS.test(before) && !aboutHiring && !WANTED_AFTER.test(after)) continue;
        if (/\bno $/.test(before)) continue;
        add('age', sentence, m.index);
      }
    }
  }
  return hits;
}

// ---- Findings ------------------------------------------------------------------------------

interface Hit {
  sign: JobAdSign;
  evidence: string;
  /** The kind of contact, the characteristic, or 'salary' for the salary fields. */
  detail?: string;
}

const CONTACT_WORDS: Readonly<Record<ContactKind, string>> = {
  phone: 'a phone number',
  app: 'a WhatsApp, Telegram or other messaging app contact',
  email: 'a personal e-mail address',
};

/** "a and b", "a, b, and c" (the last comma keeps "marriage or civil partnership" whole). */
function listOf(words: readonly string[], conjunction: string): string {
  if (words.length <= 2) return words.join(` ${conjunction} `);
  return `${words.slice(0, -1).join(', ')}, ${conjunction} ${words[words.length - 1]}`;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function messageFor(sign: JobAdSign, hits: readonly Hit[], ad: JobAdInput): string {
  const details = unique(hits.flatMap((h) => (h.detail === undefined ? [] : [h.detail])));
  switch (sign) {
    case 'fee':
      return 'The ad asks applicants to pay, for example a fee, a deposit, or the cost of checks, training or a uniform. Employers and agencies must not charge people to apply for work or to be given it. If you pay these costs yourself, say so plainly, for example "We pay for your DBS check".';
    case 'off_platform_contact': {
      const kinds = (['phone', 'app', 'email'] as const)
        .filter((k) => details.includes(k))
        .map((k) => CONTACT_WORDS[k]);
      return `The ad gives ${listOf(kinds, 'and')} for applicants to get in touch. Please take it out: people should contact you through NewLeaf, where their messages are kept safe from scams. A company e-mail address or your careers page is fine.`;
    }
    case 'pay_too_high': {
      const kind = categoryCeiling(ad.category) === undefined ? 'jobs like this' : `${ad.category} jobs`;
      const salary = details.includes('salary')
        ? ' The salary is read as pounds a year: please check it has no extra zero and is not a monthly or total figure.'
        : '';
      return `The ad offers pay far above what ${kind} usually pay in the UK. Pay that looks too good to be true is a common sign of a job scam, so please check the figures.${salary}`;
    }
    case 'work_from_home_earnings':
      return 'The ad promises easy money, for example big earnings from home, being your own boss or earning from recruiting others. Wording like this is common in job scams and pyramid schemes. Please describe the job, its hours and its pay plainly.';
    case 'exclusionary_wording': {
      const order = Object.keys(CHARACTERISTIC_WORDS) as Characteristic[];
      const found = order.filter((c) => details.includes(c)).map((c) => CHARACTERISTIC_WORDS[c]);
      const their = found.map((words) => `their ${words}`);
      return `The ad seems to turn people away because of ${listOf(their, 'or')}. Under the Equality Act 2010 a job ad must not do that unless the law allows it for this job. Please describe the skills and tasks the job needs instead.`;
    }
  }
}

/**
 * Signs of a scam or an unlawful ad in a job as it is posted, at most one finding per sign, in a
 * fixed order (fee, contact, pay, easy money, wording). No findings: nothing to review.
 */
export function checkJobAd(ad: JobAdInput): JobAdFinding[] {
  const written = `${ad.title ?? ''}\n${ad.description ?? ''}`;
  const title = normalise(ad.title ?? '');
  const text = normalise(written);
  const sentences = sentencesOf(text);
  const ceiling = payCeilingGBP(ad.category, ad.employmentType);
  const hits: Hit[] = [
    ...feeHits(sentences),
    ...contactHits(sentences),
    ...payHits(ad, sentences, ceiling),
    ...easyMoneyHits(sentences),
    ...exclusionHits(title, text, sentences),
  ];
  const asWritten = hits.length > 0 ? writtenSentences(written) : new Map<string, string>();
  return SIGN_ORDER.flatMap((sign) => {
    const mine = hits.filter((h) => h.sign === sign);
    if (mine.length === 0) return [];
    const evidence = unique(mine.map((h) => asWritten.get(h.evidence) ?? h.evidence))
      .slice(0, 3)
      .join(' | ');
    return [{ sign, message: messageFor(sign, mine, ad), evidence }];
  });
}
