import { useEffect, useState } from 'react';
import { JOB_MESSAGES, type Job, type JobUpdate } from '@shared/contracts/jobs';
import { canSaveDraft, missingForPublish } from '@shared/rules/job-publish';
import { notify } from '@web/lib/notify';
import { firstErrorMessage, useContractForm } from '@web/lib/use-contract-form';
import { useCreateJob } from '../api/create-job';
import { closingDateToSend } from '../closing-date';
import { usePublishJob } from '../api/publish-job';
import { useUpdateJob } from '../api/update-job';
import {
  EMPTY_JOB_FORM,
  jobFormSchema,
  jobToForm,
  type JobForm,
  type JobFormValues,
} from '../components/job-form';
import { postFailureToast } from '../post-failure';

export const REQUIRED_MESSAGE = 'Required to post the job';

/** Save (a draft, or a live job's changes) or post (create active, or save and publish a draft). */
export type JobIntent = 'save' | 'post';

/**
 * The job form and its submission, for Create Job Posting (no job) and for editing a job: a
 * draft needs a title, posting (or saving a live job) needs every required field, then the job
 * contract checks the rest; each failure marks the fields, focuses the first and says why in a
 * toast. `onSaved` gets the status the job now has.
 */
export function useJobSubmit({ job, onSaved }: { job?: Job; onSaved: (status: Job['status']) => void }) {
  const create = useCreateJob();
  const update = useUpdateJob();
  const publish = usePublishJob();
  const form: JobForm = useContractForm<JobFormValues, JobUpdate>(jobFormSchema, {
    defaultValues: job ? jobToForm(job) : EMPTY_JOB_FORM,
  });
  const [pending, setPending] = useState<JobIntent | null>(null);

  // "Required to post the job" goes as soon as its field is filled, not at the next submit (the
  // contract's own messages wait for the submit, as everywhere).
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      if (!name || form.getFieldState(name).error?.message !== REQUIRED_MESSAGE) return;
      const value: unknown = values[name as keyof typeof values];
      const filled = Array.isArray(value) ? value.length > 0 : String(value ?? '').trim() !== '';
      if (filled) form.clearErrors(name);
    });
    return () => watching.unsubscribe();
  }, [form]);

  /** Marks fields with a message, the first one focused. */
  const markFields = (fields: readonly (keyof JobFormValues)[], message: string, focus = true) => {
    form.clearErrors();
    for (const field of fields) form.setError(field, { message });
    if (focus && fields[0]) form.setFocus(fields[0]);
  };

  /** Marks what posting still needs (without moving the focus), e.g. when Publish opens the form. */
  const markMissing = () => markFields(missingForPublish(form.getValues()), REQUIRED_MESSAGE, false);

  const save = async (intent: JobIntent, data: JobUpdate, draftSave: boolean) => {
    const closingDate = closingDateToSend(data.closingDate, {
      isNew: !job,
      changed: form.getValues('closingDate') !== form.formState.defaultValues?.closingDate,
      active: job?.status === 'active',
    });
    const input = { ...data, title: data.title ?? '', closingDate };
    setPending(intent);
    try {
      let saved: Job;
      if (!job) {
        saved = await create.mutateAsync({ ...input, status: intent === 'post' ? 'active' : 'draft' });
      } else {
        saved = await update.mutateAsync({ id: job.id, input });
        if (intent === 'post') saved = await publish.mutateAsync(job.id);
      }
      if (saved.status === 'held') notify.info(JOB_MESSAGES.heldTitle, saved.moderationNote ?? undefined);
      else if (intent === 'post')
        notify.success('Job posted', 'Your job posting has been published successfully.');
      else if (draftSave) notify.success('Draft saved', 'Your job posting draft has been saved.');
      else notify.success('Job updated', 'Your job posting has been updated.');
      onSaved(saved.status);
    } catch (err) {
      if (draftSave) notify.error('Error', 'Failed to save job draft. Please try again.');
      else notify.error(...postFailureToast(err));
    } finally {
      setPending(null);
    }
  };

  const submit = async (intent: JobIntent) => {
    const values = form.getValues();
    const mustBeComplete = intent === 'post' || (job !== undefined && job.status !== 'draft');
    if (!mustBeComplete && !canSaveDraft(values)) {
      markFields(['title'], 'Please provide a job title.');
      notify.error(JOB_MESSAGES.titleRequiredTitle, JOB_MESSAGES.titleRequired);
      return;
    }
    if (mustBeComplete) {
      const missing = missingForPublish(values);
      if (missing.length > 0) {
        markFields(missing, REQUIRED_MESSAGE);
        notify.error(JOB_MESSAGES.requiredMissingTitle, JOB_MESSAGES.requiredMissing);
        return;
      }
    }
    await form.handleSubmit(
      (data) => save(intent, data, !mustBeComplete),
      (errors) => notify.error('Error', firstErrorMessage(errors) ?? ''),
    )();
  };

  return { form, pending, submit, markMissing };
}
