/**
 * Query and hash parameters that carry credentials in this product: Supabase's returns
 * (tokens in the hash, `code` for PKCE, `token_hash` in email links) and the hand-off's
 * `auth_transfer` and `auth_key`. Error reports and analytics never see them.
 */
export const SECRET_PARAMS = ['access_token', 'refresh_token', 'provider_token', 'provider_refresh_token', 'token', 'token_hash', 'code', 'auth_transfer', 'auth_key', 'apikey'] as const;

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

/** The URL with every secret parameter's value replaced, in the query and in the hash. */
export function scrubUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? undefined : beforeHash.slice(queryAt + 1);
  return `${base}${query === undefined ? '' : `?${scrubParams(query)}`}${hashAt === -1 ? '' : `#${scrubParams(hash)}`}`;
}

/** Bearer tokens and JWTs that end up inside free text (messages, breadcrumb data). */
const TOKEN_IN_TEXT = /(Bearer\s+)[\w.~+/-]+=*|eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export function scrubText(text: string): string {
  return text.replace(TOKEN_IN_TEXT, (_match, bearer: string | undefined) => (bearer ? `${bearer}${FILTERED}` : FILTERED)).replace(/https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*[?#][^\s"'<>]+/g, (found) => scrubUrl(found));
}
