import type { SpendByKey } from '../../../api/schemas/billing';
import type { AutoRechargeSettings, UsageExportRange } from '../../../api/schemas/spend';
import { DAY_MS, utcDate } from '../../../time/utc-day';
import { checkThreshold, totalCents } from '../usage.logic';

export interface KeySpendRow {
  id: string;
  name: string;
  deleted: boolean;
  cents: number;
  /** Of the period's total, 0 to 1. */
  share: number;
}

export interface KeySpend {
  rows: KeySpendRow[];
  /** The part of the period's spend the API could not tie to a key. */
  untiedCents: number;
  totalCents: number;
}

/** Each key's spend in the period, the most first (then by name), with its share of the account's. */
export function rankKeySpend(usage: SpendByKey): KeySpend {
  const total = totalCents(usage.days);
  const rows = usage.keys
    .map((key) => ({
      id: key.id,
      name: key.name,
      deleted: key.deleted,
      cents: key.cost_cents,
    }))
    .filter((row) => row.cents > 0)
    .sort((a, b) => b.cents - a.cents || a.name.localeCompare(b.name))
    .map((row) => ({ ...row, share: total > 0 ? row.cents / total : 0 }));
  const keyed = rows.reduce((sum, row) => sum + row.cents, 0);
  return { rows, untiedCents: Math.max(0, total - keyed), totalCents: total };
}

/** The API's longest export: a year, leap day included. */
export const MAX_EXPORT_DAYS = 366;

/** Today in UTC: the API's days are UTC days. */
export const utcToday = (now = Date.now()) => utcDate(now);

/** The last `days` UTC days up to `today`. */
export function lastDays(days: number, today: string): UsageExportRange {
  return {
    from: utcDate(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS),
    to: today,
  };
}

/**
 * The last 12 months up to `today`: from the day after the same date a year before (28 February,
 * a year before a 29th), so a span that holds a 29 February has its 366 days, not 365.
 */
export function lastTwelveMonths(today: string): UsageExportRange {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // Day 0 of the next month is this month's last: the year before may have no 29 February.
  const lastOfMonth = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  const yearBefore = Date.UTC(year - 1, month - 1, Math.min(day, lastOfMonth));
  return { from: utcDate(yearBefore + DAY_MS), to: today };
}

const isCalendarDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && utcDate(Date.parse(value)) === value;

/** A range the export takes: real dates, from not after to, to not after today, at most a year. */
export function checkExportRange(range: UsageExportRange, today: string): boolean {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return false;
  if (range.from > range.to || range.to > today) return false;
  return (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1 <= MAX_EXPORT_DAYS;
}

/** The file's name: the range, and that its days are UTC days (as the API names it). */
export const exportFileName = (range: UsageExportRange) => `usage_${range.from}_to_${range.to}_utc.csv`;

/** The auto-recharge form as typed: whole currency units. */
export interface AutoRechargeDraft {
  threshold: string;
  amount: string;
  limit: string;
}

/** The form's settings in cents, or null when an amount is missing, not whole, or the limit is below one recharge. */
export function checkAutoRecharge(draft: AutoRechargeDraft): AutoRechargeSettings | null {
  const [threshold, amount, limit] = [draft.threshold, draft.amount, draft.limit].map(checkThreshold);
  if (!threshold?.ok || !amount?.ok || !limit?.ok || threshold.cents === null || amount.cents === null || limit.cents === null) return null;
  if (limit.cents < amount.cents) return null;
  return {
    threshold_cents: threshold.cents,
    amount_cents: amount.cents,
    monthly_limit_cents: limit.cents,
  };
}

/** The form's starting values: the saved settings, or a suggestion for a first set-up. */
export function autoRechargeDraft(saved: Partial<Record<keyof AutoRechargeSettings, number | null>>): AutoRechargeDraft {
  const units = (cents: number | null | undefined, fallback: number) => String(cents == null ? fallback : cents / 100);
  return {
    threshold: units(saved.threshold_cents, 10),
    amount: units(saved.amount_cents, 25),
    limit: units(saved.monthly_limit_cents, 100),
  };
}
