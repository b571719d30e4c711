import { useId } from 'react';
import { LifeBuoy, MessageSquare, Phone } from 'lucide-react';
import { linesFirstFor, linesFor, type CrisisKind } from '../crisis-lines';

/**
 * The help card under a crisis reply: the lines that fit the kind of crisis first, then every
 * other 24/7 line, each one tap away.
 */
export function CrisisCard({ kind }: { kind: CrisisKind | null }) {
  return (
    <section
      aria-label="Help available now"
      className="mt-2 w-full rounded-2xl border-2 border-red-700 bg-red-50 p-3 text-ink"
    >
      <h3 className="mb-2 flex items-center gap-2 font-bold">
        <LifeBuoy aria-hidden className="h-5 w-5 text-red-800" /> Help is available now
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {linesFirstFor(kind).map((line) => (
          <li key={line.id}>
            <span className="font-semibold">{line.name}: </span>
            {line.href ? (
              <a className="font-bold text-red-900 underline" href={line.href}>
                {line.contact}
              </a>
            ) : (
              line.contact
            )}
            <span className="block text-muted">
              {line.hours}. {line.whatFor}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The same help, pinned above the composer for the rest of a conversation that had a crisis
 * reply: compact (each line one tap, its name and number), named once by its heading.
 */
export function PinnedCrisisCard({ kind }: { kind: CrisisKind | null }) {
  const heading = useId();
  return (
    <section
      aria-labelledby={heading}
      className="min-w-0 rounded-2xl border-2 border-red-700 bg-red-50 p-2 text-ink"
    >
      <h2 id={heading} className="flex items-center gap-2 px-1 text-base font-bold">
        <LifeBuoy aria-hidden className="h-5 w-5 shrink-0 text-red-800" /> Help is available now
      </h2>
      <ul className="mt-1 grid grid-cols-2 gap-1.5">
        {linesFor(kind).map((line) => {
          const Icon = line.href?.startsWith('sms:') ? MessageSquare : Phone;
          const label = (
            <>
              <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span className="min-w-0">
                <span className="block text-xs">{line.name}</span>{' '}
                <span className="block font-bold">{line.contact}</span>
              </span>
            </>
          );
          const chip =
            'flex h-full min-h-11 items-start gap-1.5 rounded-xl border border-red-700 bg-white px-2 py-1 text-sm break-words text-red-900';
          return (
            <li key={line.id} className="min-w-0">
              {line.href ? (
                <a className={`${chip} underline-offset-2 hover:underline`} href={line.href}>
                  {label}
                </a>
              ) : (
                <span className={chip}>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
