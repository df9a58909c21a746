import { clsx, type ClassValue } from 'clsx';

/** Joins class names; the one place components build conditional class lists. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
