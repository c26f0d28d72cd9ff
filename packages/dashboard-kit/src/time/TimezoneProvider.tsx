import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { outsideProviderError } from '../context/context';
import { safeStorage } from '../platform/storage';
import { formatFullDateTime, formatShortDate } from './format';
import { browserTimezone, initialTimezone, isListedTimezone, TIMEZONE_STORAGE_KEY } from './timezone.logic';

export interface TimezoneValue {
  timezone: string;
  /** Accepts only a listed zone; returns whether it was taken. */
  setTimezone: (zone: string) => boolean;
  formatDate: (value: Date | string | number) => string;
  formatDateTime: (value: Date | string | number) => string;
}

const TimezoneContext = createContext<TimezoneValue | null>(null);

/**
 * The display zone is worked out on first use, not on mount: asking Intl for the browser's
 * zone costs tens of milliseconds on a phone, and most pages (sign-in among them) show no date.
 */
/** `locale`: how dates are written (a BCP 47 tag). */
export function TimezoneProvider({ locale = 'en-US', children }: { locale?: string; children: ReactNode }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const setTimezone = useCallback((zone: string) => {
    if (!isListedTimezone(zone)) return false;
    safeStorage.set(TIMEZONE_STORAGE_KEY, zone);
    setChosen(zone);
    return true;
  }, []);
  const value = useMemo<TimezoneValue>(() => {
    let resolved: string | undefined;
    const zone = () => (resolved ??= chosen ?? initialTimezone(safeStorage.get(TIMEZONE_STORAGE_KEY), browserTimezone()));
    return {
      get timezone() {
        return zone();
      },
      setTimezone,
      formatDate: (date) => formatShortDate(date, zone(), locale),
      formatDateTime: (date) => formatFullDateTime(date, zone(), locale),
    };
  }, [chosen, setTimezone, locale]);
  return <TimezoneContext.Provider value={value}>{children}</TimezoneContext.Provider>;
}

/** The display time zone and formatters in it; throws outside `<DashboardProvider>`. */
export function useTimezone(): TimezoneValue {
  const value = useContext(TimezoneContext);
  if (!value) throw outsideProviderError('useTimezone');
  return value;
}
