import type { Context } from 'hono';
import * as v from 'valibot';
import { uuidParam } from '../guards/bounds';
import type { SandboxContext, SandboxEnv } from '../context';
import { findOrganization, type OrganizationRow } from '../db/organizations';
import { permissionsOf, type Role } from '../organizations/roles';

const iso = (value: Date) => new Date(value).toISOString();

/** An organisation as its members read it: with their role and what that role may do. */
export function toOrganization(organization: OrganizationRow, role: Role, memberCount?: number) {
  return {
    id: organization.id,
    name: organization.name,
    slug: organization.slug,
    role,
    permissions: permissionsOf(role),
    created_at: iso(organization.created_at),
    seat_limit: organization.seat_limit,
    require_two_step: organization.require_two_step,
    ...(memberCount === undefined ? {} : { member_count: memberCount }),
  };
}

/** The organisation a route names in its path, as its params bound it. */
export const organizationParams = v.object({ organizationId: uuidParam('the organisation id') });

/** The organisation a member route acts on (organizationMember set it). */
export async function currentOrganization(ctx: SandboxContext, c: Context<SandboxEnv>): Promise<OrganizationRow> {
  return (await findOrganization(ctx.db, c.get('accountId')))!;
}
