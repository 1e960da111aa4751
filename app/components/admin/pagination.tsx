/** Previous / next links for a long admin list, keeping its search and filters. */
import { Link, useLocation } from 'react-router';

export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const pageLink = (to: number) => {
    const params = new URLSearchParams(location.search);
    params.set('page', String(to));
    return `${location.pathname}?${params.toString()}`;
  };
  const link = 'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-medium';
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={pageLink(page - 1)} className={link}>
          Previous page
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-stone-700">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link to={pageLink(page + 1)} className={link}>
          Next page
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
