import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { findUserByEmail, findUserById, identityId, type UserRow } from '../db/users';
import { authError } from '../http/errors';
import { routeTable, SIGNED_IN } from '../guards/route';
import { IDENTITY_PARAMS, LINK_QUERY } from './route-bounds';
import { sendSecurityNotice } from './security-notices';
import { consumeOneTimeToken, createOneTimeToken } from './sessions';
import { remoteAddress } from '../http/loopback';

/**
 * Manual identity linking under /user/identities: `GET /authorize` answers where to send the
 * browser (`{url}` with `skip_http_redirect=true`, a redirect without), `DELETE /{id}` unlinks.
 * Both answer 404 `manual_linking_disabled` while the project turns linking off, as the real service does.
 */
export function identityRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();

  app.use('*', async (c, next) =>
    ctx.settings.manualLinkingEnabled ? next() : authError(c, 404, 'manual_linking_disabled', 'Manual linking is disabled'),
  );

  const routes = routeTable(app, ctx, 'auth');

  // A change of how the account signs in asks for a fresh code, as adding or removing a factor does
  // (stricter than the auth service): a stale session could otherwise link an account of its own.
  routes.get(
    '/authorize',
    {
      access: SIGNED_IN,
      stepUp: 'required',
      idempotency: 'none',
      rateLimit: 'none',
      bounds: { query: LINK_QUERY },
    },
    async (c, { query }) => {
      if (query.provider !== 'google') return authError(c, 400, 'validation_failed', 'Unsupported provider: provider is not enabled');
      // The chooser carries a one-time token naming the user to link to, as the real flow's state does.
      const url = new URL(`${ctx.settings.publicUrl}/auth/v1/authorize`);
      url.searchParams.set('provider', 'google');
      url.searchParams.set('link_token', await createOneTimeToken(ctx.db, c.get('userId'), 'identity_link'));
      for (const name of ['redirect_to', 'code_challenge', 'code_challenge_method'] as const) {
        const value = query[name];
        if (value) url.searchParams.set(name, value);
      }
      return query.skip_http_redirect === 'true' ? c.json({ url: url.toString() }) : c.redirect(url.toString(), 302);
    },
  );

  routes.delete('/:id', { access: SIGNED_IN, stepUp: 'required', idempotency: 'none', rateLimit: 'none', bounds: { params: IDENTITY_PARAMS } }, async (c, { params }) => {
    const { user } = c.get('authSession');
    const provider = user.providers.find((name) => identityId(user, name) === params.id);
    if (!provider) return authError(c, 404, 'identity_not_found', "Identity doesn't exist");
    if (user.providers.length <= 1) return authError(c, 422, 'single_identity_not_deletable', 'User must have at least 1 identity after unlinking');
    await ctx.db.query(
      `update users set providers = providers - $2::text, google_email = case when $2 = 'google' then null else google_email end, updated_at = sandbox_now()
        where id = $1`,
      [user.id, provider],
    );
    await sendSecurityNotice(ctx, user, 'identity_unlinked', remoteAddress(c));
    return c.json({});
  });

  return app;
}

/** What choosing a Google account for a link gave: the user it is now linked to, or why not. */
export type LinkOutcome = { user: UserRow } | { error: 'flow_state_expired' | 'identity_already_exists' };

/** Links the chosen Google account to the user the link token names; an account another user holds stays theirs. */
export async function linkGoogleIdentity(ctx: SandboxContext, linkToken: string, googleEmail: string): Promise<LinkOutcome> {
  const spent = await consumeOneTimeToken(ctx.db, linkToken, ['identity_link']);
  const user = spent ? await findUserById(ctx.db, spent.userId) : undefined;
  if (!user) return { error: 'flow_state_expired' };
  const holder = await linkedGoogleUser(ctx, googleEmail);
  if (holder && holder.id !== user.id) return { error: 'identity_already_exists' };
  await ctx.db.query(
    `update users set providers = case when providers ? 'google' then providers else providers || '["google"]'::jsonb end,
            google_email = $2, updated_at = sandbox_now()
      where id = $1`,
    [user.id, googleEmail],
  );
  await sendSecurityNotice(ctx, user, 'identity_linked');
  return { user: (await findUserById(ctx.db, user.id))! };
}

/** The user a Google account is linked to (its address need not be theirs). */
export async function linkedGoogleUser(ctx: SandboxContext, googleEmail: string): Promise<UserRow | undefined> {
  const { rows } = await ctx.db.query<UserRow>('select * from users where google_email = $1 and deleted_at is null', [googleEmail]);
  return rows[0];
}

/**
 * The user a Google sign-in is for: the one the account is linked to, else the one with its
 * address (linked then, as automatic linking does), but only if that address was confirmed.
 * Anyone can sign up with someone else's address and a password of their own and never confirm
 * it; linking Google to that account would hand it to them. The auth service wipes such an
 * account's password, profile and other identities before it links; here it goes altogether
 * (never confirmed, it never signed in and holds nothing), and the Google account gets its own.
 */
export async function googleSignInUser(ctx: SandboxContext, googleEmail: string): Promise<UserRow | undefined> {
  const linked = await linkedGoogleUser(ctx, googleEmail);
  if (linked) return linked;
  const holder = await findUserByEmail(ctx.db, googleEmail);
  if (holder && !holder.email_confirmed_at) {
    await ctx.db.query('delete from users where id = $1 and email_confirmed_at is null', [holder.id]);
    return undefined;
  }
  return holder;
}
