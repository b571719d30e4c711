import type { AuditEntry } from '@shared/contracts/moderation';
import { relativeTime } from '@shared/rules/format';

const ACTION_WORDS: Record<string, string> = {
  view_report: 'viewed report',
  dismiss_report: 'dismissed report',
  warn: 'warned account',
  suspend: 'suspended account',
  close_conversation: 'closed conversation',
  approve_job: 'approved job',
  reject_job: 'rejected job',
  take_down_job: 'took down job',
};

/** The audit log, newest first: who did what, to what, when and why. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="py-6 text-center text-muted">Nothing has been done yet.</p>;
  return (
    <ol className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
      {entries.map((e) => (
        <li key={e.id} className="p-3 text-sm">
          <p>
            <span className="font-semibold break-all">{e.moderatorEmail}</span>{' '}
            {ACTION_WORDS[e.action] ?? e.action}{' '}
            <span className="font-mono text-xs break-all">{e.targetId}</span>
          </p>
          {e.reason && <p className="break-words text-muted">{`Why: ${e.reason}`}</p>}
          <p className="text-muted">
            <time dateTime={e.createdAt} title={new Date(e.createdAt).toLocaleString('en-GB')}>
              {relativeTime(e.createdAt)}
            </time>
          </p>
        </li>
      ))}
    </ol>
  );
}
