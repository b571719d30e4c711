import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { publicJobsService } from './public-jobs.service';
import { SHARE_SCRIPT_PATH } from './public-jobs.pages';
import { SHARE_SCRIPT } from './share-script';

/** Pages and sitemaps change as jobs do; a few minutes in a cache is harmless. */
const PAGE_CACHE = 'public, max-age=300';
/** A 404 may be a draft about to be published: asked again each time. */
const MISSING_CACHE = 'no-cache';
const STATIC_CACHE = 'public, max-age=3600';

/** The built stylesheet's path, from the web build's index.html; null without one. */
export function stylesheetOf(webDir: string | undefined): string | null {
  if (!webDir) return null;
  const file = path.join(webDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const html = fs.readFileSync(file, 'utf8');
  const link = /<link\b[^>]*\brel="stylesheet"[^>]*>/i.exec(html)?.[0];
  return link ? (/\bhref="([^"]+)"/i.exec(link)?.[1] ?? null) : null;
}

/**
 * The public job pages (GET /jobs/:id), their share script, the sitemap and robots.txt: HTML and
 * text for anyone, outside the API (no session, no JSON, not in the OpenAPI document).
 */
export async function publicJobsRoutes(
  fastify: FastifyInstance,
  opts: {
    db: Db;
    publicUrl: string;
    /** The web build served by the app, whose stylesheet the pages use (omitted in API tests). */
    webDir?: string;
    /** Addresses per sitemap (tests make it small). */
    sitemapPageSize?: number;
  },
) {
  const service = publicJobsService({
    db: opts.db,
    publicUrl: opts.publicUrl,
    stylesheet: stylesheetOf(opts.webDir),
    sitemapPageSize: opts.sitemapPageSize,
  });
  const hide = { schema: { hide: true } };

  fastify.get(SHARE_SCRIPT_PATH, hide, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', STATIC_CACHE).send(SHARE_SCRIPT),
  );

  fastify.get<{ Params: { id: string } }>('/jobs/:id', hide, async (req, reply) => {
    const page = await service.jobPage(req.params.id);
    if (page.noindex) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', page.status === 404 ? MISSING_CACHE : PAGE_CACHE)
      .send(page.html);
  });

  fastify.get('/sitemap.xml', hide, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', PAGE_CACHE)
      .send(await service.sitemap()),
  );

  fastify.get<{ Params: { page: string } }>('/sitemap-jobs-:page.xml', hide, async (req, reply) => {
    const xml = /^[1-9]\d{0,5}$/.test(req.params.page)
      ? await service.sitemapPage(Number(req.params.page))
      : null;
    if (xml === null) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', MISSING_CACHE)
        .send('No such sitemap');
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', PAGE_CACHE).send(xml);
  });

  fastify.get('/robots.txt', hide, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', STATIC_CACHE).send(service.robots()),
  );
}
