import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatInitials,
  formatPersonName,
  formatPlace,
  formatGBP,
  formatSalaryGBP,
  greetingName,
  humaniseValue,
  relativeTime,
  roleLabel,
} from './format';

describe('humaniseValue', () => {
  it('shows underscores as spaces and capitalises the first letter', () => {
    expect(humaniseValue('full_time')).toBe('Full time');
    expect(humaniseValue('zero_hours')).toBe('Zero hours');
    expect(humaniseValue('nights')).toBe('Nights');
    expect(humaniseValue('remote_work')).toBe('Remote work');
  });

  it('copes with empty and odd input', () => {
    expect(humaniseValue('')).toBe('');
    expect(humaniseValue('_shift__work_')).toBe('Shift work');
  });
});

describe('greetingName', () => {
  it('uses the part before the @, capitalised', () => {
    expect(greetingName('sam@example.test')).toBe('Sam');
    expect(greetingName('jo.bloggs@example.test')).toBe('Jo.bloggs');
    expect(greetingName('  alex@example.test ')).toBe('Alex');
  });

  it('falls back to Job Seeker', () => {
    expect(greetingName('')).toBe('Job Seeker');
    expect(greetingName(null)).toBe('Job Seeker');
    expect(greetingName(undefined)).toBe('Job Seeker');
    expect(greetingName('@example.test')).toBe('Job Seeker');
  });
});

describe('formatSalaryGBP', () => {
  it('formats a range in pounds with thousands separators', () => {
    expect(formatSalaryGBP(25000, 35000)).toBe('£25,000 - £35,000');
    expect(formatSalaryGBP(1200000, 1500000)).toBe('£1,200,000 - £1,500,000');
  });

  it('orders reversed bounds and collapses equal ones', () => {
    expect(formatSalaryGBP(35000, 25000)).toBe('£25,000 - £35,000');
    expect(formatSalaryGBP(30000, 30000)).toBe('£30,000');
  });

  it('handles a single bound or none', () => {
    expect(formatSalaryGBP(25000, null)).toBe('From £25,000');
    expect(formatSalaryGBP(undefined, 35000)).toBe('Up to £35,000');
    expect(formatSalaryGBP(null, undefined)).toBe('');
    expect(formatSalaryGBP(Number.NaN, 35000)).toBe('Up to £35,000');
  });

  it('keeps pence for hourly rates', () => {
    expect(formatGBP(12.5)).toBe('£12.50');
    expect(formatSalaryGBP(12.21, 14)).toBe('£12.21 - £14');
  });
});

describe('formatGBP', () => {
  const intlWhole = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  });
  const intlPence = new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const intl = (amount: number) => (Number.isInteger(amount) ? intlWhole : intlPence).format(amount);

  it('writes what Intl.NumberFormat writes for pounds, pence, rounding and signs', () => {
    for (const amount of [
      0, 7, 999, 1000, 25000, 1234567, 12.5, 0.004, 0.005, 1.005, 1.115, 999.995, -12.5, -25000,
    ]) {
      expect(formatGBP(amount), String(amount)).toBe(intl(amount));
    }
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true, noDefaultInfinity: true }), (amount) => {
        fc.pre(!Object.is(amount, -0));
        expect(formatGBP(amount)).toBe(intl(amount));
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 0, max: 99 }), (pounds, pence) => {
        const amount = pounds + pence / 100;
        expect(formatGBP(amount)).toBe(intl(amount));
      }),
    );
  });

  it('writes nothing for an amount that is not a number', () => {
    expect(formatGBP(Number.NaN)).toBe('');
    expect(formatGBP(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('relativeTime', () => {
  const now = new Date('2025-03-10T12:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);

  it('says just now under a minute and for future dates', () => {
    expect(relativeTime(before(0), now)).toBe('just now');
    expect(relativeTime(before(59_000), now)).toBe('just now');
    expect(relativeTime(new Date(now.getTime() + 60_000), now)).toBe('just now');
  });

  it('counts minutes, hours and days', () => {
    expect(relativeTime(before(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(before(59 * 60_000 + 59_000), now)).toBe('59 minutes ago');
    expect(relativeTime(before(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(before(23 * 3_600_000), now)).toBe('23 hours ago');
    expect(relativeTime(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(before(9 * 24 * 3_600_000), now)).toBe('9 days ago');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(relativeTime('2025-03-10T10:00:00Z', now)).toBe('2 hours ago');
    expect(relativeTime(now.getTime() - 3 * 60_000, now.getTime())).toBe('3 minutes ago');
  });

  it('gives an empty string for an invalid date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('formatPersonName', () => {
  it('joins the parts there are, trimmed, and falls back to Job Seeker', () => {
    expect(formatPersonName('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(formatPersonName(' Ada ', null)).toBe('Ada');
    expect(formatPersonName(null, 'Lovelace')).toBe('Lovelace');
    expect(formatPersonName('  ', undefined)).toBe('Job Seeker');
  });

  it('takes another fallback where Job Seeker does not fit', () => {
    expect(formatPersonName('', null, 'Your profile')).toBe('Your profile');
    expect(formatPersonName(null, undefined, '')).toBe('');
    expect(formatPersonName('Ada', '', '')).toBe('Ada');
  });
});

describe('formatPlace', () => {
  it('writes city, country with what there is', () => {
    expect(formatPlace('Leeds', 'United Kingdom')).toBe('Leeds, United Kingdom');
    expect(formatPlace('Leeds', null)).toBe('Leeds');
    expect(formatPlace(undefined, 'United Kingdom')).toBe('United Kingdom');
    expect(formatPlace(' ', '')).toBe('');
  });
});

describe('formatInitials', () => {
  it('takes the first letters of the first two words of a name', () => {
    expect(formatInitials('Ada Lovelace')).toBe('AL');
    expect(formatInitials('green  leaf bakery')).toBe('GL');
    expect(formatInitials('Acme')).toBe('A');
    expect(formatInitials('  ')).toBe('');
    expect(formatInitials(null)).toBe('');
  });

  it('takes the first letters of a first and a last name', () => {
    expect(formatInitials({ first: 'mary ann', last: 'smith' })).toBe('MS');
    expect(formatInitials({ first: 'Ada', last: null })).toBe('A');
    expect(formatInitials({ first: ' ', last: undefined })).toBe('');
  });
});

describe('roleLabel', () => {
  it('names each role as people see it', () => {
    expect(roleLabel('seeker')).toBe('Job Seeker');
    expect(roleLabel('hirer')).toBe('Employer');
  });
});
