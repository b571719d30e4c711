import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { useReports } from '@web/features/moderation/api/list-reports';
import { useHeldJobs } from '@web/features/moderation/api/list-held-jobs';
import { useAuditLog } from '@web/features/moderation/api/get-audit-log';
import { ReportList } from '@web/features/moderation/components/report-list';
import { HeldJobCard } from '@web/features/moderation/components/held-job-card';
import { AuditLog } from '@web/features/moderation/components/audit-log';

const TABS = ['reports', 'handled', 'jobs', 'audit'] as const;
const tabSchema = z.enum(TABS);

function Loading() {
  return (
    <div className="flex flex-col gap-3" role="status" aria-label="Loading">
      <Skeleton className="h-24" />
      <Skeleton className="h-24" />
    </div>
  );
}

function Failed() {
  return <p className="py-6 text-center text-muted">Could not load this list. Please try again.</p>;
}

function Reports({ status }: { status: 'open' | 'handled' }) {
  const reports = useReports(status);
  if (reports.isPending) return <Loading />;
  if (reports.isError) return <Failed />;
  return (
    <ReportList
      reports={reports.data}
      empty={status === 'open' ? 'No open reports.' : 'No handled reports yet.'}
    />
  );
}

function HeldJobs() {
  const jobs = useHeldJobs();
  if (jobs.isPending) return <Loading />;
  if (jobs.isError) return <Failed />;
  if (jobs.data.length === 0) return <p className="py-6 text-center text-muted">No job ads are held.</p>;
  return (
    <ul className="flex flex-col gap-3">
      {jobs.data.map((held) => (
        <li key={held.job.id}>
          <HeldJobCard held={held} />
        </li>
      ))}
    </ul>
  );
}

function Audit() {
  const log = useAuditLog();
  if (log.isPending) return <Loading />;
  if (log.isError) return <Failed />;
  return <AuditLog entries={log.data} />;
}

/** /moderation: the moderation desk (moderators only). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const parsed = tabSchema.safeParse(params.get('tab'));
  const tab = parsed.success ? parsed.data : 'reports';
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Moderation" />
      <Tabs value={tab} onValueChange={(value) => setParams({ tab: value }, { replace: true })}>
        <TabsList aria-label="Moderation lists" className="flex-wrap">
          <TabsTrigger value="reports">Open reports</TabsTrigger>
          <TabsTrigger value="handled">Handled</TabsTrigger>
          <TabsTrigger value="jobs">Held jobs</TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="reports" className="pt-4">
          <Reports status="open" />
        </TabsContent>
        <TabsContent value="handled" className="pt-4">
          <Reports status="handled" />
        </TabsContent>
        <TabsContent value="jobs" className="pt-4">
          <HeldJobs />
        </TabsContent>
        <TabsContent value="audit" className="pt-4">
          <Audit />
        </TabsContent>
      </Tabs>
    </div>
  );
}
