import { cn } from '@web/lib/cn';

/** A busy indicator; its label is for screen readers unless `showLabel` (a wait worth explaining). */
export function Spinner({
  className,
  label = 'Loading',
  showLabel = false,
}: {
  className?: string;
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden
      />
      <span className={showLabel ? 'text-sm font-medium' : 'sr-only'}>{label}</span>
    </span>
  );
}
