import { useEffect, useState } from 'react';
import { DAY_MS, utcDate } from './utc-day';

/**
 * Today's date in UTC (the API's day, `YYYY-MM-DD`), rendered again as the day turns, so what
 * follows it (this month's usage, a range up to today) moves on at midnight in a page left open.
 */
export function useUtcToday(): string {
  const [today, setToday] = useState(() => utcDate(Date.now()));
  useEffect(() => {
    const untilTomorrow = DAY_MS - (Date.now() % DAY_MS);
    const timer = setTimeout(() => setToday(utcDate(Date.now())), untilTomorrow);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
