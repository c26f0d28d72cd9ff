import { randomToken } from '../auth/crypto';
import type { Queryable } from '../db/db';

/** How long the audit log keeps an event: a year, on every plan. */
export const AUDIT_RETENTION_DAYS = 365;

/** Every event the audit log records (API-PROPOSAL.md, the audit log). */
export const AUDIT_ACTIONS = [
  'key.created',
  'key.rolled',
  'key.cap_changed',
  'key.deleted',
  'credits.purchased',
  'auto_recharge.changed',
  'low_balance_alert.changed',
  'billing_details.changed',
  'member.invited',
  'member.joined',
  'member.removed',
  'member.left',
  'member.role_changed',
  'invitation.resent',
  'invitation.revoked',
  'invitation.declined',
  'organization.created',
  'organization.renamed',
  'organization.two_step_changed',
  'organization.deleted',
  'security.password_changed',
  'security.email_changed',
  'security.factor_enrolled',
  'security.factor_removed',
  'security.identity_linked',
  'security.identity_unlinked',
  'security.wrong_codes',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who did it: a user, or nobody (the system, e.g. an auto-recharge). */
export interface AuditActor {
  id: string;
  email: string;
}

export interface NewAuditEvent {
  accountId: string;
  actor: AuditActor | null;
  action: AuditAction;
  target?: { type: string; id: string; label?: string | null };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  clientAddress?: string | null;
  /** When it happened; now unless given (the seeded history's past events). */
  at?: Date;
}

/** Records an event inside the caller's transaction, so a change and its entry land together or not at all. */
export async function recordAudit(db: Queryable, event: NewAuditEvent): Promise<void> {
  await db.query(
    `insert into audit_events (id, account_id, actor_id, actor_email, action, target_type, target_id, target_label, before, after, client_address, at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, sandbox_clock_timestamp()))`,
    [
      `evt_${randomToken(12)}`,
      event.accountId,
      event.actor?.id ?? null,
      event.actor?.email ?? null,
      event.action,
      event.target?.type ?? null,
      event.target?.id ?? null,
      event.target?.label ?? null,
      event.before ?? null,
      event.after ?? null,
      event.clientAddress ?? null,
      event.at ?? null,
    ],
  );
}

export interface AuditRow {
  seq: string;
  id: string;
  at: Date;
  actor_id: string | null;
  actor_email: string | null;
  action: AuditAction;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  client_address: string | null;
}

/** What the log is narrowed to: a range (from included, to excluded), actions, an actor. */
export interface AuditFilters {
  from: number;
  to: number;
  actions: AuditAction[];
  actorId?: string;
}

function whereOf(accountId: string, filters: AuditFilters): { clause: string; values: unknown[] } {
  const values: unknown[] = [accountId, new Date(filters.from), new Date(filters.to)];
  const clauses = ['account_id = $1', 'at >= $2', 'at < $3', `at >= sandbox_now() - interval '${AUDIT_RETENTION_DAYS} days'`];
  if (filters.actions.length > 0) {
    values.push(filters.actions);
    clauses.push(`action = any($${values.length}::text[])`);
  }
  if (filters.actorId) {
    values.push(filters.actorId);
    clauses.push(`actor_id = $${values.length}::uuid`);
  }
  return { clause: clauses.join(' and '), values };
}

/** A page of the account's events, newest first; the cursor is the last listed event's sequence number. */
export async function listAudit(
  db: Queryable,
  accountId: string,
  filters: AuditFilters,
  page: { limit: number; beforeSeq?: string },
): Promise<{ events: AuditRow[]; nextCursor: string | null }> {
  const { clause, values } = whereOf(accountId, filters);
  values.push(page.beforeSeq ?? null, page.limit + 1);
  const { rows } = await db.query<AuditRow>(
    `select * from audit_events where ${clause} and ($${values.length - 1}::bigint is null or seq < $${values.length - 1}::bigint)
      order by seq desc limit $${values.length}`,
    values,
  );
  const events = rows.slice(0, page.limit);
  return {
    events,
    nextCursor: rows.length > page.limit ? String(events.at(-1)!.seq) : null,
  };
}

/** Every event the filters match, oldest first, for the export. */
export async function exportAudit(db: Queryable, accountId: string, filters: AuditFilters): Promise<AuditRow[]> {
  const { clause, values } = whereOf(accountId, filters);
  const { rows } = await db.query<AuditRow>(`select * from audit_events where ${clause} order by seq`, values);
  return rows;
}

/** Forgets events older than the retention (on start: the sandbox has no cron; reads never show them anyway). */
export async function pruneAudit(db: Queryable): Promise<void> {
  await db.query(`delete from audit_events where at < sandbox_now() - interval '${AUDIT_RETENTION_DAYS} days'`);
}
