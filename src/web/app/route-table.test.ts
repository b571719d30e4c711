import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeBranches } from './route-table';

describe('routeTable', () => {
  const branches = routeBranches();

  it('names modules that exist, each under src/web/app', () => {
    const modules = new Set(branches.flatMap((b) => b.modules));
    for (const module of modules) {
      expect(fs.existsSync(fileURLToPath(new URL(`./${module}.tsx`, import.meta.url))), module).toBe(true);
    }
  });

  it('names every screen, for its document title and the announcement of a route change', () => {
    const untitled = branches.filter((b) => !b.title).map((b) => b.path);
    expect(untitled).toEqual([]);
    expect(branches.find((b) => b.path === '/seeker-messages/:id')?.title).toBe('Messages');
  });

  it("knows each guarded screen's role, and no role for the open ones", () => {
    const roleOf = (path: string) => branches.find((b) => b.path === path)?.role;
    expect(roleOf('/seeker-dashboard')).toBe('seeker');
    expect(roleOf('/seeker-setup-step1')).toBe('seeker');
    expect(roleOf('/hirer-messages/:id')).toBe('hirer');
    expect(roleOf('/auth')).toBeUndefined();
  });

  it('opens each screen below its guard and frame, and each path once', () => {
    const of = (path: string) => branches.find((b) => b.path === path)?.modules;
    expect(of('/seeker-discover')).toEqual([
      'providers-route',
      'guards/require-seeker',
      'guards/app-shell-route',
      'routes/seeker-discover',
    ]);
    expect(of('/hirer-setup')).toEqual(['providers-route', 'guards/require-hirer', 'routes/hirer-setup']);
    expect(of('/splash')).toEqual(['routes/splash']);
    const paths = branches.map((b) => b.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives each screen the reads of its guard, frame and own, and a list's reads not to one item", () => {
    const reads = (path: string) => branches.find((b) => b.path === path)?.reads;
    expect(reads('/seeker-discover')).toEqual([
      '/api/me',
      '/api/conversations/unread',
      '/api/feed/jobs',
      '/api/saved-jobs',
    ]);
    expect(reads('/hirer-messages')).toEqual(['/api/me', '/api/conversations/unread', '/api/conversations']);
    expect(reads('/hirer-messages/:id')).toEqual(['/api/me', '/api/conversations/unread']);
    expect(reads('/hirer-setup')).toEqual(['/api/me']);
    expect(reads('/splash')).toEqual([]);
  });
});
