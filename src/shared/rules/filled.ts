/**
 * Whether a profile field counts as filled for completion percentages:
 * text must be non-blank, lists non-empty; booleans and numbers count once answered
 * (false is an answer); null and undefined never count.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

/** Rounded percentage of `part` over `whole` (0 when `whole` is 0). */
export function percentage(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 100);
}
