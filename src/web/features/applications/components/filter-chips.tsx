import { cn } from '@web/lib/cn';

/** A row of toggle chips; the chosen one is pressed. Wraps on a narrow phone. */
export function FilterChips<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string; count?: number }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold',
              pressed
                ? 'border-leaf-800 bg-leaf-800 text-white'
                : 'border-gray-300 bg-white text-ink hover:border-leaf-700',
            )}
          >
            {option.label}
            {option.count !== undefined && (
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs',
                  pressed ? 'bg-white/20 text-white' : 'bg-gray-100 text-ink',
                )}
              >
                {option.count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
