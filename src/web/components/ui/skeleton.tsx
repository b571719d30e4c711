import { cn } from '@web/lib/cn';

export function Skeleton({ className, round = false }: { className?: string; round?: boolean }) {
  return (
    <div
      aria-hidden
      className={cn('animate-pulse bg-gray-200', round ? 'rounded-full' : 'rounded-xl', className)}
    />
  );
}
