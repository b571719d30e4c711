import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CV_STEPS, cvFormSchema, type CvData } from '@shared/contracts/cv';
import { isStepComplete, isStepValid, stepMessage, visitedThrough } from '@shared/rules/cv-steps';
import { Button } from '@web/components/ui/button';
import { Progress } from '@web/components/ui/progress';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useContractForm } from '@web/lib/use-contract-form';
import { cn } from '@web/lib/cn';
import { useSaveCv } from '../api/save-cv';
import { AtsPanel } from './ats-panel';
import { PersonalFields, SummaryFields, TemplateFields } from './basic-steps';
import { CvDownloads } from './cv-downloads';
import { CvPreview } from './cv-preview';
import { emptyJob, ExperienceFields, SkillsEducationFields } from './list-steps';
import { STEP_MESSAGE_ID, StepFrame } from './step-frame';

const LAST = CV_STEPS.length - 1;

/**
 * The six-step CV wizard (spec): clickable step dots, a progress bar, Previous / Next (never
 * disabled) and Finish on the last step; each step's own Continue waits until it is valid, and
 * Next checks the step the same way: on an incomplete step it stays, and the step's message (what
 * is still needed, shown beside Continue) is stressed and focused. A dot says "(complete)" once
 * its step has been visited and is valid. The CV is saved on the server whenever a step is left,
 * so it resumes on any device. The steps are one react-hook-form form over the CV form contract;
 * what makes a step complete is the steps' rules (src/shared/rules/cv-steps.ts), checked live
 * like the ATS score.
 */
export function CvWizard({ initial, initialStep }: { initial: CvData; initialStep: number }) {
  const navigate = useNavigate();
  const save = useSaveCv();
  const form = useContractForm<CvData, CvData>(cvFormSchema, {
    defaultValues: initial.workExperience.length > 0 ? initial : { ...initial, workExperience: [emptyJob()] },
    // The spec checks a link as it is typed (there is no submit until Finish).
    mode: 'onChange',
  });
  // Everything typed so far, for the step dots, Continue, the ATS score and the preview.
  const cv = useWatch({ control: form.control }) as CvData;
  const [step, setStep] = useState(Math.min(Math.max(initialStep, 0), LAST));
  // The steps seen so far: a step is "(complete)" only once the seeker has been on it.
  const [visited, setVisited] = useState(() => visitedThrough(step));
  // How many times Next was pressed on this incomplete step (each press focuses the message again).
  const [stopped, setStopped] = useState(0);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) document.getElementById('cv-step-title')?.focus();
  }, [step]);

  useEffect(() => {
    if (stopped > 0) document.getElementById(STEP_MESSAGE_ID)?.focus();
  }, [stopped]);

  const persist = (next: number) =>
    save.mutateAsync({ data: form.getValues(), step: next }).catch((err: unknown) => {
      notify.error('Error', errorMessage(err, 'Your CV could not be saved. Check your connection.'));
      throw err;
    });

  const go = (next: number) => {
    moved.current = true;
    void persist(next).catch(() => undefined);
    setStep(next);
    setStopped(0);
    setVisited((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
  };

  /** Next and Continue: on to the next step once this one is complete, else say what it needs. */
  const goNext = () => {
    if (isStepValid(form.getValues(), step)) go(step + 1);
    else setStopped((n) => n + 1);
  };

  const finish = async () => {
    try {
      await persist(LAST);
      notify.success('CV saved', 'Your CV is ready to download and attach to applications.');
      navigate('/seeker-dashboard');
    } catch {
      // The toast said why.
    }
  };

  const props = { form };
  const valid = isStepValid(cv, step);
  const onContinue = step < LAST ? goNext : undefined;
  const frame = { valid, message: stepMessage(cv, step), stopped: stopped > 0, onContinue };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm font-semibold text-muted">
        Step {step + 1} of {CV_STEPS.length}: {CV_STEPS[step]}
      </p>
      <Progress value={((step + 1) / CV_STEPS.length) * 100} label="CV progress" />
      <nav aria-label="CV steps">
        <ol className="flex justify-between gap-1">
          {CV_STEPS.map((name, i) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-current={i === step ? 'step' : undefined}
                aria-label={`Step ${i + 1}: ${name}${isStepComplete(cv, i, visited) ? ' (complete)' : ''}`}
                className={cn(
                  'flex h-11 w-11 items-center justify-center rounded-full border-2 text-sm font-bold',
                  i === step
                    ? 'border-leaf-800 bg-leaf-800 text-white'
                    : isStepComplete(cv, i, visited)
                      ? 'border-leaf-800 bg-leaf-100 text-leaf-900'
                      : 'border-gray-400 bg-white text-ink',
                )}
              >
                {i + 1}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      {step === 0 && (
        <StepFrame title="Choose a template" {...frame}>
          <TemplateFields {...props} />
        </StepFrame>
      )}
      {step === 1 && (
        <StepFrame title="Personal info" {...frame}>
          <PersonalFields {...props} />
        </StepFrame>
      )}
      {step === 2 && (
        <StepFrame title="Professional summary" {...frame}>
          <SummaryFields {...props} />
        </StepFrame>
      )}
      {step === 3 && (
        <StepFrame title="Work experience" {...frame}>
          <ExperienceFields {...props} />
        </StepFrame>
      )}
      {step === 4 && (
        <StepFrame title="Skills & education" {...frame}>
          <SkillsEducationFields {...props} />
        </StepFrame>
      )}
      {step === 5 && (
        <StepFrame title="Preview & export" valid>
          <AtsPanel cv={cv} />
          <CvPreview cv={cv} />
          <CvDownloads saving={save.isPending} />
        </StepFrame>
      )}

      <div className="sticky bottom-0 -mx-4 flex gap-3 border-t border-gray-200 bg-white/95 px-4 py-3">
        <Button
          type="button"
          variant="secondary"
          className="flex-1"
          disabled={step === 0}
          onClick={() => go(step - 1)}
        >
          Previous
        </Button>
        {step < LAST ? (
          <Button type="button" className="flex-1" onClick={goNext}>
            Next
          </Button>
        ) : (
          <Button type="button" className="flex-1" disabled={save.isPending} onClick={() => void finish()}>
            Finish
          </Button>
        )}
      </div>
    </div>
  );
}
