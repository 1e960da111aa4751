/** The dashboard lists' filters as the URL carries them; anything unknown means "all". */
import { activityTypes, type ActivityType } from '#core/activity.ts';
import { isAuditArea } from '#core/audit.ts';
import { orderStatuses, type OrderStatus } from '#core/order-status.ts';
import { isDayKey } from '#core/india-calendar.ts';
import { readSearch } from '#core/search-query.ts';

const typeFilterLabels: Record<ActivityType, string> = {
  order: 'Orders',
  payment: 'Payments',
  profile: 'Profile',
  address: 'Address',
};

export const activityTypeOptions: readonly { value: ActivityType | ''; label: string }[] = [
  { value: '', label: 'All Types' },
  ...activityTypes.map((type) => ({ value: type, label: typeFilterLabels[type] })),
];

/** The spec's date windows: a week is 7 days, a month 30, a year 365. */
export const activityPeriodOptions = [
  { value: '', label: 'All Time', days: undefined },
  { value: 'week', label: 'Last Week', days: 7 },
  { value: 'month', label: 'Last Month', days: 30 },
  { value: 'year', label: 'Last Year', days: 365 },
] as const;

type TypeValue = (typeof activityTypeOptions)[number]['value'];
type PeriodValue = (typeof activityPeriodOptions)[number]['value'];

export interface ActivityQuery {
  search: string;
  type: TypeValue;
  period: PeriodValue;
}

/** Reads the Activity History's filters from the URL. */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  const type = activityTypeOptions.find((option) => option.value === params.get('type'));
  const period = activityPeriodOptions.find((option) => option.value === params.get('period'));
  return {
    search: readSearch(params),
    type: type?.value ?? '',
    period: period?.value ?? '',
  };
}

export function periodDays(period: PeriodValue): number | undefined {
  return activityPeriodOptions.find((option) => option.value === period)?.days;
}

export interface OrderQuery {
  /** An order number or part of a product's name. */
  search: string;
  status: OrderStatus | '';
  /** The admin's delivery-date filter ('2026-11-26'), '' for any day. */
  deliveryDate?: string;
}

/** A calendar day from the URL, or '' when it is none. */
function readDay(text: string | null): string {
  return text && isDayKey(text) ? text : '';
}

/** Reads the dashboard orders' filters from the URL. */
export function readOrderQuery(params: URLSearchParams): OrderQuery {
  return {
    search: readSearch(params),
    status: orderStatuses.find((status) => status === params.get('status')) ?? '',
    deliveryDate: readDay(params.get('delivery')),
  };
}

/** A list's page from ?page=, 1 when absent or not a page number; the service clamps the top. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** The Activity page's filters from the URL: a person, an area, a first and last day. */
export function readAuditQuery(params: URLSearchParams) {
  const area = params.get('area') ?? '';
  return {
    person: params.get('person') ?? '',
    area: isAuditArea(area) ? area : ('' as const),
    from: readDay(params.get('from')),
    to: readDay(params.get('to')),
  };
}
export type AuditQueryView = ReturnType<typeof readAuditQuery>;

/** The filters as the audit log's reader takes them: an empty one is no filter. */
export function auditFilters(query: AuditQueryView) {
  return {
    person: query.person || undefined,
    area: query.area || undefined,
    from: query.from || undefined,
    to: query.to || undefined,
  };
}
