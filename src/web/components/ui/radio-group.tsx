import { useId, type ReactNode } from 'react';
import type { Option } from '@shared/options/option';
import { cn } from '@web/lib/cn';

/**
 * A group of native radios in a fieldset: arrow keys move between choices, the legend names the
 * group. `value` null checks nothing (an unanswered question).
 */
export function RadioGroup<V extends string>({
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  className,
  columns,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  name: string;
  options: readonly Option<V>[];
  value: V | null;
  onChange: (value: V) => void;
  className?: string;
  /** Lay the choices out side by side (short labels such as Yes / No). */
  columns?: boolean;
}) {
  const hintId = useId();
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={cn('flex gap-2', columns ? 'flex-row flex-wrap' : 'flex-col')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-gray-400 bg-white px-3 py-2 text-base has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700',
              columns && 'flex-1',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-5 w-5 shrink-0 accent-leaf-800 focus-visible:outline-none"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
