/** Spend is counted per calendar month in UTC, like the usage days. */
export const MONTH_START_SQL = `date_trunc('month', now() at time zone 'utc')::date`;

/** When this month's spend starts again from zero: the next month's first instant, UTC. */
export function nextMonthStart(now = new Date()): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}
