import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JOB_MESSAGES } from '@shared/contracts/jobs';
import { canSaveDraft, missingForPublish } from '@shared/rules/job-publish';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useCompany } from '@web/features/companies/api/get-company';
import { useCreateJob } from '@web/features/jobs/api/create-job';
import {
  EMPTY_JOB_FORM,
  JobFormFields,
  parseJobForm,
  type JobFormValues,
} from '@web/features/jobs/components/job-form';
import { notify } from '@web/lib/notify';
import { postFailureToast } from '@web/features/jobs/post-failure';

const REQUIRED_MESSAGE = 'Required to post the job';

/** /hirer-create-job: Create Job Posting (spec 02 §2, §5). */
export function Component() {
  const navigate = useNavigate();
  const company = useCompany();
  const create = useCreateJob();
  const [values, setValues] = useState<JobFormValues>(EMPTY_JOB_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<'draft' | 'active' | null>(null);

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

  const focusFirst = (fields: string[]) => {
    const first = fields[0];
    if (first) document.querySelector<HTMLElement>(`[id$="-${first}"]`)?.focus();
  };

  const submit = async (status: 'draft' | 'active') => {
    if (status === 'draft' && !canSaveDraft(values)) {
      setErrors({ title: 'Please provide a job title.' });
      focusFirst(['title']);
      notify.error(JOB_MESSAGES.titleRequiredTitle, JOB_MESSAGES.titleRequired);
      return;
    }
    if (status === 'active') {
      const missing = missingForPublish(values);
      if (missing.length > 0) {
        setErrors(Object.fromEntries(missing.map((f) => [f, REQUIRED_MESSAGE])));
        focusFirst(missing);
        notify.error(JOB_MESSAGES.requiredMissingTitle, JOB_MESSAGES.requiredMissing);
        return;
      }
    }
    const parsed = parseJobForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      focusFirst(Object.keys(parsed.errors));
      notify.error('Error', Object.values(parsed.errors)[0]);
      return;
    }
    setErrors({});
    setPending(status);
    try {
      await create.mutateAsync({ ...parsed.data, status });
      if (status === 'draft') notify.success('Draft saved', 'Your job posting draft has been saved.');
      else notify.success('Job posted', 'Your job posting has been published successfully.');
      navigate(`/hirer-jobs?tab=${status}`);
    } catch (err) {
      if (status === 'draft') notify.error('Error', 'Failed to save job draft. Please try again.');
      else notify.error(...postFailureToast(err));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Create Job Posting" back="/hirer-jobs" />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit('active');
        }}
        className="flex flex-col gap-4"
      >
        <JobFormFields values={values} onChange={setValues} errors={errors} />
        <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
          <Button
            type="button"
            variant="secondary"
            className="flex-1"
            disabled={pending !== null}
            onClick={() => void submit('draft')}
          >
            {pending === 'draft' ? 'Saving...' : 'Save as Draft'}
          </Button>
          <Button type="submit" className="flex-1" disabled={pending !== null}>
            {pending === 'active' ? 'Posting...' : 'Post Job'}
          </Button>
        </div>
      </form>
    </div>
  );
}
