import type { ReactNode } from 'react';
import { ShieldCheck } from 'lucide-react';
import type { WizardDrafts, WizardStep } from '@shared/contracts/seeker';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Logo } from '@web/components/ui/logo';
import { Progress } from '@web/components/ui/progress';
import { Spinner } from '@web/components/ui/spinner';
import { useDrafts } from '../api/drafts';

/** The frame of every setup step: step label, title, progress, the form, and its buttons. */
export function WizardFrame({
  stepLabel,
  title,
  subtitle,
  progress,
  children,
  actions,
}: {
  stepLabel?: string;
  title: string;
  subtitle?: string;
  progress: number;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    // Bottom padding keeps Back / Next clear of the toasts shown at the bottom of a phone screen.
    <main className="mx-auto flex min-h-screen max-w-md flex-col gap-5 p-5 pb-28">
      <div className="flex items-center gap-2 font-bold text-leaf-900">
        <Logo className="h-8 w-8" /> NewLeaf
      </div>
      <div>
        {stepLabel && <p className="text-sm font-semibold text-leaf-800">{stepLabel}</p>}
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="text-muted">{subtitle}</p>}
      </div>
      <div className="flex items-center gap-3">
        <Progress value={progress} label="Setup progress" className="flex-1" />
        <span className="text-sm font-semibold text-muted">{`${progress}%`}</span>
      </div>
      {children}
      <div className="mt-auto flex flex-wrap gap-3 pt-2">{actions}</div>
    </main>
  );
}

/** Back / Next pair used at the bottom of most steps. */
export function WizardActions({
  onBack,
  onNext,
  nextLabel = 'Next',
  busy,
  extra,
}: {
  onBack: () => void;
  onNext: () => void;
  nextLabel?: string;
  busy?: boolean;
  extra?: ReactNode;
}) {
  return (
    <>
      <Button type="button" variant="secondary" className="flex-1" onClick={onBack} disabled={busy}>
        Back
      </Button>
      <Button type="button" className="flex-1" onClick={onNext} disabled={busy}>
        {nextLabel}
      </Button>
      {extra}
    </>
  );
}

/** Waits for the signed-in user and the saved drafts, then renders the step with its state. */
export function WizardStepGate<S extends WizardStep>({
  step,
  userId,
  children,
}: {
  step: S;
  /** The signed-in user (the route screen knows it; features don't reach into each other). */
  userId: string | undefined;
  children: (initial: WizardDrafts[S], userId: string, drafts: WizardDrafts) => ReactNode;
}) {
  const drafts = useDrafts();
  if (drafts.isError) {
    return (
      <main className="mx-auto flex min-h-screen max-w-md flex-col items-center justify-center gap-4 p-5 text-center">
        <h1 className="text-xl font-bold">We could not load your answers</h1>
        <p className="text-muted">Check your connection and try again.</p>
        <Button onClick={() => void drafts.refetch()}>Try again</Button>
      </main>
    );
  }
  if (!drafts.data || !userId) {
    return (
      <main className="flex min-h-screen items-center justify-center text-leaf-800">
        <Spinner label="Loading your answers" />
      </main>
    );
  }
  return <>{children(drafts.data[step], userId, drafts.data)}</>;
}

/** How the answers of the legal and health steps are used (the seeker decides who sees them). */
export function PrivacyNote({ children }: { children?: ReactNode }) {
  return (
    <Card tone="leaf" className="flex gap-3">
      <ShieldCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
      <p className="text-sm">
        {children ??
          'Your answers are private. By default only employers you match with or apply to can see them, and you can change who sees them at any time on your Disclosure Status page. Every time an employer is shown them, you can see who and when.'}
      </p>
    </Card>
  );
}
