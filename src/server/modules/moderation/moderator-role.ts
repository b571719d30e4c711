import type { Database } from '../../db/client';
import { moderationRepo } from './moderation.repo';

/**
 * `npm run moderator -- grant|revoke|list [e-mail]`: who may use the moderation desk. The
 * account must exist (sign up first); the role takes effect on its next request.
 */
export async function moderatorCommand(database: Database, args: string[]): Promise<string> {
  const [action, email] = args;
  const repo = moderationRepo(database.db);
  if (action === 'list') {
    const all = await repo.list();
    return all.length ? all.map((m) => m.email).join('\n') : 'No moderators yet.';
  }
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    throw new Error('Usage: npm run moderator -- grant|revoke EMAIL, or npm run moderator -- list');
  }
  if (action === 'grant') {
    if (!(await repo.grant(email))) throw new Error(`No account uses ${email}: sign up with it first.`);
    return `${email} is a moderator: the desk is at /moderation.`;
  }
  if (!(await repo.revoke(email))) throw new Error(`${email} is not a moderator.`);
  return `${email} is no longer a moderator.`;
}
