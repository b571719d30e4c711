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
});
