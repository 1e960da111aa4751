/** The Activity History's search, type and date filters: a GET form, so they live in the URL. */
import { Form } from 'react-router';
import {
  activityPeriodOptions,
  activityTypeOptions,
  type ActivityQuery,
} from '#app/lib/list-queries.ts';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';
import { FilterSelect, NoScriptApply } from '../filter-select.tsx';
import { SearchField } from '../search-field.tsx';

/** Without JavaScript, Apply submits; with it, the list follows as you type or choose. */
export function ActivityFilters({ query }: { query: ActivityQuery }) {
  const { ref, onChange, onSubmit } = useAutoSubmit();
  return (
    <Form
      ref={ref}
      method="get"
      role="search"
      aria-label="Filter activities"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm md:flex-row md:items-end"
      onChange={onChange}
      onSubmit={onSubmit}
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
