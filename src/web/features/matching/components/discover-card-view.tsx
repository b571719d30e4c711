import { Link } from 'react-router';
import { Check, MapPin, Sparkles, Star } from 'lucide-react';
import { FairChanceBadges } from '@web/components/ui/fair-chance-badges';
import { SampleBadge } from '@web/components/ui/sample-badge';
import type { DiscoverCard } from '@shared/contracts/matching';
import { formatTags, moreTagsLabel } from '@shared/rules/skill-match';
import { tagsInCommonFirst, whyShownLine } from '@shared/rules/why-shown';
import { CardImage } from './card-image';

/**
 * The face of one deck card: picture, the spec's text lines, up to 3 tags and '+n more', and why
 * it is in the deck (skills in common, near you, a fair-chance employer). `top`:
 * the card on top of the deck, whose picture is fetched first; `deferImage` and `onImageSettled`:
 * see CardImage's `deferred` and `onSettled`.
 */
export function DiscoverCardView({
  card,
  detailsTo,
  top = false,
  deferImage = false,
  onImageSettled,
}: {
  card: DiscoverCard;
  detailsTo: string;
  top?: boolean;
  deferImage?: boolean;
  onImageSettled?: () => void;
}) {
  const tags = formatTags(tagsInCommonFirst(card.tags, card.inCommon));
  const isJob = card.type === 'job';
  return (
    <article
      aria-label={`${card.titleText}${card.subtitleText ? `, ${card.subtitleText}` : ''}${card.sample ? ', sample' : ''}`}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-lg"
    >
      <div className="relative h-36 shrink-0 sm:h-52">
        <CardImage
          url={card.primaryImageUrl}
          type={card.type}
          alt={isJob ? `${card.subtitleText} logo` : `Photo of ${card.titleText}`}
          className="h-full w-full"
          lead={top}
          deferred={deferImage}
          onSettled={onImageSettled}
        />
        {/* Top and foot of the picture, clear of a logo in its middle and readable on a 360 px card. */}
        <span className="absolute left-3 top-3 inline-flex items-center gap-1 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-leaf-900 shadow">
          <Sparkles aria-hidden className="h-4 w-4" />
          {/* One text node, so the figure and its unit are read as one item. */}
          {`${card.skillMatchPercentage}% skills match`}
        </span>
        {card.superLikedYou && (
          <span className="absolute bottom-3 left-3 inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900 shadow">
            <Star aria-hidden className="h-4 w-4" />
            {isJob ? 'Super liked you' : 'Super liked your job'}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-xl font-bold leading-tight text-ink">{card.titleText}</h2>
          {card.sample && <SampleBadge className="mt-0.5" />}
        </div>
        {card.subtitleText && <p className="font-semibold text-leaf-900">{card.subtitleText}</p>}
        {card.detailLine1 && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden className="h-4 w-4 shrink-0" />
            {card.detailLine1}
          </p>
        )}
        {card.detailLine2 && <p className="line-clamp-2 text-sm text-muted">{card.detailLine2}</p>}
        <FairChanceBadges badges={card.badges} />
        {card.tags.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={isJob ? 'Required skills' : 'Skills'}>
            {tags.shown.map((tag) => (
              <li
                key={tag.name}
                className="inline-flex items-center gap-1 rounded-full bg-leaf-100 px-2.5 py-1 text-xs font-semibold text-leaf-900"
              >
                {tag.inCommon && <Check aria-hidden className="h-3.5 w-3.5 shrink-0" />}
                {tag.name}
                {tag.inCommon && <span className="sr-only"> (in common)</span>}
              </li>
            ))}
            {tags.more > 0 && (
              <li className="rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-700">
                {moreTagsLabel(tags.more)}
              </li>
            )}
          </ul>
        )}
        <p className="text-xs text-muted">
          <span className="font-semibold text-ink">Why you&apos;re seeing this: </span>
          {whyShownLine(card)}
        </p>
        <div className="mt-auto pt-2">
          <Link
            to={detailsTo}
            className="text-sm font-semibold text-leaf-800 underline underline-offset-2 hover:text-leaf-900"
          >
            {isJob ? 'View Details' : 'View More'}
            <span className="sr-only"> about {card.titleText}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
