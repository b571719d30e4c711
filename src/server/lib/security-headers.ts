import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config';

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), interest-cohort=()';

/**
 * Security headers on every response: a strict Content-Security-Policy (scripts only from this
 * origin, nothing may frame us, forms post only here), nosniff, a referrer policy, a
 * Permissions-Policy turning off what we don't use, HSTS when served over HTTPS; and API answers
 * (which depend on the session) are never stored by a browser or proxy cache.
 *
 * Helmet writes them, once, at start: they depend on the configuration only (no nonces), and
 * @fastify/helmet built Helmet's middleware again for every request (its directives parsed each
 * time), about 3 % of the server's time under the feed benchmark's deck load.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const headers = { ...helmetHeaders(helmetOptions(config)), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !req.url.startsWith('/api/docs'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

function helmetOptions(config: AppConfig): HelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  const socketOrigin = config.publicUrl.replace(/^http/, 'ws');
  const s3Host =
    config.storage.kind === 's3' && config.storage.publicUrl
      ? [new URL(config.storage.publicUrl).origin]
      : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner add <style> elements at run time; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...s3Host],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", socketOrigin],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        baseUri: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Images from an S3 bucket are embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** The headers Helmet's middleware sets with these options (none of ours depends on the request). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  // A response that is never sent: the middleware only sets and removes headers on it.
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  helmet(options)(req, res, (err?: unknown) => {
    if (err) throw err;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}
