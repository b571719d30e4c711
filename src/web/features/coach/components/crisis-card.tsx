import { LifeBuoy } from 'lucide-react';
import { CRISIS_LINE_IDS, helpLine } from '@shared/coach/help-lines';

/** The help card under a crisis reply: every 24/7 line, each one tap away. */
export function CrisisCard() {
  return (
    <section
      aria-label="Help available now"
      className="mt-2 w-full rounded-2xl border-2 border-red-700 bg-red-50 p-3 text-ink"
    >
      <h3 className="mb-2 flex items-center gap-2 font-bold">
        <LifeBuoy aria-hidden className="h-5 w-5 text-red-800" /> Help is available now
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {CRISIS_LINE_IDS.map((id) => {
          const line = helpLine(id);
          return (
            <li key={id}>
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
          );
        })}
      </ul>
    </section>
  );
}
