import { useTimezone } from '../time/TimezoneProvider';

/** A date in the user's zone (short month, day, year); hovering shows the full date-time with the zone. */
export function LocalDate({ value }: { value: Date | string }) {
  const { formatDate, formatDateTime } = useTimezone();
  const iso = value instanceof Date ? value.toISOString() : value;
  return (
    <time dateTime={iso} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}
