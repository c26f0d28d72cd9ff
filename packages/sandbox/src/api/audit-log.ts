import { Hono } from 'hono';
import { AUDIT_ACTIONS, AUDIT_RETENTION_DAYS, exportAudit, listAudit, type AuditAction, type AuditFilters, type AuditRow } from '../audit/store';
import type { SandboxContext, SandboxEnv } from '../context';
import { apiError } from '../http/errors';
import { csvField } from '../usage/csv';
import { queryOf, UUID } from '../guards/bounds';
import { needs, routeTable } from '../guards/route';

const filterQuery = { from: 40, to: 40, action: 2000, actor: 40 } as const;

const DAY_MS = 86_400_000;
const CURSOR = /^\d{1,18}$/;

type Parsed = { ok: true; filters: AuditFilters } | { ok: false; message: string };

function instant(raw: string | undefined): number | undefined | null {
  if (raw === undefined || raw === '') return undefined;
  const at = Date.parse(raw);
  return /^\d{4}-\d{2}-\d{2}/.test(raw) && Number.isFinite(at) ? at : null;
}

/**
 * The log's filters from a query: `from` and `to` (ISO 8601; the whole year kept when absent),
 * `action` (comma-separated actions), `actor` (a user id).
 */
export function parseAuditFilters(query: Record<string, string | undefined>, now: number): Parsed {
  const from = instant(query.from);
  const to = instant(query.to);
  if (from === null || to === null)
    return {
      ok: false,
      message: 'from and to must be ISO 8601 dates or date-times',
    };
  const actions = (query.action ?? '')
    .split(',')
    .map((action) => action.trim())
    .filter(Boolean);
  const unknown = actions.find((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action));
  if (unknown)
    return {
      ok: false,
      message: `action ${unknown} is not one of: ${AUDIT_ACTIONS.join(', ')}`,
    };
  if (query.actor !== undefined && query.actor !== '' && !UUID.test(query.actor)) return { ok: false, message: 'actor must be a user id' };
  if (to !== undefined && to > now + DAY_MS) return { ok: false, message: 'to must be no later than a day from now' };
  // Nothing older than the retention is kept: a range starts there at the earliest (year 0 included).
  const retentionStart = now - AUDIT_RETENTION_DAYS * DAY_MS;
  const filters: AuditFilters = {
    from: Math.max(from ?? retentionStart, retentionStart),
    to: to ?? now + 1,
    actions: actions as AuditAction[],
  };
  if (query.actor) filters.actorId = query.actor;
  if (filters.from >= filters.to) return { ok: false, message: 'from must be before to' };
  return { ok: true, filters };
}

const iso = (value: Date) => new Date(value).toISOString();

/** An event as the API answers it. */
function toEvent(row: AuditRow) {
  return {
    id: row.id,
    at: iso(row.at),
    action: row.action,
    actor: row.actor_id === null ? null : { id: row.actor_id, email: row.actor_email },
    target: row.target_type === null ? null : { type: row.target_type, id: row.target_id, label: row.target_label },
    before: row.before,
    after: row.after,
    client_address: row.client_address,
  };
}

export const AUDIT_CSV_HEADER = [
  'time_utc',
  'action',
  'actor_email',
  'actor_id',
  'target_type',
  'target_id',
  'target_label',
  'before',
  'after',
  'client_address',
] as const;

/** The export's text: RFC 4180, every field a spreadsheet could read as a formula disarmed (the usage export's guard). */
export function renderAuditCsv(rows: readonly AuditRow[]): string {
  const json = (value: Record<string, unknown> | null) => (value === null ? '' : JSON.stringify(value));
  const lines = [AUDIT_CSV_HEADER.join(',')];
  for (const row of rows) {
    lines.push(
      [
        iso(row.at),
        row.action,
        row.actor_email ?? '',
        row.actor_id ?? '',
        row.target_type ?? '',
        row.target_id ?? '',
        row.target_label ?? '',
        json(row.before),
        json(row.after),
        row.client_address ?? '',
      ]
        .map((field) => csvField(field))
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The audit log (API-PROPOSAL.md): an account's changes to keys, money, members and security, kept a year, for owners and admins. */
export function auditLogRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const READ = { access: needs('audit:read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;

  routes.get('/', { ...READ, bounds: { query: queryOf({ ...filterQuery, limit: 40, cursor: 40 }) } }, async (c, { query }) => {
    const parsed = parseAuditFilters(query, ctx.clock.nowMs());
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const limitRaw = query.limit ?? '50';
    const limit = /^\d+$/.test(limitRaw) ? Number(limitRaw) : 0;
    if (limit < 1 || limit > 200)
      return apiError(c, 400, 'limit must be a whole number from 1 to 200', {
        type: 'validation_failed',
      });
    const { cursor } = query;
    if (cursor !== undefined && !CURSOR.test(cursor))
      return apiError(c, 400, 'cursor must be the next_cursor of a previous page', { type: 'validation_failed' });
    const page = await listAudit(ctx.db, c.get('accountId'), parsed.filters, {
      limit,
      beforeSeq: cursor,
    });
    return c.json({
      events: page.events.map(toEvent),
      next_cursor: page.nextCursor,
      retention_days: AUDIT_RETENTION_DAYS,
    });
  });

  routes.get('/export', { ...READ, bounds: { query: queryOf(filterQuery) } }, async (c, { query }) => {
    const parsed = parseAuditFilters(query, ctx.clock.nowMs());
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const rows = await exportAudit(ctx.db, c.get('accountId'), parsed.filters);
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="audit-log_${day(parsed.filters.from)}_to_${day(parsed.filters.to - 1)}_utc.csv"`);
    c.header('Cache-Control', 'private, no-store');
    return c.body(renderAuditCsv(rows));
  });

  return app;
}
