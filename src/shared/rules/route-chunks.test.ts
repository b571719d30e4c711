import { describe, expect, it } from 'vitest';
import { documentTitle, readsFor, routePatternMatches } from './route-chunks';

describe('routePatternMatches', () => {
  it('matches a plain path in any case, with or without a trailing slash', () => {
    expect(routePatternMatches('/seeker-discover', '/seeker-discover')).toBe(true);
    expect(routePatternMatches('/seeker-discover', '/Seeker-Discover/')).toBe(true);
    expect(routePatternMatches('/seeker-discover', '/seeker-dashboard')).toBe(false);
    expect(routePatternMatches('/seeker-discover', '/seeker-discover/1')).toBe(false);
  });

  it('takes one segment for a parameter, and none for an optional one', () => {
    expect(routePatternMatches('/seeker-job/:id', '/seeker-job/42')).toBe(true);
    expect(routePatternMatches('/seeker-job/:id', '/seeker-job')).toBe(false);
    expect(routePatternMatches('/seeker-messages/:id?', '/seeker-messages')).toBe(true);
    expect(routePatternMatches('/seeker-messages/:id?', '/seeker-messages/7')).toBe(true);
    expect(routePatternMatches('/seeker-messages/:id?', '/seeker-messages/7/8')).toBe(false);
  });

  it('matches the root only as the root, and the catch-all never', () => {
    expect(routePatternMatches('/', '/')).toBe(true);
    expect(routePatternMatches('/', '/auth')).toBe(false);
    expect(routePatternMatches('*', '/anything')).toBe(false);
  });
});

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
