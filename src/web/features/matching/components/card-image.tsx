import { useEffect, useState } from 'react';
import { Briefcase, User } from 'lucide-react';
import type { DiscoverCardType } from '@shared/contracts/matching';
import { cn } from '@web/lib/cn';

/**
 * A card's picture, or the fallback icon when there is none or it fails: briefcase (job), person
 * (seeker). `lead`: the screen's largest picture (a deck's top card), fetched first (its page
 * preloads it at the same priority). `deferred`: not fetched yet (a card hidden under the top one
 * waits for the top one's picture: on a slow network they would share its bandwidth).
 * `onSettled`: the picture loaded or failed, or there is none.
 */
export function CardImage({
  url,
  type,
  alt,
  className,
  lead = false,
  deferred = false,
  onSettled,
}: {
  url: string | null;
  type: DiscoverCardType;
  alt: string;
  className?: string;
  lead?: boolean;
  deferred?: boolean;
  onSettled?: () => void;
}) {
  const [failed, setFailed] = useState(false);
  const Icon = type === 'job' ? Briefcase : User;
  useEffect(() => {
    if (!url) onSettled?.();
  }, [url, onSettled]);
  return (
    <div
      className={cn('flex items-center justify-center overflow-hidden bg-leaf-50 text-leaf-800', className)}
    >
      {url && deferred ? null : url && !failed ? (
        <img
          src={url}
          alt={alt}
          draggable={false}
          fetchPriority={lead ? 'high' : undefined}
          className={cn('h-full w-full', type === 'job' ? 'object-contain p-[12%]' : 'object-cover')}
          onLoad={onSettled}
          onError={() => {
            setFailed(true);
            onSettled?.();
          }}
        />
      ) : (
        <Icon aria-hidden data-testid="card-fallback-icon" className="h-1/3 w-1/3 max-h-24 max-w-24" />
      )}
    </div>
  );
}
