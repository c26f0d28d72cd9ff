import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { recordAudit } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import { listPendingInvitationsFor } from '../db/invitations';
import { billingDetailsOf, createOrganization, findOrganization, membershipIn, organizationsOf, type OrganizationRow } from '../db/organizations';
import { hasVerifiedFactor } from '../db/mfa-factors';
import { twoStepRefusal } from '../organizations/two-step';
import { sendNotice } from '../db/outbox';
import { apiError } from '../http/errors';
import { isReservedSlug, slugFrom, SLUG_PATTERN } from '../organizations/slug';
import { checkVatId } from '../organizations/vat-id';
import { accountAudit, organizationAccessDenied } from './account-scope';
import { nameText, UUID, withoutControls } from '../guards/bounds';
import { needs, routeTable, SIGNED_IN } from '../guards/route';
import { RATE_RULES } from '../http/rate-limit';
import { isKnownCountry } from '../organizations/country';
import { organizationInvitationRoutes, toInvitationForInvitee } from './invitations';
import { organizationParams, toOrganization } from './organization-view';
import { memberRoutes } from './members';

const nameSchema = nameText('name', 80);
const slugSchema = v.pipe(
  v.string('slug must be a string'),
  v.regex(SLUG_PATTERN, 'slug must be 2 to 40 lower-case letters, digits and single dashes, starting and ending with a letter or digit'),
);

/** The 409 for an address that reads as the provider's own or a page of the dashboard. */
const slugReserved = (c: Context, slug: string) => apiError(c, 409, `The address ${slug} is reserved: choose another`, { type: 'slug_reserved', slug });

const createSchema = v.object({
  name: nameSchema,
  slug: v.optional(slugSchema),
});
const patchSchema = v.pipe(
  v.object({ name: v.optional(nameSchema), slug: v.optional(slugSchema) }),
  v.check((patch) => patch.name !== undefined || patch.slug !== undefined, 'name or slug is required'),
);
const twoStepSchema = v.object({ require_two_step: v.boolean('require_two_step must be true or false') });
const deleteSchema = v.object({
  confirm: v.string('confirm must be the organisation’s slug'),
});

/** A line of a postal address: no control or direction characters, empty for none. */
const optionalText = (field: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${field} must be text`),
        v.trim(),
        v.maxLength(max, `${field} must be at most ${max} characters`),
        withoutControls(field),
      ),
    ),
    null,
  );
/** The most characters each line of the billing details may hold. */
export const BILLING_DETAIL_LIMITS = { legal_name: 200, address_line1: 200, address_line2: 200, postal_code: 20, city: 100, vat_id: 40 } as const;
const billingDetailsSchema = v.object({
  legal_name: optionalText('legal_name', BILLING_DETAIL_LIMITS.legal_name),
  address_line1: optionalText('address_line1', BILLING_DETAIL_LIMITS.address_line1),
  address_line2: optionalText('address_line2', BILLING_DETAIL_LIMITS.address_line2),
  postal_code: optionalText('postal_code', BILLING_DETAIL_LIMITS.postal_code),
  city: optionalText('city', BILLING_DETAIL_LIMITS.city),
  country: v.optional(v.nullable(v.pipe(v.string(), v.check(isKnownCountry, 'country must be a country’s ISO 3166 alpha-2 code such as DE'))), null),
  vat_id: optionalText('vat_id', BILLING_DETAIL_LIMITS.vat_id),
});


/** The billing details as the API answers them: what was saved, and that a VAT id's format alone was checked. */
const toBillingDetails = (organization: OrganizationRow) => ({
  ...billingDetailsOf(organization),
  vat_id_verified: false as const,
});

/** Empty text is no value: a cleared field is null. */
const blankToNull = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * What a member without the second factor their organisation requires may still do: read its
 * name and what it requires (the dashboard says why), and leave it.
 */
function withoutTwoStep(c: Context<SandboxEnv>, id: string): boolean {
  const path = c.req.path.replace(/\/$/, '');
  const base = path.slice(0, path.toLowerCase().indexOf(id.toLowerCase()) + id.length);
  if (c.req.method === 'GET' && path === base) return true;
  return c.req.method === 'DELETE' && path.toLowerCase() === `${base}/members/${c.get('userId')}`.toLowerCase();
}

/**
 * `/:organizationId/*`: the caller must be a member, with the second factor the organisation may
 * require; the call then acts for the organisation (`accountId`) with their role. The same 403 for
 * an organisation that is not theirs, gone, or never was, or an id that is no UUID (a moved hyphen
 * names no organisation).
 */
function organizationMember(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const id = c.req.param('organizationId') ?? '';
    const membership = UUID.test(id) ? await membershipIn(ctx.db, id, c.get('userId')) : undefined;
    if (!membership) return organizationAccessDenied(c);
    if (!withoutTwoStep(c, id)) {
      const unverified = await twoStepRefusal(ctx, c, membership);
      if (unverified) return unverified;
    }
    c.set('accountId', id.toLowerCase());
    c.set('role', membership.role);
    return next();
  };
}

/** Tells each member of a deleted organisation. */
async function noticeDeleted(ctx: SandboxContext, organization: OrganizationRow, emails: string[]) {
  for (const email of emails) await sendNotice(ctx, email, 'organization_deleted', `The organisation ${organization.name} was deleted`, '/overview');
}

/** Organisations (API-PROPOSAL.md): the caller's list and invitations, creating one, and each one's settings, members and invitations. */
export function organizationRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const NONE = { stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;

  routes.get('/', { access: SIGNED_IN, ...NONE, bounds: {} }, async (c) => {
    const organizations = await organizationsOf(ctx.db, c.get('userId'));
    const invitations = await listPendingInvitationsFor(ctx.db, c.get('userEmail'));
    return c.json({
      organizations: organizations.map((organization) => toOrganization(organization, organization.role, organization.member_count)),
      invitations: invitations.map(toInvitationForInvitee),
    });
  });

  const creation = { rule: RATE_RULES.organizationCreation, per: 'user' } as const;
  routes.post('/', { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: creation, bounds: { body: createSchema } }, async (c, { body }) => {
    if (body.slug !== undefined && isReservedSlug(body.slug)) return slugReserved(c, body.slug);
    const slug = body.slug ?? slugFrom(body.name);
    const created = await createOrganization(ctx.db, {
      name: body.name,
      slug,
      ownerId: c.get('userId'),
    });
    if (!created.ok)
      return apiError(c, 409, `The address ${slug} is taken: choose another`, {
        type: 'slug_taken',
        slug,
      });
    const { organization } = created;
    await recordAudit(ctx.db, {
      ...accountAudit(c),
      accountId: organization.id,
      action: 'organization.created',
      target: {
        type: 'organization',
        id: organization.id,
        label: organization.name,
      },
      after: { name: organization.name, slug: organization.slug },
    });
    return c.json(toOrganization(organization, 'owner', 1), 201);
  });

  app.use('/:organizationId', organizationMember(ctx));
  app.use('/:organizationId/*', organizationMember(ctx));

  routes.get('/:organizationId', { access: needs('read'), ...NONE, bounds: { params: organizationParams } }, async (c) => {
    const organization = await findOrganization(ctx.db, c.get('accountId'));
    if (!organization) return organizationAccessDenied(c);
    return c.json(toOrganization(organization, c.get('role')!));
  });

  routes.patch('/:organizationId', { access: needs('organization:write'), ...NONE, bounds: { params: organizationParams, body: patchSchema } }, async (c, { body }) => {
    const before = (await findOrganization(ctx.db, c.get('accountId')))!;
    const name = body.name ?? before.name;
    const slug = body.slug ?? before.slug;
    if (slug !== before.slug && isReservedSlug(slug)) return slugReserved(c, slug);
    // A rename to what it is already changes nothing, and the log says nothing.
    if (name === before.name && slug === before.slug) return c.json(toOrganization(before, c.get('role')!));
    try {
      const updated = await ctx.db.transaction(async (tx) => {
        const { rows } = await tx.query<OrganizationRow>('update organizations set name = $2, slug = $3 where id = $1 returning *', [before.id, name, slug]);
        await recordAudit(tx, {
          ...accountAudit(c),
          action: 'organization.renamed',
          target: { type: 'organization', id: before.id, label: name },
          before: { name: before.name, slug: before.slug },
          after: { name, slug },
        });
        return rows[0]!;
      });
      return c.json(toOrganization(updated, c.get('role')!));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return apiError(c, 409, `The address ${slug} is taken: choose another`, { type: 'slug_taken', slug });
      throw error;
    }
  });

  // Deleting needs the owner, a recent second factor where the owner has one, and the slug typed
  // again: its keys stop at once, its credits are forfeited, its members lose it.
  const deletion = { access: needs('organization:delete'), stepUp: 'required', idempotency: 'none', rateLimit: 'none', bounds: { params: organizationParams, body: deleteSchema } } as const;
  routes.delete('/:organizationId', deletion, async (c, { body }) => {
    const organization = (await findOrganization(ctx.db, c.get('accountId')))!;
    if (body.confirm !== organization.slug) {
      return apiError(c, 400, `Type the organisation's address, ${organization.slug}, to confirm`, { type: 'confirmation_mismatch' });
    }
    const members = await ctx.db.transaction(async (tx) => {
      await tx.query('update organizations set deleted_at = sandbox_now() where id = $1', [organization.id]);
      await tx.query('update api_keys set deleted_at = sandbox_now() where account_id = $1 and deleted_at is null', [organization.id]);
      await tx.query(`update checkout_sessions set status = 'cancelled' where account_id = $1 and status = 'open'`, [organization.id]);
      await tx.query(`update invitations set status = 'revoked', decided_at = sandbox_now() where organization_id = $1 and status = 'pending'`, [organization.id]);
      await tx.query('update auto_recharge set enabled = false where account_id = $1', [organization.id]);
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'organization.deleted',
        target: {
          type: 'organization',
          id: organization.id,
          label: organization.name,
        },
      });
      const { rows } = await tx.query<{ user_id: string; email: string }>(
        'select m.user_id, u.email from memberships m join users u on u.id = m.user_id where m.organization_id = $1',
        [organization.id],
      );
      return rows;
    });
    // Every member's live tails of its log end now.
    for (const member of members) ctx.requestTail.wake(member.user_id);
    await noticeDeleted(
      ctx,
      organization,
      members.map((member) => member.email),
    );
    return c.body(null, 204);
  });

  routes.get('/:organizationId/billing-details', { access: needs('billing:read'), ...NONE, bounds: { params: organizationParams } }, async (c) => {
    const organization = (await findOrganization(ctx.db, c.get('accountId')))!;
    return c.json(toBillingDetails(organization));
  });

  // Who a receipt bills is a change of rights over money: a password alone does not make it.
  const billing = { access: needs('billing:write'), stepUp: 'required', idempotency: 'none', rateLimit: 'none', bounds: { params: organizationParams, body: billingDetailsSchema } } as const;
  routes.put('/:organizationId/billing-details', billing, async (c, { body }) => {
    const details = Object.fromEntries(Object.entries(body).map(([field, value]) => [field, blankToNull(value)])) as typeof body;
    if (details.vat_id !== null) {
      const vat = checkVatId(details.vat_id, details.country);
      if (!vat.ok) return apiError(c, 400, vat.message, { type: 'invalid_vat_id' });
      details.vat_id = vat.vatId;
    }
    const before = (await findOrganization(ctx.db, c.get('accountId')))!;
    const updated = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<OrganizationRow>(
        `update organizations set legal_name = $2, address_line1 = $3, address_line2 = $4, postal_code = $5, city = $6, country = $7, vat_id = $8
          where id = $1 returning *`,
        [before.id, details.legal_name, details.address_line1, details.address_line2, details.postal_code, details.city, details.country, details.vat_id],
      );
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'billing_details.changed',
        target: { type: 'organization', id: before.id, label: before.name },
        before: billingDetailsOf(before),
        after: billingDetailsOf(rows[0]!),
      });
      return rows[0]!;
    });
    return c.json(toBillingDetails(updated));
  });

  // Requiring two-step verification decides who may act at all: an owner, with a recent code, who
  // has a second factor themselves (requiring one they lack would shut them out).
  const twoStep = { access: needs('organization:security'), stepUp: 'required', idempotency: 'none', rateLimit: 'none', bounds: { params: organizationParams, body: twoStepSchema } } as const;
  routes.put('/:organizationId/two-step-requirement', twoStep, async (c, { body }) => {
    const before = (await findOrganization(ctx.db, c.get('accountId')))!;
    const required = body.require_two_step;
    if (required && !(await hasVerifiedFactor(ctx.db, c.get('userId')))) {
      return apiError(c, 409, 'Add an authenticator app to your own account before you require one of your members', { type: 'two_step_needed_first' });
    }
    if (required === before.require_two_step) return c.json(toOrganization(before, c.get('role')!));
    const updated = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<OrganizationRow>('update organizations set require_two_step = $2 where id = $1 returning *', [before.id, required]);
      await recordAudit(tx, {
        ...accountAudit(c),
        action: 'organization.two_step_changed',
        target: { type: 'organization', id: before.id, label: before.name },
        before: { require_two_step: before.require_two_step },
        after: { require_two_step: required },
      });
      return rows[0]!;
    });
    return c.json(toOrganization(updated, c.get('role')!));
  });

  app.route('/:organizationId/members', memberRoutes(ctx));
  app.route('/:organizationId/invitations', organizationInvitationRoutes(ctx));
  return app;
}
