import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { RotateCcw } from 'lucide-react';
import type { DiscoverCard, SwipeAction } from '@shared/contracts/matching';
import { PageHeader } from '@web/components/ui/page-header';
import { Checkbox } from '@web/components/ui/checkbox';
import { Skeleton } from '@web/components/ui/skeleton';
import { notify } from '@web/lib/notify';
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

export const loader = ({ request }: LoaderFunctionArgs) =>
  preload(
    [savedJobsQueryOptions()],
    [jobsDeckQueryOptions(new URL(request.url).searchParams.get('fair') === '1')],
  );

/** /seeker-discover: the job deck. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const fairChanceOnly = params.get('fair') === '1';
  const feed = useJobsDeck(fairChanceOnly);
  const { mutateAsync } = useSwipe();
  const saved = useSavedJobs();
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

  useEffect(() => {
    if (feed.isError) notify.error('Error', 'Failed to load job opportunities');
  }, [feed.isError]);

  const onSwipe = useCallback(
    (card: DiscoverCard, action: SwipeAction) =>
      mutateAsync({ targetId: card.id, targetKind: 'job', action }),
    [mutateAsync],
  );

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
      <label className="flex min-h-11 items-center gap-3 self-start rounded-xl border border-gray-300 bg-white px-3 py-2 font-semibold">
        <Checkbox
          checked={fairChanceOnly}
          onChange={(e) => setParams(e.target.checked ? { fair: '1' } : {}, { replace: true })}
        />
        Fair-chance employers only
      </label>
      {feed.isPending ? (
        <div role="status" aria-label="Loading jobs" className="mx-auto w-full max-w-sm">
          <Skeleton className="h-[27rem]" />
        </div>
      ) : (
        <SwipeDeck
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
    </div>
  );
}
