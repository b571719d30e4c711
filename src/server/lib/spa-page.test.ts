import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHUNKS_FILE, type RouteChunks } from '@shared/rules/route-chunks';
import { loadSpaPage } from './spa-page';
import { registerErrorHandler, registerNotFoundHandler } from './error-handler';

const INDEX =
  '<!doctype html><html><head><title>NewLeaf</title></head><body><div id="root"></div></body></html>';

function webDir(routes?: RouteChunks['routes']) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newleaf-spa-page-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  if (routes) fs.writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), JSON.stringify({ routes }));
  return dir;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

const fetches = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("the single-page app's page", () => {
  const routes = [
    {
      pattern: '/seeker-discover',
      scripts: ['/assets/shell-a.js', '/assets/seeker-discover-b.js'],
      reads: ['/api/me', '/api/jobs/mine?status=active&sort=date_desc'],
      title: 'Discover jobs',
    },
    { pattern: '/seeker-messages/:id?', scripts: ['/assets/messages-c.js'] },
  ];

  it("names the opened route's scripts as module preloads in the head, and nothing for other paths", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNotFoundHandler(app, { spaFallback: loadSpaPage(webDir(routes)) });
    const discover = await app.inject({ method: 'GET', url: '/seeker-discover?from=menu' });
    expect(discover.statusCode).toBe(200);
    expect(discover.headers['content-type']).toMatch(/^text\/html/);
    expect(discover.headers['cache-control']).toBe('private, no-cache');
    expect(preloads(discover.body)).toEqual(routes[0]!.scripts);
    expect(discover.body.indexOf('modulepreload')).toBeLessThan(discover.body.indexOf('</head>'));
    // A searched or filtered screen reads other paths: its page names no data.
    expect(fetches(discover.body)).toEqual([]);

    const plain = await app.inject({ method: 'GET', url: '/seeker-discover' });
    expect(preloads(plain.body)).toEqual(routes[0]!.scripts);
    expect(fetches(plain.body)).toEqual(['/api/me', '/api/jobs/mine?status=active&amp;sort=date_desc']);
    expect(plain.body.lastIndexOf('as="fetch"')).toBeLessThan(plain.body.indexOf('</head>'));

    const thread = await app.inject({ method: 'GET', url: '/seeker-messages/42' });
    expect(preloads(thread.body)).toEqual(['/assets/messages-c.js']);
    expect(fetches(thread.body)).toEqual([]);

    // The page names its screen before any code runs; a route without a title keeps the app's.
    expect(plain.body).toContain('<title>Discover jobs – NewLeaf</title>');
    expect(thread.body).toContain('<title>NewLeaf</title>');

    const unknown = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(INDEX);

    // A HEAD of a page answers as its GET would, without the body.
    const head = await app.inject({ method: 'HEAD', url: '/seeker-discover' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');

    const api = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
  });

  it("names a guarded screen's reads only for the role its guard lets in", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNotFoundHandler(app, {
      spaFallback: loadSpaPage(
        webDir([
          {
            pattern: '/seeker-dashboard',
            scripts: ['/assets/dash.js'],
            reads: ['/api/me', '/api/dashboard/seeker'],
            role: 'seeker',
          },
        ]),
      ),
      viewerRole: async (req) => (req.headers['x-role'] ? String(req.headers['x-role']) : null),
    });
    const reads = async (role?: string) =>
      fetches(
        (
          await app.inject({
            method: 'GET',
            url: '/seeker-dashboard',
            headers: role ? { 'x-role': role } : {},
          })
        ).body,
      );
    expect(await reads('seeker')).toEqual(['/api/me', '/api/dashboard/seeker']);
    // Signed out, or the other role: the guard will send them away, so only the session is asked.
    expect(await reads()).toEqual(['/api/me']);
    expect(await reads('hirer')).toEqual(['/api/me']);
    expect(await reads('seeker')).toEqual(['/api/me', '/api/dashboard/seeker']);
  });

  it("preloads the first screen's lead image, found from the reads the page names", async () => {
    const app = Fastify();
    const asked: (readonly string[])[] = [];
    registerErrorHandler(app);
    registerNotFoundHandler(app, {
      spaFallback: loadSpaPage(webDir(routes)),
      leadImage: async (req, reads) => {
        asked.push(reads);
        if (req.headers['x-fail']) throw new Error('deck not ready');
        return req.headers['x-image'] ? String(req.headers['x-image']) : null;
      },
    });
    const images = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map(
        (m) => m[1],
      );

    const discover = await app.inject({
      method: 'GET',
      url: '/seeker-discover',
      headers: { 'x-image': '/uploads/a&b".webp' },
    });
    expect(images(discover.body)).toEqual(['/uploads/a&amp;b&quot;.webp']);
    expect(discover.body.lastIndexOf('as="image"')).toBeLessThan(discover.body.indexOf('</head>'));
    expect(fetches(discover.body)).toEqual(['/api/me', '/api/jobs/mine?status=active&amp;sort=date_desc']);
    expect(asked).toEqual([routes[0]!.reads]);

    // The next asker's page names their own picture, or none.
    const other = await app.inject({ method: 'GET', url: '/seeker-discover' });
    expect(images(other.body)).toEqual([]);
    expect(preloads(other.body)).toEqual(routes[0]!.scripts);

    // A page that names no reads (searched, or a route without any) is not asked about.
    asked.length = 0;
    await app.inject({ method: 'GET', url: '/seeker-discover?q=x', headers: { 'x-image': '/a.webp' } });
    await app.inject({ method: 'GET', url: '/seeker-messages', headers: { 'x-image': '/a.webp' } });
    expect(asked).toEqual([]);

    // A failure leaves the page whole, without the picture.
    const failed = await app.inject({ method: 'GET', url: '/seeker-discover', headers: { 'x-fail': '1' } });
    expect(failed.statusCode).toBe(200);
    expect(images(failed.body)).toEqual([]);
    expect(preloads(failed.body)).toEqual(routes[0]!.scripts);
  });

  it("opens a route as the web app's router does: any case, trailing slash, optional parameter", () => {
    const page = loadSpaPage(
      webDir([
        { pattern: '/', scripts: [], reads: ['/api/home'] },
        { pattern: '/seeker-discover', scripts: [], reads: ['/api/discover'] },
        { pattern: '/seeker-job/:id', scripts: [], reads: ['/api/job'] },
        { pattern: '/seeker-messages/:id?', scripts: [], reads: ['/api/threads'] },
        { pattern: '*', scripts: [], reads: ['/api/not-found'] },
      ]),
    );
    const readsOf = (pathname: string) => page.reads(pathname, '', null);
    expect(readsOf('/')).toEqual(['/api/home']);
    expect(readsOf('/Seeker-Discover/')).toEqual(['/api/discover']);
    expect(readsOf('/seeker-discover/1')).toEqual([]);
    expect(readsOf('/seeker-job/42')).toEqual(['/api/job']);
    expect(readsOf('/seeker-job')).toEqual([]);
    expect(readsOf('/seeker-messages')).toEqual(['/api/threads']);
    expect(readsOf('/seeker-messages/7')).toEqual(['/api/threads']);
    // Not found (the catch-all's screen) names nothing.
    expect(readsOf('/seeker-messages/7/8')).toEqual([]);
    expect(readsOf('/auth')).toEqual([]);
  });

  it('sends index.html as it is when the build wrote no list', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNotFoundHandler(app, { spaFallback: loadSpaPage(webDir()) });
    const res = await app.inject({ method: 'GET', url: '/seeker-discover' });
    expect(res.body).toBe(INDEX);
  });
});
