import { useId, type ReactNode } from 'react';
import type { Option } from '@shared/options/option';
import { cn } from '@web/lib/cn';

/** A list of native checkboxes in a fieldset, for choosing several options. */
export function CheckboxGroup<V extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
  className,
  columns,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  options: readonly Option<V>[];
  value: readonly V[];
  onChange: (value: V[]) => void;
  className?: string;
  /** Two columns for short labels. */
  columns?: 2;
  /** Extra choices rendered after the options (e.g. an "Other" toggle). */
  children?: ReactNode;
}) {
  const hintId = useId();
  const toggle = (option: V, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((v) => v !== option);
    // Keep the options' order, whatever the order of clicks.
    onChange(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-muted">
          {hint}
        </p>
      )}
      <div className={columns === 2 ? 'grid grid-cols-2 gap-2' : 'flex flex-col gap-2'}>
        {options.map((option) => (
          <CheckboxRow
            key={option.value}
            label={option.label}
            checked={value.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
          />
        ))}
        {children}
      </div>
    </fieldset>
  );
}

export function CheckboxRow({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 min-w-0 cursor-pointer items-center gap-3 rounded-xl border border-gray-400 bg-white px-3 py-2 has-[:checked]:border-leaf-700 has-[:checked]:bg-leaf-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-leaf-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-5 w-5 shrink-0 accent-leaf-800 focus-visible:outline-none"
      />
      {/* A long word in a narrow column ("Manufacturing" at 360 px) breaks, not spills out. */}
      <span className="min-w-0 hyphens-auto [overflow-wrap:anywhere]">{label}</span>
    </label>
  );
}
