import { forwardRef, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import type { Option } from '@shared/options/option';
import { cn } from '@web/lib/cn';

/**
 * A styled native select: works with keyboard, screen readers and phone pickers out of the box.
 * `placeholder` adds a first empty option ("not chosen").
 */
export const Select = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly Option[]; placeholder?: string }
>(({ className, options, placeholder, ...props }, ref) => (
  <div className="relative">
    <select
      ref={ref}
      className={cn(
        'min-h-11 w-full appearance-none rounded-xl border border-gray-400 bg-white py-2.5 pl-3 pr-9 text-base text-ink focus:border-leaf-700 aria-[invalid=true]:border-red-700',
        className,
      )}
      {...props}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
    <ChevronDown
      aria-hidden
      className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
    />
  </div>
));
Select.displayName = 'Select';
