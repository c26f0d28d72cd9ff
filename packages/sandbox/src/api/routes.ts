import { Hono } from 'hono';
import { emailLinkRedirect } from '../auth/routes';
import type { SandboxContext, SandboxEnv } from '../context';
import { findUserById, isInTrial, type UserRow } from '../db/users';
import { remoteAddress } from '../http/loopback';
import { joinInvitedOrganization } from '../organizations/join';
import type { SpentToken } from '../auth/sessions';
import * as v from 'valibot';
import { publicRoute, routeTable, SIGNED_IN } from '../guards/route';
import { apiError } from '../http/errors';
import { accountRoutes } from './account';
import { accountScope } from './account-scope';
import { auditLogRoutes } from './audit-log';
import { invitationRoutes } from './invitations';
import { organizationRoutes } from './organizations';
import { bearerAuth } from './bearer';
import { billingRoutes } from './billing';
import { filesRoutes } from './files';
import { explorerRoutes } from './explorer';
import { forecastRoutes } from './forecast';
import { modelRoutes } from './models';
import { receiptRoutes } from './purchases';
import { requestRoutes } from './requests';
import { keyRoutes, whoamiRoute } from './keys';

/** The paths whose resources belong to an account, personal or an organisation's. */
const ACCOUNT_RESOURCES = ['/api-keys', '/billing/api-credits', '/requests', '/audit-log', '/explorer'] as const;

const INTERSTITIAL_TYPES = ['signup', 'recovery', 'invite', 'magiclink', 'email_change'] as const;
const INTERSTITIAL_FIELDS = 'token and a known type (signup, recovery, invite, magiclink, email_change) are required';

/** The interstitial's form: the emailed link's token and type, and where it leads. */
const interstitialForm = v.object({
  token: v.pipe(v.string(INTERSTITIAL_FIELDS), v.minLength(1, INTERSTITIAL_FIELDS), v.maxLength(200, 'token must be at most 200 characters')),
  type: v.picklist(INTERSTITIAL_TYPES, INTERSTITIAL_FIELDS),
  redirect_to: v.optional(v.pipe(v.string(), v.maxLength(2000, 'redirect_to must be at most 2000 characters'))),
});

/** The provider API under /v1. */
export function apiRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);

  // These calls carry no bearer: the email interstitial is a browser form post, whoami and the
  // forecast use an API key, and a receipt is an unguessable link that opens in any tab.
  const interstitial = {
    access: publicRoute('a browser’s form post from the emailed link’s page: the token is the proof'),
    stepUp: 'none', idempotency: 'none', rateLimit: 'none',
    bounds: { form: interstitialForm },
  } as const;
  routes.post('/profile/email-interstitial', interstitial, async (c, { body: form }) => {
    // An invitation's link joins the organisations that invited the address (its holder pressed "Accept invitation").
    const afterVerified = form.type === 'invite' ? (user: UserRow, spent: SpentToken) => joinInvitedOrganization(ctx, user, spent.invitationId, remoteAddress(c) ?? null) : undefined;
    return c.redirect(await emailLinkRedirect(ctx, form.token, form.type, form.redirect_to, afterVerified), 303);
  });
  app.route('/whoami', whoamiRoute(ctx));
  app.route('/forecast', forecastRoutes(ctx));
  app.route('/billing/receipts', receiptRoutes(ctx));

  app.use('*', bearerAuth(ctx));

  routes.get('/profile/access', { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, async (c) => {
    const user = await findUserById(ctx.db, c.get('userId'));
    if (!user) return apiError(c, 404, 'User not found');
    const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);
    return c.json({
      channel: user.channel,
      role: user.role,
      features: user.features,
      permissions: user.permissions,
      subscription_start_date: iso(user.subscription_start_date),
      subscription_end_date: iso(user.subscription_end_date),
      subscription_active: user.subscription_active,
      is_in_trial: isInTrial(user, ctx.clock.now()),
      trial_duration: user.trial_duration,
      trial_start_date: iso(user.trial_start_date),
      userflow_signature: null,
    });
  });

  app.route('/account', accountRoutes(ctx));
  // What belongs to an account (keys, credits, usage, the request log, the audit log) acts for the
  // one the call names (api/account-scope.ts); the rest is the caller's own.
  const scoped = accountScope(ctx);
  for (const prefix of ACCOUNT_RESOURCES) app.use(prefix, scoped).use(`${prefix}/*`, scoped);
  app.route('/api-keys', keyRoutes(ctx));
  app.route('/billing/api-credits', billingRoutes(ctx));
  app.route('/requests', requestRoutes(ctx));
  app.route('/audit-log', auditLogRoutes(ctx));
  app.route('/explorer', explorerRoutes(ctx));
  app.route('/models', modelRoutes(ctx));
  app.route('/files', filesRoutes(ctx));
  app.route('/organizations', organizationRoutes(ctx));
  app.route('/invitations', invitationRoutes(ctx));
  return app;
}
