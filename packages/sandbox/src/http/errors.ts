import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error as the real auth service sends it: the client reads the code from `code` (it
 * sees the API version header) or `error_code`, and the message from `msg` or `message`.
 */
export function authError(c: Context, status: ContentfulStatusCode, code: string, message: string, extra: object = {}) {
  return c.json({ code, error_code: code, msg: message, message, ...extra }, status);
}

/** An error of the provider API: a message, and the 400 details where they apply. */
export function apiError(c: Context, status: ContentfulStatusCode, message: string, extra: object = {}) {
  return c.json({ message, ...extra }, status);
}
