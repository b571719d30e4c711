import { Link } from 'react-router';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { SpentChecker } from '@web/features/spent-checker/components/spent-checker';
import { useDisclosure } from '@web/features/seekers/api/disclosure';
import { DisclosureDetails } from '@web/features/seekers/components/disclosure-details';
import { RecordCheckCard } from '@web/features/seekers/components/record-check-card';
import { YourData } from '@web/features/seekers/components/your-data';

/** Disclosure Status: loads the disclosure and composes its cards with the spent checker. */
export function Component() {
  const disclosure = useDisclosure({ errorToast: 'Failed to load profile data' });

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Disclosure Status" back="/seeker-dashboard" />
      {disclosure.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            Loading
          </span>
          <Skeleton className="h-16" />
          <Skeleton className="h-40" />
          <Skeleton className="h-40" />
        </div>
      ) : disclosure.isError ? (
        <Card className="flex flex-col items-center gap-3 text-center">
          <p>We could not load your disclosure.</p>
          <Button onClick={() => void disclosure.refetch()}>Try again</Button>
        </Card>
      ) : !disclosure.data ? (
        <Card className="flex flex-col items-center gap-3 py-6 text-center">
          <h2 className="text-xl font-bold">Profile Not Found</h2>
          <p className="text-muted">Complete your profile setup to manage your disclosure.</p>
          <Link to="/seeker-setup-step1" className={buttonVariants()}>
            Complete Profile Setup
          </Link>
        </Card>
      ) : (
        <DisclosureDetails
          disclosure={disclosure.data}
          recordCheck={
            <RecordCheckCard
              disclosure={disclosure.data}
              spentChecker={(resultActions) => (
                <SpentChecker headingLevel={3} resultActions={resultActions} />
              )}
            />
          }
        />
      )}
      {/* Below the loaded cards only: under the skeleton it would be pushed down (a layout shift). */}
      {!disclosure.isPending && <YourData />}
    </div>
  );
}
