/** The Activity History's search, type and date filters: a GET form, so they live in the URL. */
import { Form } from 'react-router';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';
import { SearchField } from '../search-field.tsx';

export const activityTypeOptions = [
  { value: '', label: 'All Types' },
  { value: 'order', label: 'Orders' },
  { value: 'payment', label: 'Payments' },
  { value: 'profile', label: 'Profile' },
  { value: 'address', label: 'Address' },
] as const;

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

const MAX_SEARCH_LENGTH = 100;

/** Reads the filters from the URL; anything unknown means "all". */
export function readActivityQuery(params: URLSearchParams): ActivityQuery {
  const type = activityTypeOptions.find((option) => option.value === params.get('type'));
  const period = activityPeriodOptions.find((option) => option.value === params.get('period'));
  return {
    search: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    type: type?.value ?? '',
    period: period?.value ?? '',
  };
}

export function periodDays(period: PeriodValue): number | undefined {
  return activityPeriodOptions.find((option) => option.value === period)?.days;
}

const selectClass =
  'mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm md:w-44';

/** Without JavaScript, Apply submits; with it, the list follows as you type or choose. */
export function ActivityFilters({ query }: { query: ActivityQuery }) {
  const { ref, onChange } = useAutoSubmit();
  return (
    <Form
      ref={ref}
      method="get"
      role="search"
      aria-label="Filter activities"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm md:flex-row md:items-end"
      onChange={onChange}
    >
      <SearchField
        id="activity-search"
        label="Search"
        defaultValue={query.search}
        placeholder="Search activities..."
      />
      <div>
        <label htmlFor="activity-type" className="text-sm font-medium text-stone-700">
          Type
        </label>
        <select id="activity-type" name="type" defaultValue={query.type} className={selectClass}>
          {activityTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-period" className="text-sm font-medium text-stone-700">
          Date
        </label>
        <select
          id="activity-period"
          name="period"
          defaultValue={query.period}
          className={selectClass}
        >
          {activityPeriodOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button
          type="submit"
          className="h-10 rounded-md bg-maroon-700 px-4 text-sm font-semibold text-white"
        >
          Apply
        </button>
      </noscript>
    </Form>
  );
}
