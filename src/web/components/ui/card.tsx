import type { ComponentProps, HTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

const TONES = {
  plain: 'border-gray-200 bg-white',
  leaf: 'border-gray-200 bg-leaf-50',
  amber: 'border-amber-300 bg-amber-50',
} as const;

/** Colours and padding are props, not classes to override: classes are joined, not merged (lib/cn.ts). */
export function Card({
  className,
  tone = 'plain',
  compact = false,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof TONES; compact?: boolean }) {
  return (
    <div
      className={cn('rounded-2xl border shadow-sm', TONES[tone], compact ? 'p-3' : 'p-4', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-bold text-ink', className)} {...props} />;
}
