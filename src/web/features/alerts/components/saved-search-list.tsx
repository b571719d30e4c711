import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { EmailFrequency, SavedSearch } from '@shared/contracts/job-search';
import { describeSearch } from '@shared/rules/job-search-page';
import { Button, buttonVariants } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorMessage } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useSavedSearches } from '../api/list-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { discoverHref } from '../discover-href';
import { EMAIL_FREQUENCIES } from '../email-frequency';
import { PUSH_PROBLEMS, subscribeThisDevice } from '../push';

/**
 * The seeker's saved searches: each opens on Discover ("Show jobs"), changes its e-mails and push
 * as they are chosen, or is deleted after a confirmation. `onOpen` runs as one is opened (the
 * Discover screen's dialog closes).
 */
export function SavedSearchList({ onOpen }: { onOpen?: () => void }) {
  const searches = useSavedSearches();
  // A deleted search's controls are gone: the focus comes here, before the next one.
  const root = useRef<HTMLDivElement>(null);
  return (
    <div ref={root} tabIndex={-1} className="focus:outline-none">
      <SavedSearchesView searches={searches} onOpen={onOpen} onDeleted={() => root.current?.focus()} />
    </div>
  );
}

function SavedSearchesView({
  searches,
  onOpen,
  onDeleted,
}: {
  searches: ReturnType<typeof useSavedSearches>;
  onOpen?: () => void;
  onDeleted: () => void;
}) {
  if (searches.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          Loading saved searches
        </span>
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (searches.isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p>We could not load your saved searches.</p>
        <Button variant="secondary" size="sm" onClick={() => void searches.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (searches.data.length === 0) {
    return (
      <p className="text-muted">
        No saved searches yet. On Discover, choose your filters, then “Save search” to hear about new jobs
        that match.
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Saved searches">
      {searches.data.map((search) => (
        <li key={search.id}>
          <SavedSearchItem search={search} onOpen={onOpen} onDeleted={onDeleted} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchItem({
  search,
  onOpen,
  onDeleted,
}: {
  search: SavedSearch;
  onOpen?: () => void;
  onDeleted: () => void;
}) {
  const update = useUpdateSavedSearch();
  const [subscribing, setSubscribing] = useState(false);
  const criteria = describeSearch(search.criteria);
  const id = `saved-search-${search.id}`;
  const busy = update.isPending || subscribing;

  const change = (changes: { emailFrequency?: EmailFrequency; push?: boolean }) =>
    update.mutate(
      { id: search.id, ...changes },
      { onError: (err) => notify.error('Error', errorMessage(err)) },
    );

  const setPush = async (on: boolean) => {
    if (!on) return change({ push: false });
    // Pushes go to the devices that asked for them: this one asks now.
    setSubscribing(true);
    const problem = await subscribeThisDevice();
    setSubscribing(false);
    if (problem) notify.error('Push notifications are off', PUSH_PROBLEMS[problem]);
    else change({ push: true });
  };

  return (
    <Card compact className="flex flex-col gap-3">
      <div className="min-w-0">
        <h3 className="break-words font-bold">{search.name}</h3>
        <p className="break-words text-sm text-muted">
          {criteria.length > 0 ? criteria.join(', ') : 'All jobs, no filters'}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-36 flex-1">
          <Label htmlFor={`${id}-email`}>
            E-mail alerts<span className="sr-only"> for {search.name}</span>
          </Label>
          <Select
            id={`${id}-email`}
            options={EMAIL_FREQUENCIES}
            value={search.emailFrequency}
            disabled={busy}
            onChange={(e) => change({ emailFrequency: e.target.value as EmailFrequency })}
          />
        </div>
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <Checkbox checked={search.push} disabled={busy} onChange={(e) => void setPush(e.target.checked)} />
          <span>
            Push notifications<span className="sr-only"> for {search.name}</span>
          </span>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={discoverHref(search.criteria)}
          onClick={onOpen}
          className={buttonVariants({ variant: 'secondary', size: 'md', className: 'flex-1' })}
        >
          Show jobs<span className="sr-only"> for {search.name}</span>
        </Link>
        <DeleteSavedSearch search={search} onDeleted={onDeleted} />
      </div>
    </Card>
  );
}

function DeleteSavedSearch({ search, onDeleted }: { search: SavedSearch; onDeleted: () => void }) {
  const deleted = useRef(false);
  const remove = useDeleteSavedSearch();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="danger-outline">
          Delete<span className="sr-only"> {search.name}</span>
        </Button>
      }
      title="Delete this saved search?"
      description={`“${search.name}” and its alerts will be deleted. This cannot be undone.`}
      confirmLabel="Delete"
      pending={remove.isPending}
      onConfirm={async () => {
        // Set first: the search (and this dialog) may be gone before the answer's callbacks.
        deleted.current = true;
        try {
          await remove.mutateAsync(search.id);
          notify.success('Saved search deleted', `“${search.name}” and its alerts are gone.`);
        } catch (err) {
          deleted.current = false;
          notify.error('Error', errorMessage(err));
        }
      }}
      onCloseAutoFocus={(event) => {
        // Its trigger went with the search.
        if (!deleted.current) return;
        event.preventDefault();
        onDeleted();
      }}
    />
  );
}
