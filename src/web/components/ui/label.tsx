import type { LabelHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

/** `large`: a checkbox's label, beside it rather than above a field. */
export function Label({
  className,
  large = false,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { large?: boolean }) {
  return (
    <label
      className={cn('block font-semibold text-ink', large ? 'text-base' : 'mb-1 text-sm', className)}
      {...props}
    />
  );
}
