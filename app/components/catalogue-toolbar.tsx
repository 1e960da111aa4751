import type { CataloguePage, CatalogueQuery } from '#core/catalogue-pages.ts';
import { sortOptions } from '#core/catalogue-sort.ts';
import { FilterForm } from './filter-form.tsx';
import { FilterSelect } from './filter-select.tsx';
import { SearchField } from './search-field.tsx';

/**
 * Search, sort and filter as a GET form, so results live in the URL and work without JavaScript;
 * with it, results follow as you type or choose, without a full reload.
 */
export function CatalogueToolbar({ page, query }: { page: CataloguePage; query: CatalogueQuery }) {
  return (
    <FilterForm apply="as-you-type" className="catalogue-toolbar">
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
    </FilterForm>
  );
}
