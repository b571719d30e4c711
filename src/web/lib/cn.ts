import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge them (tailwind-merge built a class map on its first call,
 * 39–87 ms of the first render at Lighthouse's 4× CPU): a component takes variants as props
 * rather than classes that override its own (components/ui/class-names.test.ts checks the uses).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
