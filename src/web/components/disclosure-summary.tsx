import type { ReactNode } from 'react';
import {
  DISCLOSURE_TITLES,
  disclosureRows,
  type DisclosureSectionAnswers,
} from '@shared/rules/disclosure-rows';
import { Card, CardTitle } from '@web/components/ui/card';
import { DetailRow } from '@web/components/ui/detail-row';

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
          <DetailRow key={row.term} term={row.term}>
            {row.value}
          </DetailRow>
        ))}
      </dl>
      {children}
    </Card>
  );
}
