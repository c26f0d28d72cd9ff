import type { ApiKeyUsage, UsageDay } from '../../packages/sandbox/src/db/credit-usage';
import { control, sandboxDay, type apiAs } from './harness';

/** Helpers for the spend-control contract tests (API-PROPOSAL.md). */
export type Call = Awaited<ReturnType<typeof apiAs>>;

/** The sandbox's today and its days before (UTC). */
export const today = () => sandboxDay();
export const daysAgo = (days: number) => sandboxDay(days);

/** Meters usage as the provider would; the answer's status says whether it was served. */
export function meter(url: string, email: string, costCents: number, options: { keyId?: string; eventId?: string } = {}) {
  return control(`${url}/_sandbox/usage`, 'POST', { email, tokens: costCents * 1_000, cost_cents: costCents, key_id: options.keyId, event_id: options.eventId });
}

export async function createKey(call: Call, name: string, extra: Record<string, unknown> = {}) {
  const response = await call('/v1/api-keys', { method: 'POST', body: JSON.stringify({ name, expires_at: null, ...extra }) });
  return (await response.json()) as { id: string; secret: string; monthly_spend_cap_cents: number | null; month_spend_cents: number };
}

export async function balanceCents(call: Call): Promise<number> {
  const { balance } = (await (await call('/v1/billing/api-credits/balance')).json()) as { balance: number | null };
  return Math.round((balance ?? 0) * 100);
}

export async function usageByKey(call: Call, query: string) {
  return (await (await call(`/v1/billing/api-credits/usage?${query}&group_by=key`)).json()) as { days: UsageDay[]; keys: ApiKeyUsage[] };
}

/** Opens a checkout for `cents` and pays it, as the user would on the checkout page. */
export async function buyCredits(call: Call, cents: number, idempotencyKey?: string) {
  const response = await call('/v1/billing/api-credits/buy-more', {
    method: 'POST',
    body: JSON.stringify({ amount_in_cents: cents }),
    headers: idempotencyKey ? { 'idempotency-key': idempotencyKey } : {},
  });
  const { checkout_url: checkoutUrl } = (await response.json()) as { checkout_url: string };
  return { checkoutUrl, pay: (card?: string) => payCheckout(checkoutUrl, card) };
}

/** Submits the checkout page's form, with one of the sandbox's cards where it offers a choice, as the browser posts it (from the page's own origin). */
export function payCheckout(checkoutUrl: string, card?: string) {
  return fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual', headers: { origin: new URL(checkoutUrl).origin }, body: new URLSearchParams(card ? { card } : {}) });
}
