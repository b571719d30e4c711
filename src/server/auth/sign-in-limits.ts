import crypto from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInAttempt } from '../db/schema';
import { AppError } from '../lib/errors';

/** Failed sign-ins are limited per account and per client IP, over a sliding window. */
export function createSignInLimiter(
  db: Db,
  limits: { perAccount: number; perIp: number; windowMinutes: number },
) {
  const since = () => new Date(Date.now() - limits.windowMinutes * 60_000);
  const failures = async (column: typeof signInAttempt.email | typeof signInAttempt.ip, value: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(signInAttempt)
      .where(
        and(eq(column, value), eq(signInAttempt.succeeded, false), gt(signInAttempt.createdAt, since())),
      );
    return row?.n ?? 0;
  };
  return {
    async assertAllowed(email: string, ip: string) {
      const message = `Too many failed sign-in attempts. Please wait ${limits.windowMinutes} minutes and try again, or reset your password.`;
      if ((await failures(signInAttempt.email, email)) >= limits.perAccount) {
        throw new AppError('RATE_LIMITED', message);
      }
      if ((await failures(signInAttempt.ip, ip)) >= limits.perIp) throw new AppError('RATE_LIMITED', message);
    },
    async record(email: string, ip: string, succeeded: boolean) {
      await db.insert(signInAttempt).values({ id: crypto.randomUUID(), email, ip, succeeded });
      // A successful sign-in clears the account's failures, so a user who remembers is not held back.
      if (succeeded) {
        await db
          .delete(signInAttempt)
          .where(and(eq(signInAttempt.email, email), eq(signInAttempt.succeeded, false)));
      }
    },
    retryAfterSeconds: limits.windowMinutes * 60,
  };
}
