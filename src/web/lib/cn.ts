import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. It does not merge them (tailwind-merge built a class map on its first call,
 * ~60 ms of a phone's first render): a component takes variants as props rather than classes
 * that override its own (components/ui/class-names.test.ts checks the app's uses).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
