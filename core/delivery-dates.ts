/**
 * When an order arrives, in India's calendar whatever the server's zone. The shop's own riders
 * deliver the same day or the next, any day of the week; a courier counts business days,
 * Monday to Saturday.
 */
import { addDays, indiaDayKey, weekdayOf } from './india-calendar.ts';

export const deliveryKinds = ['same-day', 'next-day', 'business-days'] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** A zone's promise: business days only count for 'business-days' (0 otherwise). */
export interface DeliveryPromise {
  kind: DeliveryKind;
  fewestDays: number;
  mostDays: number;
}

export const MOST_BUSINESS_DAYS = 30;

const SUNDAY = 0;

/** The day `count` business days after `dayKey`: Sundays are skipped, the day itself not counted. */
export function businessDaysAfter(dayKey: string, count: number): string {
  let day = dayKey;
  for (let counted = 0; counted < count;) {
    day = addDays(day, 1);
    if (weekdayOf(day) !== SUNDAY) counted += 1;
  }
  return day;
}

/** The latest India calendar day an order placed at `now` arrives by. */
export function deliveredBy(promise: DeliveryPromise, now: Date): string {
  const today = indiaDayKey(now);
  switch (promise.kind) {
    case 'same-day':
      return today;
    case 'next-day':
      return addDays(today, 1);
    case 'business-days':
      return businessDaysAfter(today, promise.mostDays);
  }
}

/** 'Same day', 'Next day', '2-3 business days' (one figure when both are the same). */
export function promiseText(promise: DeliveryPromise): string {
  switch (promise.kind) {
    case 'same-day':
      return 'Same day';
    case 'next-day':
      return 'Next day';
    case 'business-days': {
      const { fewestDays, mostDays } = promise;
      const days = fewestDays === mostDays ? `${mostDays}` : `${fewestDays}-${mostDays}`;
      return `${days} business ${mostDays === 1 ? 'day' : 'days'}`;
    }
  }
}
