import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

/** A native checkbox, large enough to tap; pair it with a <Label htmlFor>. */
export const Checkbox = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  ({ className, ...props }, ref) => (
    <input
      ref={ref}
      type="checkbox"
      className={cn('h-5 w-5 shrink-0 cursor-pointer rounded border-gray-500 accent-leaf-800', className)}
      {...props}
    />
  ),
);
Checkbox.displayName = 'Checkbox';
