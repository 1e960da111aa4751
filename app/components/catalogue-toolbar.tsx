import { Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { sortOptions, type CataloguePage, type CatalogueQuery } from '#core/catalogue-pages.ts';

const SEARCH_DELAY_MS = 300;

/**
 * Search, sort and filter as a GET form, so results live in the URL and work without JavaScript;
 * with it, results follow as you type or choose, without a full reload.
 */
export function CatalogueToolbar({ page, query }: { page: CataloguePage; query: CatalogueQuery }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const update = (delay: number) => {
    clearTimeout(typingTimer.current);
    typingTimer.current = setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, delay);
  };

  return (
    <Form
      ref={form}
      method="get"
      role="search"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm md:flex-row md:items-end"
      onChange={(event) => {
        const typing = (event.target as HTMLElement).getAttribute('name') === 'q';
        update(typing ? SEARCH_DELAY_MS : 0);
      }}
    >
      <div className="flex-1">
        <label htmlFor="catalogue-search" className="text-sm font-medium text-stone-700">
          Search
        </label>
        <div className="mt-1 flex items-center rounded-md border border-stone-300 px-3">
          <Search className="size-4 text-stone-500" aria-hidden />
          <input
            id="catalogue-search"
            type="search"
            name="q"
            defaultValue={query.search}
            placeholder={`Search ${page.title.toLowerCase()}...`}
            className="w-full bg-transparent px-2 py-2 text-sm outline-none"
          />
        </div>
      </div>
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
