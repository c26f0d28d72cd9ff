import type { UsageDay } from '../../api/schemas/billing';

/** Whether anything was used in these days: a fresh account gets a friendly word, not an empty chart. */
export function hasUsage(days: readonly UsageDay[]): boolean {
  return days.some((day) => day.cost_cents > 0 || day.tokens > 0);
}

/** What the days cost together, in cents. */
export function totalCents(days: readonly UsageDay[]): number {
  return days.reduce((total, day) => total + day.cost_cents, 0);
}

/** The average daily spend over the days given (zero days included), in cents. */
export function averageDailyCents(days: readonly UsageDay[]): number {
  if (days.length === 0) return 0;
  return totalCents(days) / days.length;
}

/**
 * The runway: how many whole days the balance lasts at the average spend; null
 * without spend or without a positive balance (nothing to say then).
 */
export function runwayDays(balanceCents: number | null, averageCents: number): number | null {
  if (balanceCents === null || balanceCents <= 0 || averageCents <= 0) return null;
  return Math.floor(balanceCents / averageCents);
}

export interface Bar {
  day: UsageDay;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A round top for the axis (1, 2 or 5 times a power of ten) at or above the highest day. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((multiple) => multiple * power >= value)!;
  return step * power;
}

/** The chart's bars in a width x height box: one slot per day, a gap between, scaled to `top`. */
export function barLayout(days: readonly UsageDay[], width: number, height: number, top: number, dir: 'ltr' | 'rtl' = 'ltr'): Bar[] {
  const slot = width / Math.max(days.length, 1);
  const gap = Math.min(4, slot * 0.25);
  return days.map((day, index) => {
    // A day with any spend stays visible, however small next to the highest.
    const barHeight = day.cost_cents > 0 ? Math.max(1, (day.cost_cents / top) * height) : 0;
    // Time runs the way the text does: right to left, the first day at the right.
    const position = dir === 'rtl' ? days.length - 1 - index : index;
    return { day, x: position * slot + gap / 2, y: height - barHeight, width: slot - gap, height: barHeight };
  });
}

export type ThresholdCheck = { ok: true; cents: number | null } | { ok: false };

/** The alert's amount: empty is no alert; otherwise whole currency units, at least 1 (as the purchase amount). */
export function checkThreshold(input: string): ThresholdCheck {
  const value = input.trim();
  if (value === '') return { ok: true, cents: null };
  if (!/^\d+$/.test(value)) return { ok: false };
  const amount = Number(value);
  if (!Number.isSafeInteger(amount) || amount < 1 || amount > 100_000) return { ok: false };
  return { ok: true, cents: amount * 100 };
}
