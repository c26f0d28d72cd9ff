// No imports: the endpoints file that reads this is loaded in Node by the host's build.

/** The audit actions a reader filters by, as the API names them (API-PROPOSAL.md). */
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

/** What the audit log shows: one action or all, one actor or all, a range of days (UTC, both included). */
export interface AuditFilters {
  action: AuditAction | null;
  actor: string | null;
  /** `YYYY-MM-DD`, or null for the year the log keeps. */
  from: string | null;
  to: string | null;
}

export const NO_AUDIT_FILTERS: AuditFilters = { action: null, actor: null, from: null, to: null };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isAction = (value: string | null): value is AuditAction => value !== null && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The filters a page's URL holds (`?action=&actor=&from=&to=`); anything unreadable is no filter. */
export function auditFiltersFromSearch(search: string): AuditFilters {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && DAY.test(value) ? value : null;
  };
  const action = params.get('action');
  const actor = params.get('actor');
  return { action: isAction(action) ? action : null, actor: actor && /^[\w-]{1,64}$/.test(actor) ? actor : null, from: day('from'), to: day('to') };
}

/** The URL's query for the filters, the other parameters of `search` (an organisation, say) kept. */
export function auditFiltersToSearch(filters: AuditFilters, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of ['action', 'actor', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API's query for the filters: a day's range runs from its first instant to the next day's. */
export function auditQuery(filters: AuditFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.action) query.action = filters.action;
  if (filters.actor) query.actor = filters.actor;
  if (filters.from) query.from = `${filters.from}T00:00:00.000Z`;
  if (filters.to) query.to = new Date(Date.parse(`${filters.to}T00:00:00.000Z`) + 86_400_000).toISOString();
  return query;
}

/** The filters as a cache key's parts. */
export const auditFiltersKey = (filters: AuditFilters) => [filters.action, filters.actor, filters.from, filters.to] as const;
