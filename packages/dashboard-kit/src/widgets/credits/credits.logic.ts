/** The preset amounts, the default and the minimum (whole currency units). */
export const CREDIT_PRESETS = [10, 25, 50, 100, 250] as const;
export const DEFAULT_CREDIT_AMOUNT = 10;
export const MIN_CREDIT_AMOUNT = 1;

export type AmountCheck = { ok: true; amount: number } | { ok: false; reason: 'empty' | 'invalid' | 'below-minimum' };

/** Whole units only (digits), at least 1. */
export function checkAmount(input: string): AmountCheck {
  const value = input.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(value)) return { ok: false, reason: 'invalid' };
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) return { ok: false, reason: 'invalid' };
  if (amount < MIN_CREDIT_AMOUNT) return { ok: false, reason: 'below-minimum' };
  return { ok: true, amount };
}

/** Sent as whole units times 100. */
export function toCents(amount: number): number {
  return amount * 100;
}
