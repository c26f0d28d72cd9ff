import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { findReceipt, listPurchases, type PurchaseRow } from '../db/purchases';
import { apiError } from '../http/errors';
import * as v from 'valibot';
import { queryOf, tokenParam } from '../guards/bounds';
import { needs, publicRoute, routeTable } from '../guards/route';
import { receiptPage } from '../pages/receipt';
import { ACCOUNT_CURRENCY } from './usage';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

const cursorOf = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
const purchaseId = tokenParam('a purchase id', 64);

/** The purchase id a cursor names; null for a cursor that names none. */
const idOfCursor = (cursor: string): string | null => {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  return v.is(purchaseId, id) ? id : null;
};

/** GET /purchases: the account's purchases, newest first, a page at a time (API-PROPOSAL.md). */
export function purchaseRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const toPurchase = (row: PurchaseRow) => ({
    id: row.id,
    created_at: new Date(row.created_at).toISOString(),
    amount_cents: Number(row.amount_cents),
    currency: ACCOUNT_CURRENCY,
    kind: row.kind,
    status: row.status,
    receipt_number: row.receipt_number,
    receipt_url: row.receipt_token ? `${ctx.settings.publicUrl}/v1/billing/receipts/${row.receipt_token}` : null,
  });

  routeTable(app, ctx).get('/', { access: needs('billing:read'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { query: queryOf({ limit: 40, cursor: 200 }) } }, async (c, { query }) => {
    const rawLimit = query.limit ?? '20';
    const limit = /^\d+$/.test(rawLimit) ? Number(rawLimit) : Number.NaN;
    if (!(limit >= 1 && limit <= 100)) return apiError(c, 400, LIMIT_MESSAGE, { type: 'validation_failed' });
    const { cursor } = query;
    const after = cursor === undefined ? undefined : idOfCursor(cursor);
    const page = after === null ? undefined : await listPurchases(ctx.db, c.get('accountId'), limit, after);
    if (!page) return apiError(c, 400, 'cursor is not valid', { type: 'validation_failed' });
    const last = page.purchases.at(-1);
    return c.json({ purchases: page.purchases.map(toPurchase), next_cursor: page.more && last ? cursorOf(last.id) : null });
  });

  return app;
}

/** A receipt is static HTML with its styles inline: nothing else is allowed to load or run. */
export const RECEIPT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** GET /v1/billing/receipts/:token: a printable receipt that opens without a bearer, as card processors' do. */
export function receiptRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const guards = {
    access: publicRoute('a receipt opens from its unguessable link in any tab, as card processors’ do'),
    stepUp: 'none', idempotency: 'none', rateLimit: 'none',
    bounds: { params: v.object({ token: tokenParam('the receipt’s token') }), query: queryOf({ download: 8 }) },
  } as const;
  routeTable(app, ctx).get('/:token', guards, async (c, { params, query }) => {
    const receipt = await findReceipt(ctx.db, params.token);
    if (!receipt) return c.text('No such receipt', 404);
    // A receipt names its buyer: never cached by a shared cache, never indexed. Its token is in
    // its address: the page sends no referrer, runs no script, loads nothing from elsewhere and
    // cannot be framed by another site.
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('Content-Security-Policy', RECEIPT_CSP);
    if (query.download !== undefined) c.header('Content-Disposition', `attachment; filename="receipt-${receipt.receipt_number}.html"`);
    return c.html(receiptPage({ ...receipt, amount_cents: Number(receipt.amount_cents), currency: ACCOUNT_CURRENCY }));
  });
  return app;
}
