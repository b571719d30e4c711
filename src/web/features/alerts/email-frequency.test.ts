import { describe, expect, it } from 'vitest';
import { alertsSummary, EMAIL_FREQUENCIES } from './email-frequency';

describe("a saved search's alerts", () => {
  it('offers off, daily and weekly, in that order', () => {
    expect(EMAIL_FREQUENCIES.map((o) => o.label)).toEqual(['Off', 'Daily', 'Weekly']);
  });

  it('says them in a few words', () => {
    expect(alertsSummary('weekly', false)).toBe('Weekly e-mails');
    expect(alertsSummary('daily', true)).toBe('Daily e-mails and push notifications');
    expect(alertsSummary('off', true)).toBe('Push notifications');
    expect(alertsSummary('off', false)).toBe('No alerts');
  });
});
