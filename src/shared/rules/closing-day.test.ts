import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-date';
import { closingDay } from './closing-day';
import { closingDayText } from './closing-day-text';
import { closesAtFor, closingDateOf } from './job-closing';

describe('closingDayText', () => {
  it('names the UK day a job closes, in winter and in summer', () => {
    expect(closingDayText('2026-12-27T23:59:00.000Z')).toBe('27 December 2026');
    expect(closingDayText('2026-07-01T22:59:00.000Z')).toBe('1 July 2026');
  });

  it('agrees with the London date of every closing instant across both clock changes', () => {
    const long = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
      const closesAt = closesAtFor(date);
      const [y, m, d] = closingDateOf(closesAt).split('-').map(Number);
      expect(closingDateOf(closesAt)).toBe(date);
      const london = long.format(new Date(Date.UTC(y!, m! - 1, d!)));
      expect(closingDayText(closesAt), date).toBe(london);
      const day = closingDay(closesAt)!;
      expect([day.getFullYear(), day.getMonth() + 1, day.getDate()], date).toEqual([y, m, d]);
    }
  });

  it('says nothing for a value that is not a time', () => {
    expect(closingDayText('soon')).toBe('');
    expect(closingDay('soon')).toBeNull();
  });
});
