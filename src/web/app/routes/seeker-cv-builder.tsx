import { useState } from 'react';
import { FileText, PenLine, Sparkles, Wand2 } from 'lucide-react';
import { PageHeader } from '@web/components/ui/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCv } from '@web/features/cv/api/get-cv';
import { AtsPanel } from '@web/features/cv/components/ats-panel';
import { CvDownloads } from '@web/features/cv/components/cv-downloads';
import { CvWizard } from '@web/features/cv/components/cv-wizard';

const FEATURES = [
  { title: 'Guided Writing', text: 'Suggestions for your summary and achievements.', Icon: Wand2 },
  {
    title: 'Professional Templates',
    text: 'Modern, classic and minimal, all ATS optimised.',
    Icon: FileText,
  },
  { title: 'Easy Export', text: 'PDF, Word and plain text, ready to send or attach.', Icon: Sparkles },
];

/** /seeker-cv-builder: the intro, the saved CV with its ATS score and downloads, or the wizard. */
export function Component() {
  const cv = useCv();
  const [editing, setEditing] = useState(false);

  if (cv.isPending) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label="Loading your CV">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (cv.isError || !cv.data) {
    return (
      <Card className="flex flex-col items-center gap-3 text-center">
        <p>We could not load your CV.</p>
        <Button onClick={() => void cv.refetch()}>Try again</Button>
      </Card>
    );
  }
  const { data } = cv;
  if (editing) {
    return (
      <div className="flex flex-col gap-2">
        <PageHeader title="CV Builder" back="/seeker-ai-suite" />
        <CvWizard initial={data.cv ?? data.prefill} initialStep={data.cv ? data.step : 0} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="CV Builder" back="/seeker-ai-suite" />
      {data.cv ? (
        <>
          <Card className="flex flex-col gap-3">
            <CardTitle>Your CV</CardTitle>
            <p className="text-sm text-muted">
              {data.cv.personalInfo.fullName || 'Your CV'} · {data.cv.template} template
            </p>
            <AtsPanel cv={data.cv} showChecks={false} />
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <PenLine aria-hidden className="h-5 w-5" /> Edit
            </Button>
          </Card>
          <CvDownloads />
        </>
      ) : (
        <Card className="flex flex-col items-center gap-3 py-6 text-center">
          <FileText aria-hidden className="h-10 w-10 text-leaf-800" />
          <h2 className="text-xl font-bold">No CV Yet</h2>
          <p className="text-muted">
            Build a professional CV in six short steps. We start it from your profile.
          </p>
          <Button onClick={() => setEditing(true)}>Create CV</Button>
        </Card>
      )}
      <Card>
        <ul className="flex flex-col gap-3">
          {FEATURES.map(({ title, text, Icon }) => (
            <li key={title} className="flex items-start gap-3">
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-leaf-800" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
