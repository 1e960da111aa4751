/** Long lists go page by page (the admin's tables, the catalogue); past the end shows the last page. */

/** A whole page number of at least 1 from whatever the address asked for. */
export function askedPage(page: number | undefined): number {
  return Number.isFinite(page) ? Math.max(1, Math.trunc(page ?? 1)) : 1;
}

/** How many pages `total` rows fill, at least one (an empty list is one empty page). */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
