import { cn } from '@web/lib/cn';

const EXPLANATION = 'an invented example, not a real person or employer';

/**
 * "Sample": marks a job, employer or person of the invented sample world (the demo data) wherever
 * it is shown beside real ones. Read as "Sample: an invented example, not a real person or
 * employer"; the same words show on hover. `className` places it (margins), never restyles it.
 */
export function SampleBadge({ className }: { className?: string }) {
  return (
    <span
      title={`Sample: ${EXPLANATION}`}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-dashed border-gray-600 bg-white px-2 py-0.5 text-xs font-bold text-gray-800',
        className,
      )}
    >
      {/* The short word fits a card; a screen reader hears what it means, as one phrase. */}
      <span aria-hidden>Sample</span>
      <span className="sr-only">{`Sample: ${EXPLANATION}`}</span>
    </span>
  );
}
