import { Form } from 'react-router';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';
import type { CataloguePage, CatalogueQuery } from '#core/catalogue-pages.ts';
import { sortOptions } from '#core/catalogue-sort.ts';
import { FilterSelect, NoScriptApply } from './filter-select.tsx';
import { SearchField } from './search-field.tsx';

/**
 * Search, sort and filter as a GET form, so results live in the URL and work without JavaScript;
 * with it, results follow as you type or choose, without a full reload.
 */
export function CatalogueToolbar({ page, query }: { page: CataloguePage; query: CatalogueQuery }) {
  const { ref, onChange, onSubmit } = useAutoSubmit();

  return (
    <Form
      ref={ref}
      onChange={onChange}
      onSubmit={onSubmit}
      method="get"
      role="search"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm md:flex-row md:items-end"
    >
      <SearchField
        id="catalogue-search"
        label="Search"
        defaultValue={query.search}
        placeholder={`Search ${page.title.toLowerCase()}...`}
      />
      {page.filter && (
        <FilterSelect
          id="catalogue-filter"
          label={page.filter.label}
          name={page.filter.name}
          defaultValue={query.filter}
          options={page.filter.options}
        />
      )}
      <FilterSelect
        id="catalogue-sort"
        label="Sort by"
        name="sort"
        defaultValue={query.sort}
        options={sortOptions}
      />
      <NoScriptApply />
    </Form>
  );
}
