import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import type { SpaPage } from './spa-page';

/**
 * The picture a page's first screen shows largest, given the reads the page names (a Discover
 * screen's top card, for the asking user); null when there is none.
 */
export type LeadImage = (req: FastifyRequest, reads: readonly string[]) => Promise<string | null>;
/** The signed-in visitor's role, or null: which reads a guarded screen's page may name. */
export type ViewerRole = (req: FastifyRequest) => Promise<string | null>;

/** What a 5xx answer tells the user: nothing of the cause, and the id that finds it in the logs. */
export const internalErrorMessage = (requestId: string) => `Something went wrong. Reference: ${requestId}`;

/**
 * The one place errors become answers: stable code, user-facing message, no internals on 500.
 * Every error body carries the request's id (`requestId`, beside `error`), which its log lines
 * carry as `reqId`.
 * Registered before any route or plugin, which each take the handler in place when they are added.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const requestId = req.id;
    if (err instanceof AppError) {
      if (err.status >= 500) {
        req.log.error({ err }, 'request failed');
        return reply
          .status(err.status)
          .send({ error: { code: err.code, message: internalErrorMessage(requestId) }, requestId });
      }
      return reply.status(err.status).send({ error: { code: err.code, message: err.message }, requestId });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'Invalid input';
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: field ? `${field}: ${message}` : message,
          details: err.validation.map((v) => ({ path: v.instancePath, message: v.message })),
        },
        requestId,
      });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_PARTS_LIMIT') {
      return reply.status(413).send({
        error: { code: 'PAYLOAD_TOO_LARGE', message: 'Please select an image smaller than 3MB' },
        requestId,
      });
    }
    if (status === 415) {
      return reply
        .status(415)
        .send({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' }, requestId });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: {
          code: status === 429 ? 'RATE_LIMITED' : 'VALIDATION_FAILED',
          message: err.message || 'Invalid request',
        },
        requestId,
      });
    }
    req.log.error({ err }, 'unexpected error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: internalErrorMessage(requestId) }, requestId });
  });
}

/**
 * What a path no route answers gets: outside /api, the single-page app's page (with `spaFallback`);
 * else a 404 in the API's error shape. May be registered after the routes (the services it asks
 * are built by then).
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  opts: { spaFallback?: SpaPage; leadImage?: LeadImage; viewerRole?: ViewerRole },
) {
  app.setNotFoundHandler(async (req, reply) => {
    const [pathname = '/', search = ''] = req.url.split('?', 2);
    // Client-side routes: any GET outside /api that is not a file gets the single-page app's page
    // (and a HEAD its headers: link checkers and uptime monitors ask with HEAD).
    const spaPage = opts.spaFallback;
    const page = req.method === 'GET' || req.method === 'HEAD';
    if (spaPage && page && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
      const viewerRole = req.method === 'GET' && opts.viewerRole ? await opts.viewerRole(req) : null;
      const reads = req.method === 'GET' ? spaPage.reads(pathname, search, viewerRole) : [];
      const leadImage =
        opts.leadImage && reads.length > 0
          ? await opts.leadImage(req, reads).catch((err: unknown) => {
              // The page is still whole without it: the screen asks for the picture itself.
              req.log.warn({ err }, 'could not find the first screen’s picture');
              return null;
            })
          : null;
      // `private`: a page may name the asking user's deck's first picture.
      reply.header('cache-control', 'private, no-cache');
      return reply
        .type('text/html; charset=utf-8')
        .send(spaPage.page(pathname, search, viewerRole, leadImage));
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `No such endpoint: ${req.method} ${pathname}` },
      requestId: req.id,
    });
  });
}
