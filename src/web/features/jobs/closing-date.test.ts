import { describe, expect, it } from 'vitest';
import { closingDateToForm, closingDateToSend } from './closing-date';

describe('closingDateToForm', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it("shows the job's UK closing date while it is today or later", () => {
    expect(closingDateToForm({ closesAt: '2026-12-27T23:59:00.000Z' }, now)).toBe('2026-12-27');
    expect(closingDateToForm({ closesAt: '2026-11-27T23:59:00.000Z' }, now)).toBe('2026-11-27');
  });

  it('is blank without a date, or when the date has passed', () => {
    expect(closingDateToForm({ closesAt: null }, now)).toBe('');
    expect(closingDateToForm({ closesAt: '2026-11-26T23:59:00.000Z' }, now)).toBe('');
  });
});

describe('closingDateToSend', () => {
  it('sends what a new job chose, blank as null', () => {
    expect(closingDateToSend('2026-12-01', { isNew: true, changed: false, active: false })).toBe(
      '2026-12-01',
    );
    expect(closingDateToSend(null, { isNew: true, changed: false, active: false })).toBeNull();
    expect(closingDateToSend(undefined, { isNew: true, changed: false, active: false })).toBeNull();
  });

  it("leaves an existing job's date alone unless it was changed", () => {
    expect(closingDateToSend('2026-12-27', { isNew: false, changed: false, active: true })).toBeUndefined();
    expect(closingDateToSend('2027-01-15', { isNew: false, changed: true, active: true })).toBe('2027-01-15');
    expect(closingDateToSend(null, { isNew: false, changed: true, active: false })).toBeNull();
  });

  it('never clears the date of an active job', () => {
    expect(closingDateToSend(null, { isNew: false, changed: true, active: true })).toBeUndefined();
  });
});
