import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { outsideProviderError } from '../provider/context';
import { safeStorage } from '../provider/storage';
import { formatFullDateTime, formatShortDate } from './format';
import { browserTimezone, initialTimezone, isListedTimezone, TIMEZONE_STORAGE_KEY } from './timezone.logic';

export interface TimezoneValue {
  timezone: string;
  /** Accepts only a listed zone (spec section 5); returns whether it was taken. */
  setTimezone: (zone: string) => boolean;
  formatDate: (value: Date | string | number) => string;
  formatDateTime: (value: Date | string | number) => string;
}

const TimezoneContext = createContext<TimezoneValue | null>(null);

export function TimezoneProvider({ children }: { children: ReactNode }) {
  const [timezone, setZone] = useState(() => initialTimezone(safeStorage.get(TIMEZONE_STORAGE_KEY), browserTimezone()));
  const setTimezone = useCallback((zone: string) => {
    if (!isListedTimezone(zone)) return false;
    safeStorage.set(TIMEZONE_STORAGE_KEY, zone);
    setZone(zone);
    return true;
  }, []);
  const value = useMemo<TimezoneValue>(
    () => ({
      timezone,
      setTimezone,
      formatDate: (date) => formatShortDate(date, timezone),
      formatDateTime: (date) => formatFullDateTime(date, timezone),
    }),
    [timezone, setTimezone],
  );
  return <TimezoneContext.Provider value={value}>{children}</TimezoneContext.Provider>;
}

/** The display time zone and formatters in it; throws outside `<DashboardProvider>` (spec section 8). */
export function useTimezone(): TimezoneValue {
  const value = useContext(TimezoneContext);
  if (!value) throw outsideProviderError('useTimezone');
  return value;
}
