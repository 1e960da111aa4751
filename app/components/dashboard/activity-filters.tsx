/** The Activity History's search, type and date filters: a GET form, so they live in the URL. */
import { Form } from 'react-router';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';
import { FilterSelect, NoScriptApply } from '../filter-select.tsx';
import { SearchField } from '../search-field.tsx';
import { readSearch } from '#core/search-query.ts';

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

/** Reads the filters from the URL; anything unknown means "all". */
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
      <FilterSelect
        id="activity-type"
        label="Type"
        name="type"
        defaultValue={query.type}
        options={activityTypeOptions}
      />
      <FilterSelect
        id="activity-period"
        label="Date"
        name="period"
        defaultValue={query.period}
        options={activityPeriodOptions}
      />
      <NoScriptApply />
    </Form>
  );
}
