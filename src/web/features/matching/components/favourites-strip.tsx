import { Link } from 'react-router';
import type { Role } from '@shared/contracts/auth';
import { SampleBadge } from '@web/components/ui/sample-badge';
import { Skeleton } from '@web/components/ui/skeleton';
import type { StripItem } from '../api/favourites';
import { CardImage } from './card-image';

/**
 * The deck's strip of favourites: Saved Jobs (seekers) or Favorite Talent (hirers), from the
 * query the route screen passes.
 */
export function FavouritesStrip({
  role,
  strip: { data, isPending, isError },
}: {
  role: Role;
  strip: { data: StripItem[] | undefined; isPending: boolean; isError: boolean };
}) {
  const title = role === 'seeker' ? 'Saved Jobs' : 'Favorite Talent';
  const items = data ?? [];
  return (
    <section aria-labelledby={`strip-${role}`} className="flex flex-col gap-2">
      <h2 id={`strip-${role}`} className="text-sm font-bold uppercase tracking-wide text-muted">
        {title}
      </h2>
      {isPending ? (
        <div className="flex gap-2" role="status" aria-label={`Loading ${title}`}>
          <Skeleton className="h-16 w-36" />
          <Skeleton className="h-16 w-36" />
        </div>
      ) : isError ? (
        <p className="text-sm text-muted">{title} could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">
          {role === 'seeker' ? 'Jobs you like or save appear here.' : 'Candidates you like appear here.'}
        </p>
      ) : (
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          {items.map((item) => (
            <li key={item.id} className="shrink-0">
              <Link
                to={item.to}
                className="flex w-44 items-center gap-2 rounded-2xl border border-gray-200 bg-white p-2 shadow-sm hover:border-leaf-700"
              >
                <CardImage
                  url={item.imageUrl}
                  type={role === 'seeker' ? 'job' : 'seeker'}
                  alt=""
                  className="h-11 w-11 shrink-0 rounded-xl"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-ink">{item.title}</span>
                  <span className="block truncate text-xs text-muted">{item.subtitle}</span>
                  {item.sample && <SampleBadge className="mt-0.5" />}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
