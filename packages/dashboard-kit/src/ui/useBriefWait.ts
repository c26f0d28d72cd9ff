import { useEffect, useState } from 'react';

/**
 * True while `pending`, for at most `ms` from when it started: a view waits that long for a
 * part that would add to it (a column, a row), so the part does not shift what is already shown,
 * then shows without it.
 */
export function useBriefWait(pending: boolean, ms: number): boolean {
  const [overdue, setOverdue] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setOverdue(true), ms);
    return () => clearTimeout(timer);
  }, [pending, ms]);
  return pending && !overdue;
}
