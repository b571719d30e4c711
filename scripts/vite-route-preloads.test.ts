import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeChunks, type BuiltChunk } from './vite-route-preloads';

const app = path.join(path.sep, 'src', 'web', 'app');
const id = (module: string) => path.join(app, `${module}.tsx`);

describe('routeChunks', () => {
  const table = [
    { path: '/splash', module: 'routes/splash' },
    {
      module: 'providers-route',
      reads: ['/api/me'],
      children: [
        { path: '/seeker-discover', module: 'routes/seeker-discover', reads: ['/api/feed/jobs'] },
        { path: '*', module: 'routes/not-found' },
      ],
    },
  ];
  const chunks: BuiltChunk[] = [
    {
      fileName: 'assets/index.js',
      isEntry: true,
      moduleIds: ['/src/web/main.tsx'],
      imports: ['assets/react.js'],
    },
    { fileName: 'assets/react.js', isEntry: false, moduleIds: ['/node_modules/react/index.js'], imports: [] },
    // A chunk group: the providers share a chunk with other modules.
    {
      fileName: 'assets/ui.js',
      isEntry: false,
      moduleIds: ['/src/web/lib/x.ts', id('providers-route')],
      imports: ['assets/query.js', 'assets/react.js'],
    },
    {
      fileName: 'assets/query.js',
      isEntry: false,
      moduleIds: ['/node_modules/q.js'],
      imports: ['assets/react.js'],
    },
    {
      fileName: 'assets/discover.js',
      isEntry: false,
      moduleIds: [id('routes/seeker-discover')],
      imports: ['assets/deck.js', 'assets/ui.js'],
    },
    {
      fileName: 'assets/deck.js',
      isEntry: false,
      moduleIds: ['/src/web/features/deck.tsx'],
      imports: ['assets/query.js'],
    },
    {
      fileName: 'assets/splash.js',
      isEntry: false,
      moduleIds: [id('routes/splash')],
      imports: ['assets/react.js'],
    },
    { fileName: 'assets/not-found.js', isEntry: false, moduleIds: [id('routes/not-found')], imports: [] },
  ];

  it("lists each route's chunks and what they import, once each, less what the entry's page names, and what its modules read", () => {
    expect(routeChunks(table, chunks, app)).toEqual([
      { pattern: '/splash', scripts: ['/assets/splash.js'] },
      {
        pattern: '/seeker-discover',
        scripts: ['/assets/ui.js', '/assets/query.js', '/assets/discover.js', '/assets/deck.js'],
        reads: ['/api/me', '/api/feed/jobs'],
      },
      {
        pattern: '*',
        scripts: ['/assets/ui.js', '/assets/query.js', '/assets/not-found.js'],
        reads: ['/api/me'],
      },
    ]);
  });

  it('fails the build when the table names a module no chunk holds', () => {
    expect(() => routeChunks([{ path: '/x', module: 'routes/missing' }], chunks, app)).toThrow(
      /routes\/missing/,
    );
  });
});
