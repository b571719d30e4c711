import type { LabelHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-semibold text-ink', className)} {...props} />;
}
