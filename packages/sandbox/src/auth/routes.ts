import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { sendMail } from '../db/outbox';
import { findUserByEmail, findUserById, insertUser, toAuthUser, type UserRow } from '../db/users';
import { confirmAddress, replacePendingSignUp } from './pending-sign-up';
import { authError } from '../http/errors';
import { RATE_RULES } from '../http/rate-limit';
import { publicRoute, routeTable, SIGNED_IN } from '../guards/route';
import { googleChooserPage } from '../pages/google';
import { authUser } from './auth-user';
import { mfaRoutes } from './mfa-routes';
import { googleSignInUser, identityRoutes, linkGoogleIdentity } from './identity-routes';
import { EMAIL, MIN_PASSWORD_LENGTH, reauthenticate, updateUser, weakPassword } from './user-update';
import { AUTHORIZE_QUERY, GOOGLE_CHOICE, GRANT_QUERY, LOGOUT_QUERY, OTP, RECOVER, SIGN_UP, TOKEN_BODY, USER_UPDATE, VERIFY_BODY, VERIFY_QUERY } from './route-bounds';
import { hashPassword, pkceChallenge, safeEqual, verifyPassword } from './crypto';
import { continueEmailChange, FIRST_CONFIRMATION_MESSAGE } from './email-change';
import { allowedRedirect, withAuthCode, withErrorFragment, withMessageFragment, withQuery, withSessionFragment } from './redirects';
import {
  consumeOneTimeToken,
  createFlowState,
  createOneTimeToken,
  issueSession,
  revokeSessions,
  rotateRefreshToken,
  type OtpType,
  type SpentToken,
  type PkceChallenge,
} from './sessions';

/** The Supabase Auth (GoTrue) subset supabase-js calls, under /auth/v1. */
export const API_VERSION = '2024-01-01';
function pkceOf(body: { code_challenge?: string | null; code_challenge_method?: string | null }): PkceChallenge | undefined {
  if (!body.code_challenge) return undefined;
  return { challenge: body.code_challenge, method: body.code_challenge_method?.toLowerCase() === 'plain' ? 'plain' : 's256' };
}


const OTP_LINK_TYPES: Record<string, readonly OtpType[]> = {
  signup: ['signup'],
  email: ['signup', 'magiclink'],
  recovery: ['recovery'],
  invite: ['invite'],
  magiclink: ['magiclink'],
  email_change: ['email_change_new', 'email_change_current'],
};

/** What spending an email link gave: a signed-in user, or (first side of an email change) a message. */
type EmailLinkOutcome = { user: UserRow; spent: SpentToken } | { message: string } | { error: 'otp_expired' | 'email_exists' };

/** Spends an email-link token: confirms the address and starts a session, or takes an email change a step on. */
export async function verifyEmailToken(ctx: SandboxContext, token: string, type: string): Promise<EmailLinkOutcome> {
  const types = OTP_LINK_TYPES[type];
  const spent = types ? await consumeOneTimeToken(ctx.db, token, types) : undefined;
  if (!spent) return { error: 'otp_expired' };
  if (type === 'email_change') {
    const step = await continueEmailChange(ctx, spent);
    if (step.state === 'waiting_for_other') return { message: FIRST_CONFIRMATION_MESSAGE };
    if (step.state === 'address_taken') return { error: 'email_exists' };
    return { user: step.user, spent };
  }
  await confirmAddress(ctx.db, spent);
  const user = await findUserById(ctx.db, spent.userId);
  return user ? { user, spent } : { error: 'otp_expired' };
}

const LINK_ERRORS = {
  flow_state_expired: 'Flow state has expired',
  identity_already_exists: 'Identity is already linked to another user',
} as const;

const EMAIL_LINK_ERRORS = {
  otp_expired: 'Email link is invalid or has expired',
  email_exists: 'A user with this email address has already been registered',
} as const;

/** What a caller adds to the landing address once a link was verified (the provider's interstitial: the organisations an invitation joined). */
export type AfterVerified = (user: UserRow, spent: SpentToken) => Promise<Record<string, string>>;

/** Where an email link lands: the session in the hash, an auth code for PKCE, or a message. */
export async function emailLinkRedirect(ctx: SandboxContext, token: string, type: string, redirectTo: string | undefined, afterVerified?: AfterVerified) {
  let redirect = allowedRedirect(redirectTo, ctx.settings);
  const verified = await verifyEmailToken(ctx, token, type);
  if ('error' in verified) return withErrorFragment(redirect, verified.error, EMAIL_LINK_ERRORS[verified.error]);
  if ('message' in verified) return withMessageFragment(redirect, verified.message);
  if (afterVerified) redirect = withQuery(redirect, await afterVerified(verified.user, verified.spent));
  if (verified.spent.pkce) {
    return withAuthCode(redirect, await createFlowState(ctx.db, verified.user.id, verified.spent.pkce, type));
  }
  const method = type === 'signup' ? 'email/signup' : type === 'email_change' ? 'email_change' : 'otp';
  return withSessionFragment(redirect, await issueSession(ctx, verified.user, method), type);
}

export function authRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const OPEN_PATHS = new Set(['/verify', '/authorize', '/authorize/google/choose', '/.well-known/jwks.json', '/settings', '/health']);

  // The project's publishable key on every call but a browser's navigation, as the real service's gateway asks.
  app.use('*', async (c, next) => {
    c.header('X-Supabase-Api-Version', API_VERSION);
    const path = c.req.path.replace(/^\/auth\/v1/, '');
    const isBrowserNavigation = OPEN_PATHS.has(path) && (c.req.method === 'GET' || path === '/authorize/google/choose');
    if (c.req.method !== 'OPTIONS' && !isBrowserNavigation) {
      const key = c.req.header('apikey');
      if (!key || !safeEqual(key, ctx.settings.anonKey)) {
        return c.json({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }, 401);
      }
    }
    return next();
  });

  app.route('/factors', mfaRoutes(ctx));
  app.route('/user/identities', identityRoutes(ctx));

  const routes = routeTable(app, ctx, 'auth');
  const OPEN = { stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} } as const;

  routes.get('/health', { ...OPEN, access: publicRoute('a health check, as the service answers it') }, (c) => c.json({ name: 'GoTrue (sandbox)', version: API_VERSION }));
  routes.get('/settings', { ...OPEN, access: publicRoute('which sign-in methods the project offers, read before anyone signs in') }, (c) =>
    c.json({ external: { email: true, google: true }, disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false }),
  );
  routes.get('/.well-known/jwks.json', { ...OPEN, access: publicRoute('the public keys that verify a session token') }, (c) => c.json(ctx.signer.jwks()));

  routes.post(
    '/signup',
    {
      access: publicRoute('anyone may sign up'),
      stepUp: 'none',
      idempotency: 'none',
      rateLimit: { rule: RATE_RULES.signUp, per: 'address' },
      bounds: { body: SIGN_UP },
    },
    async (c, { body }) => {
      const { email, password, data } = body;
      if (password.length < MIN_PASSWORD_LENGTH) return weakPassword(c);
      const existing = await findUserByEmail(ctx.db, email);
      if (existing?.email_confirmed_at) {
        // Like the real service with confirmations on: a look-alike user with no identities, so
        // the address's owner is not revealed and no session is given out.
        return c.json({ ...toAuthUser(existing), id: crypto.randomUUID(), identities: [], user_metadata: {} });
      }
      const passwordHash = await hashPassword(password);
      // A sign-up for an address nobody confirmed yet replaces the one pending (its password, its
      // profile); each sign-up's link confirms with the password it was sent with.
      const user = existing
        ? await replacePendingSignUp(ctx.db, existing.id, passwordHash, data ?? {})
        : await insertUser(ctx.db, { email, passwordHash, confirmed: false, metadata: data ?? {} });
      const token = await createOneTimeToken(ctx.db, user.id, 'signup', pkceOf(body), { passwordHash });
      await sendMail(ctx, user.email, 'signup', token);
      return c.json(toAuthUser(user));
    },
  );

  const missing = (c: Context, fields: string) => authError(c, 400, 'validation_failed', `This grant needs ${fields}`);

  routes.post(
    '/token',
    {
      access: publicRoute('signing in, refreshing a session and exchanging a PKCE code are what a session comes from'),
      stepUp: 'none',
      idempotency: 'none',
      // Password attempts, per address and email; a refresh or a code exchange names no email and is not counted.
      rateLimit: { rule: RATE_RULES.signIn, per: 'address-and-email' },
      bounds: { query: GRANT_QUERY, body: TOKEN_BODY },
    },
    async (c, { query, body }) => {
      const grant = query.grant_type;
      if (grant === 'password') {
        if (body.email === undefined || body.password === undefined) return missing(c, 'an email and a password');
        const user = await findUserByEmail(ctx.db, body.email);
        if (!user || !(await verifyPassword(body.password, user.password_hash))) {
          return authError(c, 400, 'invalid_credentials', 'Invalid login credentials');
        }
        if (!user.email_confirmed_at) return authError(c, 400, 'email_not_confirmed', 'Email not confirmed');
        return c.json(await issueSession(ctx, user, 'password'));
      }
      if (grant === 'refresh_token') {
        if (!body.refresh_token) return missing(c, 'a refresh token');
        const result = await rotateRefreshToken(ctx, body.refresh_token);
        return result.ok ? c.json(result.tokens) : authError(c, 400, result.code, result.message);
      }
      if (grant === 'pkce') {
        if (body.auth_code === undefined || body.code_verifier === undefined) return missing(c, 'an auth code and a code verifier');
        const { rows } = await ctx.db.query<{ user_id: string; code_challenge: string; code_challenge_method: string; authentication_method: string }>(
          `update flow_states set used_at = sandbox_now() where auth_code = $1 and used_at is null and expires_at > sandbox_now()
           returning user_id, code_challenge, code_challenge_method, authentication_method`,
          [body.auth_code],
        );
        const flow = rows[0];
        if (!flow) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        const expected = flow.code_challenge_method === 'plain' ? body.code_verifier : pkceChallenge(body.code_verifier);
        if (!safeEqual(expected, flow.code_challenge)) {
          return authError(c, 400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
        }
        // Deleting an account ends its flows; its user is looked for once more, so no code taken
        // before a deletion signs in after it.
        const user = await findUserById(ctx.db, flow.user_id);
        if (!user) return authError(c, 404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
        return c.json(await issueSession(ctx, user, flow.authentication_method === 'oauth' ? 'oauth' : 'otp'));
      }
      return authError(c, 400, 'unsupported_grant_type', `unsupported_grant_type: ${grant ?? '(none)'}`);
    },
  );

  routes.get('/user', { ...OPEN, access: SIGNED_IN }, async (c) => c.json(await authUser(ctx.db, c.get('authSession').user)));

  routes.put(
    '/user',
    {
      access: SIGNED_IN,
      stepUp: { when: 'a new email or password, for a user with a verified factor (metadata alone needs none)' },
      idempotency: 'none',
      // A new email's mail, one a minute, is the handler's: it reads when the last went.
      rateLimit: 'none',
      bounds: { body: USER_UPDATE },
    },
    (c, input) => updateUser(ctx, c, c.get('authSession'), input),
  );

  // One code a minute, the handler's rule: it reads when the last went.
  routes.get('/reauthenticate', { ...OPEN, access: SIGNED_IN }, (c) => reauthenticate(ctx, c, c.get('authSession')));

  routes.post(
    '/recover',
    {
      access: publicRoute('a forgotten password is asked for signed out'),
      stepUp: 'none',
      idempotency: 'none',
      rateLimit: { rule: RATE_RULES.recovery, per: 'address-and-email' },
      bounds: { body: RECOVER },
    },
    async (c, { body }) => {
      const user = await findUserByEmail(ctx.db, body.email);
      // 200 whether or not the address exists: nobody learns who has an account.
      if (user) await sendMail(ctx, user.email, 'recovery', await createOneTimeToken(ctx.db, user.id, 'recovery', pkceOf(body)));
      return c.json({});
    },
  );

  routes.post(
    '/otp',
    {
      access: publicRoute('a sign-in link is asked for signed out'),
      stepUp: 'none',
      idempotency: 'none',
      rateLimit: { rule: RATE_RULES.recovery, per: 'address-and-email' },
      bounds: { body: OTP },
    },
    async (c, { body }) => {
      let user = await findUserByEmail(ctx.db, body.email);
      if (!user && !body.create_user) return authError(c, 422, 'otp_disabled', 'Signups not allowed for otp');
      user ??= await insertUser(ctx.db, { email: body.email, passwordHash: null, confirmed: false, metadata: body.data ?? {} });
      await sendMail(ctx, user.email, 'magiclink', await createOneTimeToken(ctx.db, user.id, 'magiclink', pkceOf(body)));
      return c.json({});
    },
  );

  routes.post(
    '/verify',
    { ...OPEN, access: publicRoute('an emailed link or code is what signs its holder in'), bounds: { body: VERIFY_BODY } },
    async (c, { body }) => {
      const token = body.token_hash ?? body.token;
      if (!token) return authError(c, 400, 'validation_failed', 'Verify requires a token or a token hash');
      const verified = await verifyEmailToken(ctx, token, body.type);
      if ('error' in verified) {
        return verified.error === 'otp_expired'
          ? authError(c, 403, 'otp_expired', 'Token has expired or is invalid')
          : authError(c, 422, 'email_exists', EMAIL_LINK_ERRORS.email_exists);
      }
      if ('message' in verified) return c.json({ msg: verified.message });
      return c.json(await issueSession(ctx, verified.user, body.type === 'email_change' ? 'email_change' : 'otp'));
    },
  );

  routes.get('/verify', { ...OPEN, access: publicRoute('an emailed link, opened in a browser'), bounds: { query: VERIFY_QUERY } }, async (c, { query }) => {
    const { token, type, redirect_to: redirectTo } = query;
    if (!token || !type) return authError(c, 400, 'validation_failed', 'Verify requires a token and a type');
    return c.redirect(await emailLinkRedirect(ctx, token, type, redirectTo), 303);
  });

  routes.post('/logout', { ...OPEN, access: SIGNED_IN, bounds: { query: LOGOUT_QUERY } }, async (c, { query }) => {
    const caller = c.get('authSession');
    const scope = query.scope === 'local' || query.scope === 'others' ? query.scope : 'global';
    await revokeSessions(ctx, caller.user.id, caller.sessionId, scope);
    return c.body(null, 204);
  });

  routes.get('/authorize', { ...OPEN, access: publicRoute('a sign-in with Google starts in a signed-out browser'), bounds: { query: AUTHORIZE_QUERY } }, async (c, { query }) => {
    if (query.provider !== 'google') return authError(c, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    const hidden = {
      redirect_to: allowedRedirect(query.redirect_to, ctx.settings),
      code_challenge: query.code_challenge ?? '',
      code_challenge_method: query.code_challenge_method ?? '',
      link_token: query.link_token ?? '',
    };
    return c.html(googleChooserPage(hidden));
  });

  routes.post(
    '/authorize/google/choose',
    { ...OPEN, access: publicRoute('the sandbox’s Google account chooser, a browser’s form post'), bounds: { form: GOOGLE_CHOICE } },
    async (c, { body: form }) => {
      const email = form.email.trim().toLowerCase();
      if (!email || !v.is(EMAIL, email)) return authError(c, 400, 'validation_failed', 'Choose an account with a valid email');
      const redirect = allowedRedirect(form.redirect_to, ctx.settings);
      let user: UserRow | undefined;
      if (form.link_token) {
        const linked = await linkGoogleIdentity(ctx, form.link_token, email);
        if ('error' in linked) return c.redirect(withErrorFragment(redirect, linked.error, LINK_ERRORS[linked.error]), 303);
        user = linked.user;
      } else {
        user = await googleSignInUser(ctx, email);
        if (!user) {
          user = await insertUser(ctx.db, {
            email,
            passwordHash: null,
            confirmed: true,
            providers: ['google'],
            metadata: { full_name: form.name || email, name: form.name || email, email, email_verified: true, iss: 'https://accounts.google.com' },
          });
        } else if (!user.providers.includes('google')) {
          await ctx.db.query(
            `update users set providers = providers || '["google"]'::jsonb, google_email = $2, email_confirmed_at = coalesce(email_confirmed_at, sandbox_now()) where id = $1`,
            [user.id, email],
          );
          user = (await findUserById(ctx.db, user.id))!;
        }
      }
      const pkce = pkceOf(form);
      if (pkce) return c.redirect(withAuthCode(redirect, await createFlowState(ctx.db, user.id, pkce, 'oauth')), 303);
      return c.redirect(withSessionFragment(redirect, await issueSession(ctx, user, 'oauth')), 303);
    },
  );

  return app;
}
