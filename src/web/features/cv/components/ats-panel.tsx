import { CheckCircle2, CircleAlert } from 'lucide-react';
import type { CvData } from '@shared/contracts/cv';
import { atsChecks, atsLabel, atsScore } from '@shared/rules/ats-score';
import { cn } from '@web/lib/cn';

const COLOURS = {
  green: 'bg-leaf-100 text-leaf-900 border-leaf-800',
  amber: 'bg-amber-100 text-amber-900 border-amber-700',
  red: 'bg-red-50 text-red-900 border-red-700',
} as const;

/** The ATS score with its label, and each check passed or missing with what to do. */
export function AtsPanel({ cv, showChecks = true }: { cv: CvData; showChecks?: boolean }) {
  const score = atsScore(cv);
  const { label, colour } = atsLabel(score);
  return (
    <section aria-labelledby="ats-title" className="flex flex-col gap-2">
      <div className={cn('flex items-center justify-between rounded-2xl border-2 p-3', COLOURS[colour])}>
        <h3 id="ats-title" className="font-bold">
          ATS score
        </h3>
        <p className="text-right">
          {/* The large score and "/100" are styled apart; read as one, and as words. */}
          <span aria-hidden>
            <span className="text-2xl font-bold">{score}</span>/100
          </span>
          <span className="sr-only">{`${score} out of 100`}</span> ·{' '}
          <span className="font-semibold">{label}</span>
        </p>
      </div>
      {showChecks && (
        <ul className="flex flex-col gap-1.5 text-sm" aria-label="ATS checks">
          {atsChecks(cv).map((check) => (
            <li key={check.id} className="flex items-start gap-2">
              {check.passed ? (
                <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-leaf-800" />
              ) : (
                <CircleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-red-800" />
              )}
              <span>
                <span className="font-semibold">
                  {check.label} ({check.points} points): {check.passed ? 'passed' : 'missing'}
                </span>
                {!check.passed && <span className="block text-muted">{check.advice}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
