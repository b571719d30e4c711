import type { ReactNode } from 'react';

/** One term and its value in a `<dl>`: the term above on phones, beside it from small screens up. */
export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-3">
      <dt className="text-sm font-semibold text-muted sm:w-48 sm:shrink-0">{term}</dt>
      <dd className="whitespace-pre-line break-words text-sm text-ink">{children}</dd>
    </div>
  );
}
