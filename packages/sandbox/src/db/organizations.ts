import type { Role } from '../organizations/roles';
import { insertAccount } from './accounts';
import type { Db, Queryable } from './db';

/** An organisation's row: its name and address, its seats, and its billing details. */
export type OrganizationRow = BillingDetails & {
  id: string;
  name: string;
  slug: string;
  seat_limit: number;
  /** Whether its members must have a second factor, and have entered it, to act in it. */
  require_two_step: boolean;
  created_at: Date;
  deleted_at: Date | null;
};

/** An organisation as one of its members sees it in their list. */
export interface MemberOrganizationRow extends OrganizationRow {
  role: Role;
  member_count: number;
}

export interface MemberRow {
  user_id: string;
  email: string;
  full_name: string | null;
  role: Role;
  created_at: Date;
}

export type CreatedOrganization = { ok: true; organization: OrganizationRow } | { ok: false; reason: 'slug_taken' };

/** An organisation, its account and its first owner, together; a slug in use by a live organisation is refused. */
export async function createOrganization(
  db: Db,
  organization: {
    name: string;
    slug: string;
    ownerId: string;
    seatLimit?: number;
  },
): Promise<CreatedOrganization> {
  return db.transaction(async (tx) => {
    const { rows: taken } = await tx.query('select 1 from organizations where slug = $1 and deleted_at is null', [organization.slug]);
    if (taken.length > 0) return { ok: false, reason: 'slug_taken' } as const;
    const id = crypto.randomUUID();
    await insertAccount(tx, { id, kind: 'organization', balanceCents: 0 });
    const { rows } = await tx.query<OrganizationRow>('insert into organizations (id, name, slug, seat_limit) values ($1, $2, $3, $4) returning *', [
      id,
      organization.name,
      organization.slug,
      organization.seatLimit ?? 10,
    ]);
    await tx.query(`insert into memberships (organization_id, user_id, role) values ($1, $2, 'owner')`, [id, organization.ownerId]);
    return { ok: true, organization: rows[0]! } as const;
  });
}

export async function findOrganization(db: Queryable, id: string): Promise<OrganizationRow | undefined> {
  const { rows } = await db.query<OrganizationRow>('select * from organizations where id = $1 and deleted_at is null', [id]);
  return rows[0];
}

/** The member's role in a live organisation; undefined for anyone else (and for an organisation that is gone). */
export async function roleIn(db: Queryable, organizationId: string, userId: string): Promise<Role | undefined> {
  const { rows } = await db.query<{ role: Role }>(
    `select m.role from memberships m join organizations o on o.id = m.organization_id
      where m.organization_id = $1 and m.user_id = $2 and o.deleted_at is null`,
    [organizationId, userId],
  );
  return rows[0]?.role;
}

/** A member's role in a live organisation, and whether it requires two-step verification of them. */
export async function membershipIn(db: Queryable, organizationId: string, userId: string): Promise<{ role: Role; requireTwoStep: boolean } | undefined> {
  const { rows } = await db.query<{ role: Role; require_two_step: boolean }>(
    `select m.role, o.require_two_step from memberships m join organizations o on o.id = m.organization_id
      where m.organization_id = $1 and m.user_id = $2 and o.deleted_at is null`,
    [organizationId, userId],
  );
  return rows[0] ? { role: rows[0].role, requireTwoStep: rows[0].require_two_step } : undefined;
}

/** The live organisations a user belongs to, oldest membership first. */
export async function organizationsOf(db: Queryable, userId: string): Promise<MemberOrganizationRow[]> {
  const { rows } = await db.query<MemberOrganizationRow>(
    `select o.*, m.role, (select count(*)::int from memberships c where c.organization_id = o.id) as member_count
       from memberships m join organizations o on o.id = m.organization_id
      where m.user_id = $1 and o.deleted_at is null
      order by m.created_at, o.name`,
    [userId],
  );
  return rows;
}

export async function listMembers(db: Queryable, organizationId: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `select m.user_id, u.email, nullif(u.user_metadata->>'full_name', '') as full_name, m.role, m.created_at
       from memberships m join users u on u.id = m.user_id
      where m.organization_id = $1
      order by m.created_at, u.email`,
    [organizationId],
  );
  return rows;
}

export async function countMembers(db: Queryable, organizationId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from memberships where organization_id = $1', [organizationId]);
  return rows[0]?.count ?? 0;
}

/** The addresses every member with one of `roles` is reached at (the joined notice goes to owners and admins). */
export async function memberEmails(db: Queryable, organizationId: string, roles: readonly Role[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    'select u.email from memberships m join users u on u.id = m.user_id where m.organization_id = $1 and m.role = any($2::text[]) order by u.email',
    [organizationId, roles],
  );
  return rows.map((row) => row.email);
}

/** The organisations in which `userId` is the only owner (they cannot leave, nor delete their account, before passing ownership on). */
export async function soleOwnerships(db: Queryable, userId: string): Promise<OrganizationRow[]> {
  const { rows } = await db.query<OrganizationRow>(
    `select o.* from organizations o join memberships m on m.organization_id = o.id and m.user_id = $1 and m.role = 'owner'
      where o.deleted_at is null and (select count(*) from memberships x where x.organization_id = o.id and x.role = 'owner') = 1
      order by o.name`,
    [userId],
  );
  return rows;
}

/** Billing details as the API reads and writes them. */
export type BillingDetails = {
  legal_name: string | null;
  address_line1: string | null;
  address_line2: string | null;
  postal_code: string | null;
  city: string | null;
  country: string | null;
  vat_id: string | null;
};

export const billingDetailsOf = (organization: OrganizationRow): BillingDetails => ({
  legal_name: organization.legal_name,
  address_line1: organization.address_line1,
  address_line2: organization.address_line2,
  postal_code: organization.postal_code,
  city: organization.city,
  country: organization.country,
  vat_id: organization.vat_id,
});

/**
 * Who a purchase is billed to, as its receipt prints it for ever: a personal account's address,
 * or an organisation's billing details as they stood when it paid (its name where it gave no
 * legal name). A later change of details leaves earlier receipts as they were issued.
 */
export async function billedTo(db: Queryable, accountId: string, buyerEmail?: string): Promise<Record<string, string>> {
  const organization = await findOrganization(db, accountId);
  if (!organization) {
    const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [accountId]);
    return { email: buyerEmail ?? rows[0]?.email ?? '' };
  }
  const details = billingDetailsOf(organization);
  const printed: Record<string, string> = {
    name: details.legal_name ?? organization.name,
  };
  if (buyerEmail) printed.email = buyerEmail;
  for (const field of ['address_line1', 'address_line2', 'postal_code', 'city', 'country', 'vat_id'] as const) {
    const value = details[field];
    if (value) printed[field] = value;
  }
  return printed;
}
