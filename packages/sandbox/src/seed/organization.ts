import { mintKeySecret, randomToken } from '../auth/crypto';
import { recordAudit, type NewAuditEvent } from '../audit/store';
import { creditBalance } from '../db/accounts';
import { seedKeyUsage, seedUsage } from '../db/credit-usage';
import type { Db } from '../db/db';
import { createOrganization } from '../db/organizations';
import { recordPurchase } from '../db/purchases';
import { findUserByEmail } from '../db/users';
import type { Role } from '../organizations/roles';
import { seedRequestHistory } from '../requests/history';
import { ORGANIZATION, PERSONA } from './persona-ids';

const DAY = 86_400_000;

/** Who belongs to the seeded organisation, with what role, since how many days (dev founded it). */
const MEMBERS: readonly { email: string; role: Role; joinedDaysAgo: number }[] = [
  { email: PERSONA.teamAdmin, role: 'admin', joinedDaysAgo: 88 },
  { email: PERSONA.teamDeveloper, role: 'developer', joinedDaysAgo: 60 },
  { email: PERSONA.teamBilling, role: 'billing', joinedDaysAgo: 45 },
  { email: PERSONA.teamViewer, role: 'viewer', joinedDaysAgo: 12 },
];

/** Its keys, each made by a member. */
const KEYS: readonly { name: string; createdBy: string; createdDaysAgo: number }[] = [
  { name: 'Forecast service', createdBy: PERSONA.dev, createdDaysAgo: 85 },
  { name: 'Batch jobs', createdBy: PERSONA.teamDeveloper, createdDaysAgo: 40 },
];

/**
 * The organisation a dashboard shows when dev switches to it: five members (one per role), two
 * keys, credits, a month of usage and a week of requests, its audit history, and an invitation
 * waiting for enterprise, all dated back from `now`.
 */
export async function seedOrganization(db: Db, now: Date): Promise<void> {
  const owner = await findUserByEmail(db, PERSONA.dev);
  if (!owner) return;
  const created = await createOrganization(db, { name: ORGANIZATION.name, slug: ORGANIZATION.slug, ownerId: owner.id });
  if (!created.ok) return;
  const organization = created.organization;
  // Its history, written in the order it happened: the log lists events by when they were recorded.
  const history: (NewAuditEvent & { at: Date })[] = [];
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  await db.query('update organizations set created_at = $2, legal_name = $3, address_line1 = $4, postal_code = $5, city = $6, country = $7, vat_id = $8 where id = $1', [
    organization.id,
    ago(90),
    ORGANIZATION.name,
    'Wetterweg 1',
    '10115',
    'Berlin',
    'DE',
    'DE136695976',
  ]);
  await db.query('update memberships set created_at = $2 where organization_id = $1', [organization.id, ago(90)]);
  history.push({ accountId: organization.id, actor: owner, action: 'organization.created', target: { type: 'organization', id: organization.id, label: organization.name }, at: ago(90) });
  for (const member of MEMBERS) {
    const user = await findUserByEmail(db, member.email);
    if (!user) continue;
    await db.query('insert into memberships (organization_id, user_id, role, created_at) values ($1, $2, $3, $4)', [organization.id, user.id, member.role, ago(member.joinedDaysAgo)]);
    history.push({ accountId: organization.id, actor: owner, action: 'member.invited', target: { type: 'invitation', id: `inv_seed_${member.role}`, label: user.email }, after: { email: user.email, role: member.role }, at: ago(member.joinedDaysAgo + 1) });
    history.push({ accountId: organization.id, actor: user, action: 'member.joined', target: { type: 'member', id: user.id, label: user.email }, after: { role: member.role }, at: ago(member.joinedDaysAgo) });
  }
  for (const key of KEYS) {
    const creator = (await findUserByEmail(db, key.createdBy))!;
    const { hash, prefix } = mintKeySecret();
    const id = `jk_${randomToken(12)}`;
    await db.query('insert into api_keys (id, account_id, created_by, name, secret_hash, secret_prefix, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
      id,
      organization.id,
      creator.id,
      key.name,
      hash,
      prefix,
      ago(key.createdDaysAgo),
    ]);
    history.push({ accountId: organization.id, actor: creator, action: 'key.created', target: { type: 'api_key', id, label: key.name }, after: { name: key.name }, at: ago(key.createdDaysAgo) });
  }
  const billing = (await findUserByEmail(db, PERSONA.teamBilling))!;
  const { purchase } = await recordPurchase(db, { accountId: organization.id, kind: 'checkout', amountCents: 18_000, status: 'paid', idempotencyKey: 'seed:first-purchase', buyerEmail: billing.email, at: ago(30) });
  await creditBalance(db, organization.id, 18_000);
  history.push({
    accountId: organization.id,
    actor: billing,
    action: 'credits.purchased',
    target: { type: 'purchase', id: purchase.id, label: purchase.receipt_number },
    after: { amount_cents: 18_000 },
    at: ago(30),
  });
  await seedUsage(db, organization.id, 30, now);
  await seedKeyUsage(db, organization.id);
  await seedRequestHistory(db, organization.id, 300, 7 * DAY, now);
  const admin = (await findUserByEmail(db, PERSONA.teamAdmin))!;
  const invitationId = `inv_${randomToken(12)}`;
  await db.query(`insert into invitations (id, organization_id, email, role, invited_by, created_at, sent_at, expires_at) values ($1, $2, $3, 'developer', $4, $5, $5, $6)`, [
    invitationId,
    organization.id,
    PERSONA.enterprise,
    admin.id,
    ago(1),
    new Date(now.getTime() + 6 * DAY),
  ]);
  history.push({ accountId: organization.id, actor: admin, action: 'member.invited', target: { type: 'invitation', id: invitationId, label: PERSONA.enterprise }, after: { email: PERSONA.enterprise, role: 'developer' }, at: ago(1) });
  history.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of history) await recordAudit(db, event);
}
