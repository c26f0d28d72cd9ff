/** Spend is counted per calendar month in UTC, like the usage days: the month of the sandbox's now. */
export const MONTH_START_SQL = `date_trunc('month', sandbox_now() at time zone 'utc')::date`;

/** When this month's spend starts again from zero: the next month's first instant, UTC. */
export const NEXT_MONTH_START_SQL = `((date_trunc('month', sandbox_now() at time zone 'utc') + interval '1 month') at time zone 'utc')`;
