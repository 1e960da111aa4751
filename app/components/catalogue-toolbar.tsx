import { Form } from 'react-router';
import { useAutoSubmit } from '#app/lib/use-auto-submit.ts';
import { sortOptions, type CataloguePage, type CatalogueQuery } from '#core/catalogue-pages.ts';
import { SearchField } from './search-field.tsx';

/**
 * Search, sort and filter as a GET form, so results live in the URL and work without JavaScript;
 * with it, results follow as you type or choose, without a full reload.
 */
export function CatalogueToolbar({ page, query }: { page: CataloguePage; query: CatalogueQuery }) {
  const { ref, onChange } = useAutoSubmit();

  return (
    <Form
      ref={ref}
      onChange={onChange}
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
        <div>
          <label htmlFor="catalogue-filter" className="text-sm font-medium text-stone-700">
            {page.filter.label}
          </label>
          <select
            id="catalogue-filter"
            name={page.filter.name}
            defaultValue={query.filter}
            className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm md:w-48"
          >
            {page.filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="catalogue-sort" className="text-sm font-medium text-stone-700">
          Sort by
        </label>
        <select
          id="catalogue-sort"
          name="sort"
          defaultValue={query.sort}
          className="mt-1 block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm md:w-48"
        >
          {sortOptions.map((option) => (
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
