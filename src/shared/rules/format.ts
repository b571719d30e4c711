/** 'full_time' -> 'Full time': underscores as spaces, first letter capitalised. */
export function humaniseValue(value: string): string {
  const text = value.replace(/_+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How each role is named to people: 'Get Started as Job Seeker', 'Employer Sign Up'. */
const ROLE_LABELS = { seeker: 'Job Seeker', hirer: 'Employer' } as const;

/** 'Job Seeker' or 'Employer'. */
export function roleLabel(role: keyof typeof ROLE_LABELS): string {
  return ROLE_LABELS[role];
}

/** Shown when the company name cannot be loaded. */
export const DEFAULT_COMPANY_NAME = 'Your Company';

export const GREETING_FALLBACK_NAME = ROLE_LABELS.seeker;

/** The part of the e-mail before the @ with its first letter capitalised, or 'Job Seeker'. */
export function greetingName(email: string | null | undefined): string {
  const local = (email ?? '').trim().split('@')[0]?.trim() ?? '';
  if (local === '') return GREETING_FALLBACK_NAME;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/**
 * '£25,000'; amounts with pence (hourly rates) keep two decimals: '£12.50'. Written out rather
 * than with Intl.NumberFormat: a page's first Intl formatter loads the browser's locale data
 * (35-70 ms in Chromium here, four times that at Lighthouse's phone setting), and the screens
 * that show pay would make one for this alone. format.test.ts holds it to Intl's output.
 */
export function formatGBP(amount: number): string {
  if (!Number.isFinite(amount)) return '';
  const [pounds, pence] = Number.isInteger(amount)
    ? [Math.abs(amount).toFixed(0)]
    : toPence(Math.abs(amount));
  const grouped = pounds.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}£${grouped}${pence === undefined ? '' : `.${pence}`}`;
}

/**
 * Pounds and pence rounded half away from zero as written (1.005 -> 1.01), which is how Intl
 * rounds: from the number's shortest decimal form, not its binary value (toFixed gives 1.00).
 */
function toPence(amount: number): [string, string] {
  const written = String(amount);
  // Only amounts under a millionth are written with an exponent here (larger ones are whole).
  if (written.includes('e')) return ['0', '00'];
  const [whole = '0', fraction = ''] = written.split('.');
  let cents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2)];
}

type Amount = number | null | undefined;

function isAmount(value: Amount): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * '£25,000 - £35,000'. A single bound gives 'From £25,000' or 'Up to £35,000',
 * equal bounds a single amount, and no bounds an empty string.
 */
export function formatSalaryGBP(min: Amount, max: Amount): string {
  const hasMin = isAmount(min);
  const hasMax = isAmount(max);
  if (hasMin && hasMax) {
    const [low, high] = min <= max ? [min, max] : [max, min];
    return low === high ? formatGBP(low) : `${formatGBP(low)} - ${formatGBP(high)}`;
  }
  if (hasMin) return `From ${formatGBP(min)}`;
  if (hasMax) return `Up to ${formatGBP(max)}`;
  return '';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * 'just now' under a minute (or in the future), then 'n minutes ago', 'n hours ago',
 * 'n days ago'. An invalid date gives an empty string.
 */
export function relativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) return '';
  const elapsed = current - then;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  return ago(Math.floor(elapsed / DAY), 'day');
}

type Text = string | null | undefined;

/**
 * 'Ada Lovelace' from first and last name (either may be missing); with neither, the fallback:
 * 'Job Seeker' unless another is given ('' where nothing should show).
 */
export function formatPersonName(first: Text, last: Text, fallback: string = GREETING_FALLBACK_NAME): string {
  const name = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || fallback;
}

/** 'Leeds, United Kingdom' from a city and a country (either may be missing), or ''. */
export function formatPlace(city: Text, country: Text): string {
  return [city, country]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/**
 * Up to two capital letters for an avatar: the first letters of the first two words of a name
 * ('Green Leaf Bakery' -> 'GL'), or of a first and a last name ({ first: 'Ada', last: 'Lovelace' }
 * -> 'AL'). '' when there is no name.
 */
export function formatInitials(name: Text | { first?: Text; last?: Text }): string {
  const words =
    name !== null && typeof name === 'object'
      ? [name.first?.trim(), name.last?.trim()]
      : (name ?? '').split(/\s+/);
  return words
    .filter((word): word is string => Boolean(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}
