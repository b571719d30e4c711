import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, RotateCcw } from 'lucide-react';
import type { DiscoverCard, SwipeAction } from '@shared/contracts/matching';
import type { JobSearch } from '@shared/contracts/job-search';
import { isEmptySearch } from '@shared/rules/job-search-query';
import {
  countSearchFilters,
  describeSearch,
  searchFromPageQuery,
  searchToPageQuery,
} from '@shared/rules/job-search-page';
import { PageHeader } from '@web/components/ui/page-header';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { useJobsDeck } from '@web/features/matching/api/feeds';
import { useSavedJobs } from '@web/features/saved/api/saved-jobs';
import { useSwipe } from '@web/features/matching/api/swipe';
import { FavouritesStrip } from '@web/features/matching/components/favourites-strip';
import { SwipeDeck } from '@web/features/matching/components/swipe-deck';
import { SAVE_JOB } from '@web/features/matching/deck-announcement';
import type { LoaderFunctionArgs } from 'react-router';
import { jobsDeckQueryOptions } from '@web/features/matching/api/feeds';
import { savedJobsQueryOptions } from '@web/features/saved/api/saved-jobs';
import { preload } from '../preload';

// The filters, saving a search and the saved searches are loaded when first opened: they bring
// the option lists and zod, and this screen's first visit has a script budget (decision 0009).
const loadFilters = () => import('@web/features/alerts/components/job-filters-dialog');
const loadSave = () => import('@web/features/alerts/components/save-search-dialog');
const loadSaved = () => import('@web/features/alerts/components/saved-searches-dialog');
const JobFiltersDialog = lazy(() => loadFilters().then((m) => ({ default: m.JobFiltersDialog })));
const SaveSearchDialog = lazy(() => loadSave().then((m) => ({ default: m.SaveSearchDialog })));
const SavedSearchesDialog = lazy(() => loadSaved().then((m) => ({ default: m.SavedSearchesDialog })));
/** A dialog's code starts loading as its button is pointed at or reached, before the tap. */
const warm = (load: () => Promise<unknown>) => {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onFocus: start };
};

export const loader = ({ request }: LoaderFunctionArgs) =>
  preload(
    [savedJobsQueryOptions()],
    [jobsDeckQueryOptions(searchFromPageQuery(new URL(request.url).searchParams))],
  );

type Open = 'filters' | 'save' | 'saved' | null;

/** /seeker-discover: the job deck, of the search in the address (?keywords=…&place=…&fair=1). */
export function Component() {
  const [params, setParams] = useSearchParams();
  const pageQuery = params.toString();
  const search = useMemo(() => searchFromPageQuery(new URLSearchParams(pageQuery)), [pageQuery]);
  const filtered = !isEmptySearch(search);
  const filterCount = countSearchFilters(search);
  const feed = useJobsDeck(search, { errorToast: 'Failed to load job opportunities' });
  const { mutateAsync } = useSwipe();
  const saved = useSavedJobs();
  const [open, setOpen] = useState<Open>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const savedButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(null), []);
  const savedStrip = {
    data: saved.data?.map(({ job }) => ({
      id: job.id,
      title: job.title,
      subtitle: job.companyName,
      imageUrl: job.companyLogoUrl,
      to: `/seeker-job/${job.id}`,
      sample: job.sample,
    })),
    isPending: saved.isPending,
    isError: saved.isError,
  };

  const onSwipe = useCallback(
    (card: DiscoverCard, action: SwipeAction) =>
      mutateAsync({ targetId: card.id, targetKind: 'job', action }),
    [mutateAsync],
  );

  // The search lives in the address (Back and reload keep it); a change replaces the entry.
  const applySearch = useCallback(
    (next: JobSearch) => setParams(searchToPageQuery(next), { replace: true }),
    [setParams],
  );
  // The button that cleared them goes with them: the focus goes to Filters, which now says none.
  const clearFilters = () => {
    applySearch({});
    filtersButton.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Discover Jobs"
        back="/seeker-dashboard"
        actions={
          <button
            type="button"
            onClick={feed.refresh}
            className="rounded-xl p-2 hover:bg-leaf-50"
            aria-label="Refresh jobs"
          >
            <RotateCcw aria-hidden className={feed.isRefreshing ? 'h-5 w-5 animate-spin' : 'h-5 w-5'} />
          </button>
        }
      />
      <FavouritesStrip role="seeker" strip={savedStrip} />
      <div className="flex flex-wrap gap-2">
        <Button
          ref={filtersButton}
          variant="secondary"
          className="flex-auto whitespace-nowrap"
          aria-haspopup="dialog"
          onClick={() => setOpen('filters')}
          {...warm(loadFilters)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : 'Filters'}
        </Button>
        <Button
          ref={saveButton}
          variant="secondary"
          className="flex-auto whitespace-nowrap"
          aria-haspopup="dialog"
          onClick={() => setOpen('save')}
          {...warm(loadSave)}
        >
          Save search
        </Button>
        <Button
          ref={savedButton}
          variant="secondary"
          size="icon"
          aria-label="Saved searches"
          title="Saved searches"
          aria-haspopup="dialog"
          onClick={() => setOpen('saved')}
          {...warm(loadSaved)}
        >
          <Bell aria-hidden className="h-5 w-5" />
        </Button>
      </div>
      <div className={filtered ? 'flex flex-wrap items-baseline gap-x-2 text-sm' : 'sr-only'}>
        {/* A live region, read out as the filters change. */}
        <p role="status" className="min-w-0 break-words">
          {filtered && (
            <>
              <span className="font-semibold">
                {filterCount === 1 ? '1 filter' : `${filterCount} filters`}:
              </span>{' '}
              {describeSearch(search).join(', ')}
            </>
          )}
        </p>
        {filtered && (
          <Button variant="link" size="sm" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3 self-start rounded-xl border border-gray-300 bg-white px-3 py-2 font-semibold">
        <Checkbox
          checked={search.fairChanceOnly ?? false}
          onChange={(e) => applySearch({ ...search, fairChanceOnly: e.target.checked || undefined })}
        />
        Fair-chance employers only
      </label>
      {feed.isPending ? (
        <div role="status" aria-label="Loading jobs" className="mx-auto w-full max-w-sm">
          <Skeleton className="h-[27rem]" />
        </div>
      ) : filtered && feed.cards.length === 0 && !feed.isError ? (
        <Card className="flex flex-col items-center gap-3 py-10 text-center">
          <h2 className="text-lg font-bold">No jobs match these filters yet</h2>
          <p className="text-sm text-muted">Save this search to hear when one is posted.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button aria-haspopup="dialog" onClick={() => setOpen('save')} {...warm(loadSave)}>
              Save this search
            </Button>
            <Button variant="secondary" onClick={clearFilters}>
              Show all jobs
            </Button>
          </div>
        </Card>
      ) : (
        <SwipeDeck
          // A new search is a new deck, from its first card.
          key={pageQuery}
          cards={feed.cards}
          onSwipe={onSwipe}
          detailsPath={(card) => `/seeker-job/${card.id}`}
          messagesPath={(match) => `/seeker-messages?match=${match.id}`}
          superAction={SAVE_JOB}
          emptyTitle="No jobs found"
          emptyText="There are no new jobs for you right now. Try again later."
          onRefresh={feed.refresh}
          paging={feed.paging}
          onFetchMore={feed.fetchMore}
        />
      )}
      <Suspense fallback={null}>
        {open === 'filters' && (
          <JobFiltersDialog search={search} onApply={applySearch} onClose={close} trigger={filtersButton} />
        )}
        {open === 'save' && <SaveSearchDialog search={search} onClose={close} trigger={saveButton} />}
        {open === 'saved' && <SavedSearchesDialog onClose={close} trigger={savedButton} />}
      </Suspense>
    </div>
  );
}
