import { useCallback, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { DiscoverCard, SwipeAction } from '@shared/contracts/matching';
import { PageHeader } from '@web/components/ui/page-header';
import { Skeleton } from '@web/components/ui/skeleton';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { DEFAULT_JOB_SORT } from '@shared/options/job-sort';
import { useMyJobs } from '@web/features/jobs/api/list-my-jobs';
import { useSeekersDeck } from '@web/features/matching/api/feeds';
import { useFavouriteTalentStrip } from '@web/features/matching/api/favourites';
import { useSwipe } from '@web/features/matching/api/swipe';
import { FavouritesStrip } from '@web/features/matching/components/favourites-strip';
import { SwipeDeck } from '@web/features/matching/components/swipe-deck';
import { SUPER_LIKE } from '@web/features/matching/deck-announcement';
import { myJobsQueryOptions } from '@web/features/jobs/api/list-my-jobs';
import { favouriteTalentQueryOptions } from '@web/features/matching/api/favourites';
import { seekersDeckQueryOptions } from '@web/features/matching/api/feeds';
import { preload } from '../preload';

export const loader = () =>
  preload(
    [myJobsQueryOptions('active', DEFAULT_JOB_SORT), favouriteTalentQueryOptions()],
    [seekersDeckQueryOptions()],
  );

/** /hirer-discover: the talent deck, ranked for all active jobs or for one of them. */
export function Component() {
  const [contextJobId, setContextJobId] = useState('');
  // The employer's active jobs (the Jobs screen's list in its default order).
  const jobs = useMyJobs('active', DEFAULT_JOB_SORT);
  const favourites = useFavouriteTalentStrip();
  const feed = useSeekersDeck(contextJobId || undefined, { errorToast: 'Failed to load talent profiles' });
  const { mutateAsync } = useSwipe();

  const onSwipe = useCallback(
    (card: DiscoverCard, action: SwipeAction) =>
      mutateAsync({
        targetId: card.id,
        targetKind: 'seeker',
        action,
        ...(contextJobId ? { contextJobId } : {}),
      }),
    [mutateAsync, contextJobId],
  );

  const jobOptions = (jobs.data ?? []).map((job) => ({ value: job.id, label: job.title }));
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Discover Talent"
        back="/hirer-dashboard"
        actions={
          <button
            type="button"
            onClick={feed.refresh}
            className="rounded-xl p-2 hover:bg-leaf-50"
            aria-label="Refresh talent"
          >
            <RotateCcw aria-hidden className={feed.isRefreshing ? 'h-5 w-5 animate-spin' : 'h-5 w-5'} />
          </button>
        }
      />
      <FavouritesStrip role="hirer" strip={favourites} />
      {jobOptions.length > 0 && (
        <div className="flex flex-col gap-1">
          <Label htmlFor="context-job">Match candidates for</Label>
          <Select
            id="context-job"
            value={contextJobId}
            onChange={(event) => setContextJobId(event.target.value)}
            placeholder="All my active jobs"
            options={jobOptions}
          />
        </div>
      )}
      {feed.isPending ? (
        <div role="status" aria-label="Loading talent" className="mx-auto w-full max-w-sm">
          <Skeleton className="h-[27rem]" />
        </div>
      ) : (
        <SwipeDeck
          key={contextJobId}
          cards={feed.cards}
          onSwipe={onSwipe}
          detailsPath={(card) => `/hirer-candidate/${encodeURIComponent(card.id)}`}
          messagesPath={(match) => `/hirer-messages?match=${match.id}`}
          superAction={SUPER_LIKE}
          emptyTitle="No talent found"
          emptyText="No new candidates are looking right now. Try again later."
          onRefresh={feed.refresh}
          paging={feed.paging}
          onFetchMore={feed.fetchMore}
        />
      )}
    </div>
  );
}
