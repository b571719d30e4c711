import { useParams } from 'react-router';
import { REPORT_REASON_LABELS } from '@shared/contracts/messaging';
import type { ReportDetail } from '@shared/contracts/moderation';
import { Card, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { useReport } from '@web/features/moderation/api/get-report';
import { ReportActions } from '@web/features/moderation/components/report-actions';
import { TakeDownJob } from '@web/features/moderation/components/take-down-job';
import { errorMessage } from '@web/lib/api-client';

const who = (p: ReportDetail['reported']) =>
  `${p.name}, ${p.role === 'seeker' ? 'job seeker' : 'employer'}${p.userId ? '' : ' (account gone)'}${p.suspended ? ' (suspended)' : ''}`;

/** /moderation/reports/:id: one report, its evidence, and what to do about it. */
export function Component() {
  const { id = '' } = useParams();
  const report = useReport(id);
  if (report.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading the report">
        <Skeleton className="h-10" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  if (report.isError) {
    return (
      <div>
        <PageHeader title="Report" back="/moderation" />
        <p>{errorMessage(report.error)}</p>
      </div>
    );
  }
  const r = report.data;
  const reporterRole = r.reporter.role;
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={`Report: ${REPORT_REASON_LABELS[r.reason]}`} back="/moderation" />
      <Card className="flex flex-col gap-1 text-sm">
        <p>{`Reported: ${who(r.reported)}`}</p>
        <p>{`By: ${who(r.reporter)}`}</p>
        <p>{`When: ${new Date(r.createdAt).toLocaleString('en-GB')}`}</p>
        {r.jobTitle && <p>{`About the job: ${r.jobTitle}`}</p>}
        <p>{`Status: ${r.status}${r.conversationClosed ? '; conversation closed' : ''}`}</p>
        {r.details && <p className="break-words">{`Their words: ${r.details}`}</p>}
      </Card>
      <section aria-labelledby="evidence-title">
        <h2 id="evidence-title" className="mb-2 text-lg font-bold">
          Last messages, as kept with the report
        </h2>
        {r.evidence.length === 0 ? (
          <p className="text-muted">There were no messages.</p>
        ) : (
          <ol className="flex flex-col gap-2">
            {r.evidence.map((m) => (
              <li
                key={m.id}
                className={`rounded-xl p-3 text-sm ${m.senderRole === reporterRole ? 'bg-gray-100' : 'bg-amber-50'}`}
              >
                <p className="font-semibold">
                  {m.senderRole === reporterRole ? 'Reporter' : 'Reported'}
                  {', '}
                  <time dateTime={m.sentAt}>{new Date(m.sentAt).toLocaleString('en-GB')}</time>
                </p>
                <p className="whitespace-pre-wrap break-words">{m.body}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <Card className="flex flex-col gap-3">
        <CardTitle>Act on this report</CardTitle>
        <ReportActions report={r} />
      </Card>
      {r.reportedJobs.length > 0 && (
        <Card className="flex flex-col gap-3">
          <CardTitle>The employer's live jobs</CardTitle>
          <ul className="flex flex-col gap-3">
            {r.reportedJobs.map((job) => (
              <li key={job.id}>
                <TakeDownJob job={job} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
