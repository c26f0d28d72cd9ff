/**
 * Query and hash parameters that carry credentials in this product: Supabase's returns
 * (tokens in the hash, `code` for PKCE, `token_hash` in email links), the hand-off's
 * `auth_transfer` and `auth_key`, and the CLI callback's key `secret`. Error reports and
 * analytics never see them.
 */
export const SECRET_PARAMS = ['access_token', 'refresh_token', 'provider_token', 'provider_refresh_token', 'token', 'token_hash', 'code', 'auth_transfer', 'auth_key', 'apikey', 'secret'] as const;

/**
 * A path segment that is a token (a receipt's address, `rcpt_` and 32 random characters): 24 or
 * more URL-safe characters and nothing else. Ids shown to the user are shorter (a key's id is 19),
 * and names of files and pages hold a dot, a space or are short.
 */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;

function scrubPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? FILTERED : segment))
    .join('/');
}

export const FILTERED = '[Filtered]';

function scrubParams(params: string): string {
  if (!params.includes('=')) return params;
  return params
    .split('&')
    .map((pair) => {
      const [name = '', ...rest] = pair.split('=');
      if (rest.length === 0) return pair;
      return (SECRET_PARAMS as readonly string[]).includes(decodeURIComponent(name).toLowerCase()) ? `${name}=${FILTERED}` : pair;
    })
    .join('&');
}

/** The URL with every secret parameter's value replaced, in the query and in the hash, and every token in its path. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : beforeHash.slice(queryAt + 1);
  return `${scrubPath(base)}${query === undefined ? '' : `?${scrubParams(query)}`}${hashAt === -1 ? '' : `#${scrubParams(hash)}`}`;
}

/** Bearer tokens and JWTs that end up inside free text (messages, breadcrumb data). */
const TOKEN_IN_TEXT = /(Bearer\s+)[\w.~+/-]+=*|eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/** A token as a segment of a path inside free text (`…/receipts/rcpt_…`): as TOKEN_SEGMENT, after a `/`. */
const TOKEN_SEGMENT_IN_TEXT = /(?<=\/)[A-Za-z0-9_-]{24,}(?=[/?#\s"'<>]|$)/g;

export function scrubText(text: string): string {
  return text
    .replace(TOKEN_IN_TEXT, (_match, bearer: string | undefined) => (bearer ? `${bearer}${FILTERED}` : FILTERED))
    .replace(/https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*[?#][^\s"'<>]+/g, (found) => scrubUrl(found))
    .replace(TOKEN_SEGMENT_IN_TEXT, FILTERED);
}
