import { HeartHandshake } from 'lucide-react';
import { fairChanceBadgeWords } from '@shared/rules/fair-chance-words';
import { cn } from '@web/lib/cn';

/** An employer's fair-chance commitments as small outlined badges. */
export function FairChanceBadges({ badges, className }: { badges: readonly string[]; className?: string }) {
  if (badges.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Fair-chance commitments">
      {badges.map((badge) => {
        const words = fairChanceBadgeWords(badge);
        return (
          <li
            key={badge}
            className="inline-flex items-center gap-1 rounded-full border border-leaf-800 bg-white px-2 py-0.5 text-xs font-bold text-leaf-900"
          >
            <HeartHandshake aria-hidden className="h-3.5 w-3.5" />
            {/* The short text fits a card; a screen reader hears the level in words, not a bare number. */}
            {words === badge ? (
              badge
            ) : (
              <>
                <span aria-hidden>{badge}</span>
                <span className="sr-only">{words}</span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
