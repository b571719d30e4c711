import { useId } from 'react';
import { Link } from 'react-router';
import { PartyPopper } from 'lucide-react';
import type { SeekerDashboard } from '@shared/contracts/dashboard';
import { Card } from '@web/components/ui/card';

/** A calm note on the seeker's dashboard after a hire: part of the page, never a pop-up. */
export function HiredBanner({ hired }: { hired: NonNullable<SeekerDashboard['hired']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card tone="leaf" className="flex items-start gap-3">
        <PartyPopper aria-hidden className="mt-0.5 h-6 w-6 shrink-0 text-leaf-800" />
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-bold text-ink">
            Congratulations — you got the job!
          </h2>
          <p className="text-ink [overflow-wrap:anywhere]">
            {hired.jobTitle} at {hired.companyName}
          </p>
          <Link
            to="/seeker-applications"
            className="inline-flex min-h-11 w-fit items-center font-semibold text-leaf-900 underline underline-offset-2 hover:text-leaf-800"
          >
            See My Applications
          </Link>
        </div>
      </Card>
    </section>
  );
}
