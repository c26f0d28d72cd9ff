/** The page's query string; '' where there is no page (server rendering). */
export function currentSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search;
}
