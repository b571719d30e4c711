import { afterEach, describe, expect, it, vi } from 'vitest';
import { intendedJob, intendedJobPath } from './intended-job';

const ID = '3f2b8c1e-9a4d-4c7b-8e2f-1a2b3c4d5e6f';

describe('intendedJobPath', () => {
  it("accepts a seeker's Job Details path, without its query or fragment", () => {
    expect(intendedJobPath(`/seeker-job/${ID}`)).toBe(`/seeker-job/${ID}`);
    expect(intendedJobPath(`/seeker-job/${ID}/`)).toBe(`/seeker-job/${ID}`);
    expect(intendedJobPath(`/seeker-job/${ID.toUpperCase()}`)).toBe(`/seeker-job/${ID.toUpperCase()}`);
    expect(intendedJobPath(`/seeker-job/${ID}?utm_source=share#apply`)).toBe(`/seeker-job/${ID}`);
  });

  it('refuses any other place', () => {
    for (const value of [
      undefined,
      null,
      42,
      '',
      '/seeker-dashboard',
      '/seeker-job/',
      '/seeker-job/abc',
      `/seeker-job/${ID}/apply`,
      `/seeker-job/${ID}x`,
      `/hirer-job/${ID}`,
      `/jobs/${ID}`,
      `https://evil.example/seeker-job/${ID}`,
      `//evil.example/seeker-job/${ID}`,
      `/\\evil.example/seeker-job/${ID}`,
      `/seeker-job/../auth/${ID}`,
      `/seeker-job/${ID.replace(/-/g, '%2D')}`,
      ` /seeker-job/${ID}`,
      `javascript:alert(1)//seeker-job/${ID}`,
    ]) {
      expect(intendedJobPath(value), String(value)).toBeNull();
    }
  });
});

describe('intendedJob', () => {
  afterEach(() => vi.unstubAllGlobals());

  const stubSession = () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (k: string) => kept.get(k) ?? null,
        setItem: (k: string, v: string) => void kept.set(k, v),
        removeItem: (k: string) => void kept.delete(k),
      },
    });
    return kept;
  };

  it('keeps a job path, answers it once, then forgets it', () => {
    stubSession();
    expect(intendedJob.remember(`/seeker-job/${ID}?x=1`)).toBe(`/seeker-job/${ID}`);
    expect(intendedJob.peek()).toBe(`/seeker-job/${ID}`);
    expect(intendedJob.take()).toBe(`/seeker-job/${ID}`);
    expect(intendedJob.take()).toBeNull();
  });

  it('keeps nothing else, and follows nothing else put in storage', () => {
    const kept = stubSession();
    expect(intendedJob.remember('https://evil.example/')).toBeNull();
    expect(kept.size).toBe(0);
    kept.set('intendedJob', 'https://evil.example/');
    expect(intendedJob.take()).toBeNull();
    expect(kept.size).toBe(0);
  });

  it('does without storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(intendedJob.remember(`/seeker-job/${ID}`)).toBe(`/seeker-job/${ID}`);
    expect(intendedJob.take()).toBeNull();
  });
});
