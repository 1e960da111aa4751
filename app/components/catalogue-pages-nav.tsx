import { Link, useLocation } from 'react-router';

/**
 * Previous / next page of the catalogue, keeping its search, filter and sort. Not
 * shared with the admin's tables: a shared file would be one more script for every catalogue page.
 */
export function CataloguePages({
  pageNumber,
  pageCount,
}: {
  pageNumber: number;
  pageCount: number;
}) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(to));
    return `${location.pathname}?${params.toString()}`;
  };
  const link = 'button button-outline button-size-default';
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-between gap-3">
      {pageNumber > 1 ? (
        <Link to={pageLink(pageNumber - 1)} className={link}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        Page {pageNumber} of {pageCount}
      </p>
      {pageNumber < pageCount ? (
        <Link to={pageLink(pageNumber + 1)} className={link}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
