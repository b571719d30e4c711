import type { OperatorCommand } from '../../lib/operator-channel';

const USAGE = 'Usage: npm run alerts -- send-digests [--as-of 2026-12-01T08:00:00Z]';
/** How far ahead `--as-of` may reach: a week, the longest digest period. */
const AHEAD_MAX_MS = 7 * 24 * 3_600_000;

/**
 * `npm run alerts -- send-digests [--as-of TIME]`: sends now the e-mail digests that are due by
 * TIME (default now) instead of waiting for the hourly run — after a mail outage, or before
 * planned downtime. A digest sent early moves that search's next one a full period on from TIME.
 */
export const alertsCommand: OperatorCommand = async (_database, args, services) => {
  const [action, flag, value, ...rest] = args;
  if (action !== 'send-digests' || rest.length > 0 || (flag !== undefined && flag !== '--as-of')) {
    throw new Error(USAGE);
  }
  if (!services) throw new Error('The job alerts need the server’s services here.');
  const now = Date.now();
  const at = flag ? new Date(value ?? '') : new Date(now);
  if (Number.isNaN(at.getTime())) throw new Error(`Not a time: ${value ?? '(none)'}. ${USAGE}`);
  if (at.getTime() < now - 60_000) throw new Error('--as-of cannot be in the past.');
  if (at.getTime() > now + AHEAD_MAX_MS) throw new Error('--as-of can be at most 7 days ahead.');
  const { due, sent } = await services.alerts.runDigests(at);
  return `${due} digest${due === 1 ? '' : 's'} due by ${at.toISOString()}; ${sent} sent (no e-mail when no new job matched).`;
};
