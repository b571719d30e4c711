import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readJobSort, writeJobSort } from './job-sort-preference';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe('job sort preference', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('defaults to newest first', () => {
    expect(readJobSort('u1')).toBe('date_desc');
    expect(readJobSort(undefined)).toBe('date_desc');
  });

  it('keeps each user their own choice under hirer_jobs_sort', () => {
    writeJobSort('u1', 'title_asc');
    writeJobSort('u2', 'location_asc');
    expect(readJobSort('u1')).toBe('title_asc');
    expect(readJobSort('u2')).toBe('location_asc');
    expect(JSON.parse(localStorage.getItem('hirer_jobs_sort')!)).toEqual({
      u1: 'title_asc',
      u2: 'location_asc',
    });
  });

  it('ignores corrupt or unknown stored values', () => {
    localStorage.setItem('hirer_jobs_sort', '{not json');
    expect(readJobSort('u1')).toBe('date_desc');
    localStorage.setItem('hirer_jobs_sort', JSON.stringify({ u1: 'random' }));
    expect(readJobSort('u1')).toBe('date_desc');
  });
});
