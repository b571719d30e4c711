import { Link, useNavigate } from 'react-router';
import { listOf } from '@shared/options/job-status';
import { buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useCompany } from '@web/features/companies/api/get-company';
import { JobEditor } from '@web/features/jobs/components/job-editor';

/** /hirer-create-job: Create Job Posting (spec 02 §2, §5). */
export function Component() {
  const navigate = useNavigate();
  const company = useCompany();

  if (company.isPending) {
    return (
      <div className="flex justify-center py-16 text-leaf-800">
        <Spinner label="Loading" />
      </div>
    );
  }
  if (company.data === null) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title="Create Job Posting" back="/hirer-jobs" />
        <Card className="flex flex-col gap-3">
          <p>Set up your company before posting a job.</p>
          <Link to="/hirer-setup" className={buttonVariants()}>
            Set up your company
          </Link>
        </Card>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Create Job Posting" back="/hirer-jobs" />
      <JobEditor onSaved={(status) => navigate(`/hirer-jobs?tab=${listOf(status)}`)} />
    </div>
  );
}
