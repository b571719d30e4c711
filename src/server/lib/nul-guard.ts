import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** True when any string in the value (keys included, to a sane depth) holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * PostgreSQL text cannot hold NUL, so such input would fail in the database as a 500. No
 * legitimate text in NewLeaf contains it: refuse it up front, on every route, as bad input.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      throw new AppError('VALIDATION_FAILED', 'Text may not contain the NUL character.');
    }
  });
}
