import type { Queryable } from './db';

/** Who hears about an account's money (a low balance, a recharge), and where the email's link leads. */
export interface MoneyContact {
  email: string;
  path: string;
}

/** The credits tab, of the organisation the email is about when it is one (the dashboard's `org` parameter). */
export const creditsPath = (slug?: string) => (slug ? `/account?tab=credits&org=${encodeURIComponent(slug)}` : '/account?tab=credits');

/**
 * A personal account's holder; for an organisation, every member who may act on its money
 * (owners, admins and billing: the `billing:write` permission).
 */
export async function moneyContacts(db: Queryable, accountId: string): Promise<MoneyContact[]> {
  const { rows } = await db.query<{ email: string; slug: string | null }>(
    `select u.email, null as slug from users u where u.id = $1 and u.deleted_at is null
     union all
     select u.email, o.slug from organizations o join memberships m on m.organization_id = o.id join users u on u.id = m.user_id
      where o.id = $1 and o.deleted_at is null and m.role in ('owner', 'admin', 'billing')`,
    [accountId],
  );
  return rows.map((row) => ({
    email: row.email,
    path: creditsPath(row.slug ?? undefined),
  }));
}
