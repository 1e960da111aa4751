/** The Activity History's search, type and date filters: a GET form, so they live in the URL. */
import {
  activityPeriodOptions,
  activityTypeOptions,
  type ActivityQuery,
} from '#app/lib/list-queries.ts';
import { FilterForm } from '../filter-form.tsx';
import { FilterSelect } from '../filter-select.tsx';
import { SearchField } from '../search-field.tsx';

/** Without JavaScript, Apply submits; with it, the list follows as you type or choose. */
export function ActivityFilters({ query }: { query: ActivityQuery }) {
  return (
    <FilterForm label="Filter activities" apply="as-you-type">
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
    </FilterForm>
  );
}
