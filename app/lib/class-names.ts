import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. A component's caller only adds classes, never one that competes with the
 * component's own (two widths, two colours): which of two would win is the stylesheet's order,
 * not the order here, so a choice between them is written as one condition.
 */
export function cn(...classes: ClassValue[]) {
  return clsx(classes);
}
