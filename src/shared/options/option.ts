/** A selectable value with the human-readable text shown to users. */
export interface Option<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

/**
 * Builds an ordered option list from a value tuple and an exhaustive label map.
 * The label map is typed so that adding a value without a label fails to compile.
 */
export function toOptions<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): readonly Option<V>[] {
  return Object.freeze(values.map((value) => Object.freeze({ value, label: labels[value] })));
}

/** Options whose label is the value itself (lists the spec gives as display text). */
export function selfLabelled<V extends string>(values: readonly V[]): readonly Option<V>[] {
  return Object.freeze(values.map((value) => Object.freeze({ value, label: value })));
}

/** True when `value` is one of `values`; narrows the type. */
export function isOneOf<V extends string>(values: readonly V[], value: unknown): value is V {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** The label for `value`, or `fallback` when the value is missing or not in the list. */
export function optionLabel(
  options: readonly Option[],
  value: string | null | undefined,
  fallback = '',
): string {
  if (value == null) return fallback;
  return options.find((option) => option.value === value)?.label ?? fallback;
}
