import { NotFoundScreen, RequestLog, requestFiltersFromSearch, requestFiltersToSearch, useRequestLogOffered, type RequestLogFilters } from 'dashboard-kit';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useUrl } from '../url';

/**
 * /logs: the request log; its filters live in the query (?range=, ?status=, ?key=…) so a view can
 * be shared and survives a reload. Where the API keeps no log, the page is not there.
 */
export function LogsPage() {
  const offered = useRequestLogOffered();
  const { pathname, search } = useUrl();
  const [, navigate] = useLocation();
  const filters = useMemo(() => requestFiltersFromSearch(search), [search]);
  const onFiltersChange = useCallback((next: RequestLogFilters) => navigate(`${pathname}${requestFiltersToSearch(next, search)}`, { replace: true }), [pathname, search, navigate]);
  if (offered === false) return <NotFoundScreen />;
  return <RequestLog filters={filters} onFiltersChange={onFiltersChange} />;
}
