import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '@shared/contracts/messaging';
import type { ReportSummary } from '@shared/contracts/moderation';
import { relativeTime } from '@shared/rules/format';
import { Card } from '@web/components/ui/card';

const side = (p: ReportSummary['reported']) =>
  `${p.name} (${p.role === 'seeker' ? 'job seeker' : 'employer'}${p.suspended ? ', suspended' : ''})`;

/** Reports as a list of links to each one. */
export function ReportList({ reports, empty }: { reports: ReportSummary[]; empty: string }) {
  if (reports.length === 0) return <p className="py-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reports.map((r) => (
        <li key={r.id}>
          <Card className="flex flex-col gap-1">
            <Link to={`/moderation/reports/${r.id}`} className="text-lg font-bold text-leaf-900 underline">
              {`${REPORT_REASON_LABELS[r.reason]}: ${r.reported.name}`}
            </Link>
            <p className="text-sm">{`Reported: ${side(r.reported)}`}</p>
            <p className="text-sm">{`By: ${side(r.reporter)}`}</p>
            <p className="text-sm text-muted">
              {`${relativeTime(r.createdAt)}${r.status === 'open' ? '' : `, ${r.status}`}`}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
