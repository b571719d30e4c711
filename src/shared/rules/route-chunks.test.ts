import { describe, expect, it } from 'vitest';
import { documentTitle, readsFor } from './route-chunks';

describe('documentTitle', () => {
  it("puts the screen's name before the app's, and the app's alone without one", () => {
    expect(documentTitle('Discover jobs')).toBe('Discover jobs – NewLeaf');
    expect(documentTitle(undefined)).toBe('NewLeaf');
    expect(documentTitle('NewLeaf')).toBe('NewLeaf');
  });
});

describe('readsFor', () => {
  const route = { reads: ['/api/me', '/api/dashboard/seeker'], role: 'seeker' as const };
  it("gives a guarded screen's reads to its role, and the session's alone to anyone else", () => {
    expect(readsFor(route, 'seeker')).toEqual(route.reads);
    expect(readsFor(route, 'hirer')).toEqual(['/api/me']);
    expect(readsFor(route, null)).toEqual(['/api/me']);
    expect(readsFor({ reads: ['/api/app-config'] }, null)).toEqual(['/api/app-config']);
  });
});
