import type { ReactNode } from 'react';
import {
  DISCLOSURE_TITLES,
  disclosureRows,
  type DisclosureSectionAnswers,
} from '@shared/rules/disclosure-rows';
import { Card, CardTitle } from '@web/components/ui/card';

/**
 * One disclosure section (Legal Information, or Health & Accessibility) as an employer is shown it,
 * on the employer's Candidate Profile and on the seeker's Disclosure Status page alike. `children`
 * go below the answers (the seeker's Update link).
 */
export function DisclosureSummary({
  children,
  ...section
}: DisclosureSectionAnswers & { children?: ReactNode }) {
  return (
    <Card className="flex flex-col gap-3">
      <CardTitle>{DISCLOSURE_TITLES[section.section]}</CardTitle>
      <dl className="divide-y divide-gray-100">
        {disclosureRows(section).map((row) => (
          <div key={row.term} className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
            <dt className="text-sm font-semibold text-muted sm:w-48 sm:shrink-0">{row.term}</dt>
            <dd className="whitespace-pre-line break-words text-sm text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </Card>
  );
}
