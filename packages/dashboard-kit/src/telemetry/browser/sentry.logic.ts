import { scrubText, scrubUrl } from './scrub.logic';

/** Error reporting's constants. */
export const SENTRY_ENVIRONMENT = 'prod';
export const MAX_BREADCRUMBS = 100;
export const MAX_STACK_FRAMES = 50;

interface Frame {
  filename?: string;
  abs_path?: string;
}

/** The slice of a Sentry event the scrubber touches (structural, so it needs no SDK types). */
export interface ScrubbableEvent {
  message?: string;
  request?: { url?: string; query_string?: unknown; headers?: Record<string, string>; cookies?: unknown };
  exception?: { values?: { value?: string; stacktrace?: { frames?: Frame[] } }[] };
  breadcrumbs?: ScrubbableBreadcrumb[];
}

export interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

function scrubData(data: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!data) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? scrubText(value) : value]));
}

export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  return { ...breadcrumb, message: breadcrumb.message === undefined ? undefined : scrubText(breadcrumb.message), data: scrubData(breadcrumb.data) };
}

/**
 * Before an event leaves the page: secrets out of every URL and message, cookies and the
 * query string dropped, and each stack trace cut to its last 50 frames (the newest,
 * where the error was thrown).
 */
export function prepareSentryEvent<E extends ScrubbableEvent>(event: E): E {
  const request = event.request
    ? {
        ...event.request,
        url: event.request.url === undefined ? undefined : scrubUrl(event.request.url),
        query_string: undefined,
        cookies: undefined,
        headers: event.request.headers ? Object.fromEntries(Object.entries(event.request.headers).map(([name, value]) => [name, scrubText(value)])) : undefined,
      }
    : undefined;
  const exception = event.exception
    ? {
        ...event.exception,
        values: event.exception.values?.map((value) => ({
          ...value,
          value: value.value === undefined ? undefined : scrubText(value.value),
          stacktrace: value.stacktrace?.frames
            ? {
                ...value.stacktrace,
                frames: value.stacktrace.frames.slice(-MAX_STACK_FRAMES).map((frame) => ({
                  ...frame,
                  filename: frame.filename === undefined ? undefined : scrubUrl(frame.filename),
                  abs_path: frame.abs_path === undefined ? undefined : scrubUrl(frame.abs_path),
                })),
              }
            : value.stacktrace,
        })),
      }
    : undefined;
  return {
    ...event,
    message: event.message === undefined ? undefined : scrubText(event.message),
    request,
    exception,
    breadcrumbs: event.breadcrumbs?.map(scrubBreadcrumb),
  };
}
