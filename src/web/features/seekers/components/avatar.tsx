import { useState } from 'react';
import { User } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { formatInitials, formatPersonName } from '@shared/rules/format';

/** The seeker's photo, or their initials, or a person icon. */
export function Avatar({
  url,
  firstName,
  lastName,
  large = false,
}: {
  url: string | null | undefined;
  firstName?: string | null;
  lastName?: string | null;
  large?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const initials = formatInitials({ first: firstName, last: lastName });
  const name = formatPersonName(firstName, lastName, '');
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-leaf-100 text-xl font-bold text-leaf-900',
        large ? 'h-20 w-20' : 'h-16 w-16',
      )}
    >
      {url && !failed ? (
        <img
          src={url}
          alt={name ? `Profile picture of ${name}` : 'Profile picture'}
          className="h-full w-full object-cover"
          onError={() => setFailed(true)}
        />
      ) : initials ? (
        <span aria-hidden>{initials}</span>
      ) : (
        <User aria-hidden className="h-1/2 w-1/2" />
      )}
    </div>
  );
}
