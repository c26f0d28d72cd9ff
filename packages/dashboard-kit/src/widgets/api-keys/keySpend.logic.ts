import type { SpendByKey } from '../../api/schemas/billing';

/** How long the key list waits for the spend before it shows without it (a slow metering service never holds the keys back long). */
export const SPEND_WAIT_MS: number = 400;

/** Each key's spend over the period, in cents, by key id; a key without usage is not listed (it spent nothing). */
export function spendByKey(usage: SpendByKey): Map<string, number> {
  return new Map(usage.keys.map((key) => [key.id, key.cost_cents]));
}
