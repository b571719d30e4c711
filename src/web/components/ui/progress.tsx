import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '@web/lib/cn';

export function Progress({ value, label, className }: { value: number; label: string; className?: string }) {
  return (
    <ProgressPrimitive.Root
      value={value}
      aria-label={label}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-gray-200', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-leaf-700 transition-transform"
        style={{ transform: `translateX(-${100 - Math.max(0, Math.min(100, value))}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
