import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { usageByKey, usageDays, usageExportRows } from '../db/credit-usage';
import { apiError } from '../http/errors';
import { queryOf } from '../guards/bounds';
import { needs, routeTable } from '../guards/route';
import { renderUsageCsv, usageCsvFileName } from '../usage/csv';
import { parseUsageRange, utcToday } from '../usage/range';

/** The sandbox's accounts are kept in euros. */
export const ACCOUNT_CURRENCY = 'EUR';

/** Usage (API-PROPOSAL.md): the period's days, by key on request, and the CSV export. */
export function usageRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const READ = { access: needs('read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;

  routes.get('/', { ...READ, bounds: { query: queryOf({ days: 40, from: 40, to: 40, group_by: 40, key_days: 40 }) } }, async (c, { query }) => {
    const parsed = parseUsageRange(query, utcToday(ctx.clock.now()));
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const groupBy = query.group_by;
    if (groupBy !== undefined && groupBy !== 'key') return apiError(c, 400, 'group_by must be key', { type: 'validation_failed' });
    const keyDays = query.key_days;
    if (keyDays !== undefined && keyDays !== 'true' && keyDays !== 'false') return apiError(c, 400, 'key_days must be true or false', { type: 'validation_failed' });
    const accountId = c.get('accountId');
    const days = await usageDays(ctx.db, accountId, parsed.range);
    if (groupBy === undefined) return c.json({ days });
    const keys = await usageByKey(ctx.db, accountId, parsed.range);
    return c.json({ days, keys: keyDays === 'false' ? keys.map(({ days: _days, ...key }) => key) : keys });
  });

  routes.get('/export', { ...READ, bounds: { query: queryOf({ days: 40, from: 40, to: 40 }) } }, async (c, { query }) => {
    const parsed = parseUsageRange(query, utcToday(ctx.clock.now()), { allowDays: false });
    if (!parsed.ok) return apiError(c, 400, parsed.message, { type: 'validation_failed' });
    const rows = await usageExportRows(ctx.db, c.get('accountId'), parsed.range);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${usageCsvFileName(parsed.range)}"`);
    return c.body(renderUsageCsv(rows, ACCOUNT_CURRENCY));
  });

  return app;
}
