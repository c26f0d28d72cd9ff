import * as v from 'valibot';
import { requestEntrySchema, requestHistogramSchema, type RequestEntry } from '../../packages/dashboard-kit/src/api/schemas/requests';
import { useDashboard } from '../../packages/dashboard-kit/src/context/context';
import { requestsEn } from '../../packages/dashboard-kit/src/i18n/en/requests';
import { useMessages } from '../../packages/dashboard-kit/src/ui/useMessages';
import type { FAILURES} from '../../tests/msw/request-log-scenarios';
import { histogramOf, loggedRequest, loggedRequests } from '../../tests/msw/request-log-scenarios';

/** The request log's texts in the story's language, for what a story passes in (a title, a label). */
export function useLogTexts() {
  return { t: useMessages('requests', requestsEn), locale: useDashboard().locale };
}

/** One logged request as the kit holds it (dates parsed), from the scenarios' log. */
export function logEntry(index: number, failure?: keyof typeof FAILURES): RequestEntry {
  return v.parse(requestEntrySchema, loggedRequest(index, failure));
}

/** The scenarios' first `count` requests, as the kit holds them. */
export function logEntries(count: number): RequestEntry[] {
  return loggedRequests(count).map((row) => v.parse(requestEntrySchema, row));
}

/** The scenarios' histogram of their 120 requests, as the kit holds it. */
export const LOG_HISTOGRAM = v.parse(requestHistogramSchema, histogramOf(loggedRequests(120)));
