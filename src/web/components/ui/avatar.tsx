import { useState } from 'react';
import { User } from 'lucide-react';
import { formatInitials, formatPersonName } from '@shared/rules/format';
import { cn } from '@web/lib/cn';

/** Box and initials sizes by the avatar's width in pixels. */
const SIZES = {
  40: 'h-10 w-10 text-sm',
  48: 'h-12 w-12',
  56: 'h-14 w-14 text-lg',
  64: 'h-16 w-16 text-xl',
  80: 'h-20 w-20 text-xl',
  96: 'h-24 w-24 text-2xl',
};

/**
 * A photo or logo in a circle; without one, or when it fails to load, the initials of `name`
 * (spec: avatar initials when no logo), or a person icon when there are none.
 */
export function Avatar({
  name,
  imageUrl,
  labelled = false,
  size = 48,
}: {
  name: string | { first?: string | null; last?: string | null };
  imageUrl: string | null | undefined;
  /** The picture says whose it is ('Profile picture of …'); else it is decorative (the name is beside it). */
  labelled?: boolean;
  size?: keyof typeof SIZES;
}) {
  // The address that failed: a new picture is tried again.
  const [failed, setFailed] = useState<string>();
  const initials = formatInitials(name);
  const whose = typeof name === 'string' ? name : formatPersonName(name.first, name.last, '');
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-100 font-bold text-leaf-900',
        SIZES[size],
      )}
    >
      {imageUrl && imageUrl !== failed ? (
        <img
          src={imageUrl}
          alt={!labelled ? '' : whose ? `Profile picture of ${whose}` : 'Profile picture'}
          width={size}
          height={size}
          className="h-full w-full object-cover"
          onError={() => setFailed(imageUrl)}
        />
      ) : initials ? (
        <span aria-hidden>{initials}</span>
      ) : (
        <User aria-hidden className="h-1/2 w-1/2" />
      )}
    </span>
  );
}
