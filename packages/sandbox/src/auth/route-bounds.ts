import * as v from 'valibot';
import { queryOf, UUID, uuidParam } from '../guards/bounds';
import { EMAIL } from './user-update';

/** Text of at most `max` characters a call carries (a token, a code, a name): what its handler then reads. */
export const boundedText = (name: string, max: number) => v.pipe(v.string(`${name} must be text`), v.maxLength(max, `${name} must be at most ${max} characters`));

/** A password: the sandbox hashes what it is given, so its length is bounded before it is. */
export const PASSWORD = boundedText('Password', 1024);

/** A profile's fields as a sign-up or an update sends them (the 64 KB body limit bounds their whole). */
const METADATA = v.record(v.pipe(v.string(), v.maxLength(64)), v.unknown());

/** The PKCE challenge a client sends with a call that ends in a link or a redirect. */
export const PKCE_FIELDS = {
  code_challenge: v.nullish(boundedText('code_challenge', 128)),
  code_challenge_method: v.nullish(boundedText('code_challenge_method', 8)),
};

export const SIGN_UP = v.object({ email: EMAIL, password: PASSWORD, data: v.optional(METADATA), ...PKCE_FIELDS });

/** One body for every grant of /token; the handler asks for the fields its grant needs. */
export const TOKEN_BODY = v.object({
  email: v.optional(EMAIL),
  password: v.optional(PASSWORD),
  refresh_token: v.optional(boundedText('refresh_token', 256)),
  auth_code: v.optional(boundedText('auth_code', 256)),
  code_verifier: v.optional(boundedText('code_verifier', 256)),
});

export const GRANT_QUERY = queryOf({ grant_type: 32 });

export const RECOVER = v.object({ email: EMAIL, ...PKCE_FIELDS });

export const OTP = v.object({ email: EMAIL, create_user: v.optional(v.boolean(), true), data: v.optional(METADATA), ...PKCE_FIELDS });

export const VERIFY_BODY = v.object({
  type: boundedText('type', 32),
  token: v.optional(boundedText('token', 256)),
  token_hash: v.optional(boundedText('token_hash', 256)),
  email: v.optional(boundedText('email', 320)),
});

/** An email link as a browser opens it. */
export const VERIFY_QUERY = queryOf({ token: 256, type: 32, redirect_to: 2048 });

export const LOGOUT_QUERY = queryOf({ scope: 16 });

/** Where a sign-in with Google starts (the browser's navigation). */
export const AUTHORIZE_QUERY = queryOf({ provider: 32, redirect_to: 2048, code_challenge: 128, code_challenge_method: 8, link_token: 256, skip_http_redirect: 8 });

/** The sandbox's Google account chooser, as its form posts it. */
export const GOOGLE_CHOICE = v.object({
  email: v.optional(boundedText('email', 320), ''),
  name: v.optional(boundedText('name', 200)),
  redirect_to: v.optional(boundedText('redirect_to', 2048)),
  link_token: v.optional(boundedText('link_token', 256)),
  ...PKCE_FIELDS,
});

/** PUT /user: metadata, a new password (with an emailed code where the session is old), a new email. */
export const USER_UPDATE = v.object({
  email: v.optional(boundedText('email', 320)),
  password: v.optional(PASSWORD),
  nonce: v.optional(boundedText('nonce', 32)),
  data: v.optional(METADATA),
});

export const FACTOR_PARAMS = v.object({ id: uuidParam('Factor id') });

export const FACTOR_ENROL = v.object({ factor_type: boundedText('factor_type', 32), friendly_name: v.optional(boundedText('friendly_name', 100), ''), issuer: v.optional(boundedText('issuer', 200)) });

export const FACTOR_VERIFY = v.object({ challenge_id: v.pipe(v.string(), v.regex(UUID, 'challenge_id must be a UUID')), code: v.optional(boundedText('code', 32), '') });

export const IDENTITY_PARAMS = v.object({ id: boundedText('Identity id', 64) });

export const LINK_QUERY = queryOf({ provider: 32, redirect_to: 2048, code_challenge: 128, code_challenge_method: 8, skip_http_redirect: 8 });
