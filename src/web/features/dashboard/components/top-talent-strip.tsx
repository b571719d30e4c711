import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import type { DiscoverCard } from '@shared/contracts/matching';
import { TALENT_PREVIEW_TAG_LIMIT, formatTags } from '@shared/rules/skill-match';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import { useTopTalent } from '../api/get-top-talent';

function Preview({ card }: { card: DiscoverCard }) {
  const [failed, setFailed] = useState(false);
  const tags = formatTags(card.tags, TALENT_PREVIEW_TAG_LIMIT).shown;
  return (
    <Link
      to="/hirer-discover"
      className="flex h-full min-h-[16.5rem] flex-col items-center gap-1.5 rounded-2xl border border-gray-200 bg-white p-3 text-center hover:border-leaf-700"
    >
      <span className="flex h-14 w-14 items-center justify-center overflow-hidden rounded-full bg-leaf-100 text-leaf-900">
        {card.primaryImageUrl && !failed ? (
          <img
            src={card.primaryImageUrl}
            alt=""
            className="h-full w-full object-cover"
            onError={() => setFailed(true)}
          />
        ) : (
          <UserRound aria-hidden className="h-7 w-7" />
        )}
      </span>
      <span className="text-sm font-bold leading-tight text-ink">{card.titleText}</span>
      {card.sample && <SampleBadge />}
      {card.subtitleText && <span className="text-xs text-muted">{card.subtitleText}</span>}
      {tags.length > 0 && (
        <span className="flex w-full min-w-0 flex-wrap justify-center gap-1">
          {tags.map((tag) => (
            <span
              key={tag}
              className="max-w-full truncate rounded-full bg-leaf-50 px-2 py-0.5 text-[0.7rem] font-semibold text-leaf-900"
            >
              {tag}
            </span>
          ))}
        </span>
      )}
    </Link>
  );
}

/** Discover Top Talent: up to 3 profiles from the real seekers feed, 2 tags each. */
export function TopTalentStrip() {
  const talent = useTopTalent();
  useEffect(() => {
    // Failing to load the previews is only logged; the page still shows (spec).
    if (talent.isError) console.warn('could not load talent previews', talent.error);
  }, [talent.isError, talent.error]);

  if (talent.isPending) {
    return (
      <div className="grid grid-cols-3 gap-2" role="status" aria-label="Loading talent profiles">
        {/* As tall as a preview (min-h above), so the page does not move when they come. */}
        <Skeleton className="h-[16.5rem]" />
        <Skeleton className="h-[16.5rem]" />
        <Skeleton className="h-[16.5rem]" />
      </div>
    );
  }
  const cards = talent.data ?? [];
  if (cards.length === 0)
    return <p className="text-sm text-muted">No talent profiles available at the moment</p>;
  return (
    <ul className="grid grid-cols-3 gap-2" aria-label="Top talent">
      {cards.map((card) => (
        <li key={card.id}>
          <Preview card={card} />
        </li>
      ))}
    </ul>
  );
}
