/** Every list's search box: ?q=, trimmed and kept to a sensible length. */
export const MAX_SEARCH_LENGTH = 100;

export function readSearch(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
}
