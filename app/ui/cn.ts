import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (that
 * library would weigh on every page's JavaScript, see docs/decisions/001): give
 * a component a variant rather than overriding one of its classes.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
