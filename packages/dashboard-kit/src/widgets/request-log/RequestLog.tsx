import { Suspense, useCallback, useId } from 'react';
import { useDashboard } from '../../context/context';
import { useBrowserValue } from '../../platform/browser-value';
import type { RequestLogFilters } from '../../data/requests/request-filters';
import { requestsEn } from '../../i18n/en/requests';
import { fill } from '../../i18n/fill';
import { keyStatus } from '../../data/api-keys/key-status.logic';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import type { RegionLabelProps } from '../../ui/region-label';
import { Spinner } from '../../ui/Spinner';
import { useErrorText } from '../../ui/useErrorText';
import { useMediaQuery, WIDE_QUERY } from '../../ui/useMediaQuery';
import { useMessages } from '../../ui/useMessages';
import { Heading, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { absoluteApiBase } from '../../parts/requests/curl.logic';
import { LiveControls } from './LiveControls';
import { RequestFiltersBar } from './RequestFiltersBar';
import { RequestHistogram } from './RequestHistogram';
import { LogCard } from './RequestLog.styles';
import { RequestLogEmpty } from './RequestLogEmpty';
import { RequestTable } from './RequestTable';
import { emptyLogOffer, histogramTotals, RANGE_TEXT } from './requestLog.logic';
import { useRequestLogView } from './useRequestLogView';
import { usePreloadAfterPaint } from '../../ui/usePreloadAfterPaint';
import { preloadableLazy } from '../../ui/preloadable-lazy';
import { tokenList } from '../../ui/token-list';

// A request's details come once the log has painted (and at the latest with the first row opened).
const RequestDetail = /* @__PURE__ */ preloadableLazy(() => import('./RequestDetail').then((module) => ({ default: module.RequestDetail })));

const readOrigin = () => window.location.origin;

export interface RequestLogProps extends RegionLabelProps {
  /** Controlled filters; without them the log keeps its filters in the page's URL (`range`, `status`, `outcome`, `key`, `model`). */
  filters?: RequestLogFilters;
  onFiltersChange?: (filters: RequestLogFilters) => void;
  className?: string;
}

/**
 * Every request made with the user's keys, for the last 30 days: a
 * histogram by status over the chosen span, the requests in a virtualized table, a failure
 * explained in words, live mode. Where the API keeps no log, nothing.
 * @example <DashboardProvider config={config} auth={auth}><RequestLog /></DashboardProvider>
 */
export function RequestLog({ filters, onFiltersChange, className, 'aria-label': label }: RequestLogProps) {
  const id = useId();
  const { config, locale } = useDashboard();
  const t = useMessages('requests', requestsEn);
  const errorText = useErrorText();
  const wide = useMediaQuery(WIDE_QUERY);
  const view = useRequestLogView({ filters, onFiltersChange });
  usePreloadAfterPaint(RequestDetail.preload, view.offered);
  const origin = useBrowserValue(readOrigin);
  const apiBase = absoluteApiBase(config.apiBaseUrl, origin);
  const { log } = view;
  const loadOlder = useCallback(() => {
    if (log.hasNextPage && !log.isFetchingNextPage && !log.isError) void log.fetchNextPage();
  }, [log]);

  if (!view.offered) return null;
  const now = new Date();
  const empty = emptyLogOffer(view.filters, view.keys, (key) => keyStatus(key, now) === 'active');
  const rangeText = t[RANGE_TEXT[view.filters.range]];
  const histogram = view.histogram.data;
  const totals = histogram ? histogramTotals(histogram.buckets) : null;

  return (
    <WidgetRoot
      className={tokenList('dk-request-log', className)}
      as="section"
      aria-label={label}
      aria-labelledby={label ? undefined : `${id}-title`}
    >
      <LogCard>
        <div>
          <Heading id={`${id}-title`}>{t.title}</Heading>
          <Muted>{fill(t.intro, { days: view.retentionDays }, locale)}</Muted>
        </div>
        <RequestFiltersBar filters={view.filters} onChange={view.setFilters} keys={view.keys} models={view.models} />
        <LiveControls live={view.live} />
        {histogram && totals ? (
          <RequestHistogram
            histogram={histogram}
            label={fill(
              t.histogramLabel,
              {
                range: rangeText,
                succeeded: totals['2xx'],
                clientErrors: totals['4xx'],
                serverErrors: totals['5xx'],
              },
              locale
            )}
            legend={{
              '2xx': t.legend2xx,
              '4xx': t.legend4xx,
              '5xx': t.legend5xx,
            }}
          />
        ) : null}
        {log.isPending ? (
          <Spinner label={t.loading} centered />
        ) : log.isError && view.rows.length === 0 ? (
          <Alert tone="error" title={t.loadFailed}>
            {/* Why, in the catalogue's words: a timeout reads differently from a server error. */}
            {errorText(log.error).text}{' '}
            <Button variant="secondary" onClick={() => void log.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : view.rows.length === 0 ? (
          empty.kind === 'first-request' ? (
            <RequestLogEmpty
              firstKey={empty.key}
              apiBaseUrl={apiBase}
              apiKeysPath={config.paths.apiKeys}
              title={view.filters.range === '30d' ? t.emptyTitle : t.emptyRangeTitle}
            />
          ) : (
            <Muted>{t.noMatches}</Muted>
          )
        ) : (
          <>
            <RequestTable
              rows={view.rows}
              wide={wide}
              onOpen={view.setOpenId}
              onNearEnd={loadOlder}
            />
            <Muted role="status">{log.isFetchingNextPage ? t.loadingMore : log.hasNextPage ? '' : t.allLoaded}</Muted>
          </>
        )}
      </LogCard>
      {view.open ? (
        <Suspense fallback={null}>
          <RequestDetail
            entry={view.open}
            onClose={() => view.setOpenId(null)}
            apiBaseUrl={apiBase}
          />
        </Suspense>
      ) : null}
    </WidgetRoot>
  );
}
