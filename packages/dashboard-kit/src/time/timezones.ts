/**
 * The 22 display time zones ("22 zones including UTC, grouped Americas,
 * Europe, Asia and Pacific, Australia"; the full list is not in the spec). Chosen so each
 * country of the profile's list has its main zone here; South Africa sits under Europe,
 * the group whose offsets it shares. Labels are ours.
 */
export type TimezoneGroup = 'utc' | 'americas' | 'europe' | 'asiaPacific' | 'australia';

export interface TimezoneOption {
  id: string;
  label: string;
  group: TimezoneGroup;
}

export const TIMEZONES: readonly TimezoneOption[] = [
  { id: 'UTC', label: 'UTC', group: 'utc' },
  { id: 'America/New_York', label: 'Eastern Time (New York, Toronto)', group: 'americas' },
  { id: 'America/Chicago', label: 'Central Time (Chicago)', group: 'americas' },
  { id: 'America/Denver', label: 'Mountain Time (Denver)', group: 'americas' },
  { id: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles, Vancouver)', group: 'americas' },
  { id: 'America/Mexico_City', label: 'Mexico City', group: 'americas' },
  { id: 'America/Sao_Paulo', label: 'São Paulo', group: 'americas' },
  { id: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires', group: 'americas' },
  { id: 'America/Santiago', label: 'Santiago', group: 'americas' },
  { id: 'Europe/London', label: 'London', group: 'europe' },
  { id: 'Europe/Paris', label: 'Paris, Madrid, Rome, Brussels', group: 'europe' },
  { id: 'Europe/Berlin', label: 'Berlin, Amsterdam, Zurich, Vienna, Stockholm, Oslo, Copenhagen', group: 'europe' },
  { id: 'Europe/Helsinki', label: 'Helsinki', group: 'europe' },
  { id: 'Africa/Johannesburg', label: 'Johannesburg', group: 'europe' },
  { id: 'Asia/Kolkata', label: 'India (Kolkata)', group: 'asiaPacific' },
  { id: 'Asia/Singapore', label: 'Singapore', group: 'asiaPacific' },
  { id: 'Asia/Hong_Kong', label: 'Hong Kong', group: 'asiaPacific' },
  { id: 'Asia/Seoul', label: 'Seoul', group: 'asiaPacific' },
  { id: 'Asia/Tokyo', label: 'Tokyo', group: 'asiaPacific' },
  { id: 'Pacific/Auckland', label: 'Auckland', group: 'asiaPacific' },
  { id: 'Australia/Perth', label: 'Perth', group: 'australia' },
  { id: 'Australia/Sydney', label: 'Sydney, Melbourne', group: 'australia' },
];

export const TIMEZONE_GROUP_ORDER: readonly TimezoneGroup[] = ['utc', 'americas', 'europe', 'asiaPacific', 'australia'];
