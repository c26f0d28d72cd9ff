import { useDashboard } from '../../context/context';
import type { TelemetryProperties } from '../../telemetry/port';
import { DashboardError } from '../../api/errors';
import { useAuthChange } from './auth-change';

/**
 * The profile was not saved: worded in the auth service's own words where it gave some, in
 * English (a catalogue's `saveFailed` replaces them in another language); what it said is its cause.
 */
export function profileSaveError(cause?: unknown): DashboardError {
  const said = typeof cause === 'object' && cause !== null ? (cause as { message?: unknown }).message : undefined;
  return new DashboardError({ section: 'profile', code: 'saveFailed', ...(typeof said === 'string' && said ? { serverMessage: said } : {}), cause });
}

/**
 * Saves the user's profile (the auth service's user_metadata): the session's user follows at once
 * (USER_UPDATED), and analytics' person properties with it. Fails with the profile's `saveFailed`.
 * @example
 * const save = useSaveProfile();
 * await save.mutateAsync({ display_name: 'Ada' });
 */
export function useSaveProfile() {
  const { telemetry } = useDashboard();
  return useAuthChange<TelemetryProperties, void>({
    hook: 'useSaveProfile',
    failed: profileSaveError,
    send: async (auth, data) => {
      const { error } = await auth.updateUser({ data });
      if (error) throw profileSaveError(error);
      telemetry.setPersonProperties(data);
    },
  });
}
