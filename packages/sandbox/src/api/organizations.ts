import { Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { recordAudit } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import { listPendingInvitationsFor } from '../db/invitations';
import { billingDetailsOf, createOrganization, findOrganization, organizationsOf, roleIn, type OrganizationRow } from '../db/organizations';
import { sendNotice } from '../db/outbox';
import { readJson } from '../http/body';
import { apiError } from '../http/errors';
import { slugFrom, SLUG_PATTERN } from '../organizations/slug';
import { checkVatId } from '../organizations/vat-id';
import { accountAudit, organizationAccessDenied, requirePermission } from './account-scope';
import { organizationInvitationRoutes, toInvitationForInvitee } from './invitations';
import { toOrganization } from './organization-view';
import { memberRoutes } from './members';
import { stepUpRefusal } from '../guards/step-up';

const nameSchema = v.pipe(v.string('name is required'), v.trim(), v.minLength(1, 'name is required'), v.maxLength(80, 'name must be at most 80 characters'));
const slugSchema = v.pipe(
  v.string('slug must be a string'),
  v.regex(SLUG_PATTERN, 'slug must be 2 to 40 lower-case letters, digits and single dashes, starting and ending with a letter or digit'),
);

const createSchema = v.object({
  name: nameSchema,
  slug: v.optional(slugSchema),
});
const patchSchema = v.pipe(
  v.object({ name: v.optional(nameSchema), slug: v.optional(slugSchema) }),
  v.check((patch) => patch.name !== undefined || patch.slug !== undefined, 'name or slug is required'),
);
const deleteSchema = v.object({
  confirm: v.string('confirm must be the organisation’s slug'),
});

const optionalText = (field: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(`${field} must be text`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`))), null);
const billingDetailsSchema = v.object({
  legal_name: optionalText('legal_name', 200),
  address_line1: optionalText('address_line1', 200),
  address_line2: optionalText('address_line2', 200),
  postal_code: optionalText('postal_code', 20),
  city: optionalText('city', 100),
  country: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'country must be an ISO 3166 alpha-2 code such as DE'))), null),
  vat_id: optionalText('vat_id', 40),
});


/** The billing details as the API answers them: what was saved, and that a VAT id's format alone was checked. */
const toBillingDetails = (organization: OrganizationRow) => ({
  ...billingDetailsOf(organization),
  vat_id_verified: false as const,
});

/** Empty text is no value: a cleared field is null. */
const blankToNull = (value: string | null) => (value === null || value === '' ? null : value);

/**
 * `/:organizationId/*`: the caller must be a member; the call then acts for the organisation
 * (`accountId`) with their role. The same 403 for an organisation that is not theirs, gone, or
 * never was.
 */
function organizationMember(ctx: SandboxContext): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const id = c.req.param('organizationId') ?? '';
    const role = /^[0-9a-f-]{36}$/i.test(id) ? await roleIn(ctx.db, id, c.get('userId')) : undefined;
    if (!role) return organizationAccessDenied(c);
    c.set('accountId', id.toLowerCase());
    c.set('role', role);
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

  app.get('/', async (c) => {
    const organizations = await organizationsOf(ctx.db, c.get('userId'));
    const invitations = await listPendingInvitationsFor(ctx.db, c.get('userEmail'));
    return c.json({
      organizations: organizations.map((organization) => toOrganization(organization, organization.role, organization.member_count)),
      invitations: invitations.map(toInvitationForInvitee),
    });
  });

  app.post('/', async (c) => {
    const body = await readJson(c, createSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const slug = body.value.slug ?? slugFrom(body.value.name);
    const created = await createOrganization(ctx.db, {
      name: body.value.name,
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

  app.get('/:organizationId', async (c) => {
    const organization = await findOrganization(ctx.db, c.get('accountId'));
    if (!organization) return organizationAccessDenied(c);
    return c.json(toOrganization(organization, c.get('role')!));
  });

  app.patch('/:organizationId', requirePermission('organization:write'), async (c) => {
    const body = await readJson(c, patchSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const before = (await findOrganization(ctx.db, c.get('accountId')))!;
    const name = body.value.name ?? before.name;
    const slug = body.value.slug ?? before.slug;
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
  app.delete('/:organizationId', requirePermission('organization:delete'), async (c) => {
    const body = await readJson(c, deleteSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const organization = (await findOrganization(ctx.db, c.get('accountId')))!;
    if (body.value.confirm !== organization.slug) {
      return apiError(c, 400, `Type the organisation's address, ${organization.slug}, to confirm`, { type: 'confirmation_mismatch' });
    }
    const refusal = await stepUpRefusal(ctx, c);
    if (refusal) return refusal;
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

  app.get('/:organizationId/billing-details', requirePermission('billing:read'), async (c) => {
    const organization = (await findOrganization(ctx.db, c.get('accountId')))!;
    return c.json(toBillingDetails(organization));
  });

  app.put('/:organizationId/billing-details', requirePermission('billing:write'), async (c) => {
    const body = await readJson(c, billingDetailsSchema);
    if (!body.ok) return apiError(c, 400, body.message, { type: body.code });
    const details = Object.fromEntries(Object.entries(body.value).map(([field, value]) => [field, blankToNull(value)])) as typeof body.value;
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

  app.route('/:organizationId/members', memberRoutes(ctx));
  app.route('/:organizationId/invitations', organizationInvitationRoutes(ctx));
  return app;
}
