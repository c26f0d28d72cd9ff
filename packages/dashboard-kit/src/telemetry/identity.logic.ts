import type { AccessRecord } from '../api/schemas/access';
import type { SessionUser } from '../auth/types';
import { profileName, type ProfileMetadata } from '../access/profile';
import type { TelemetryUser } from './port';

/**
 * Analytics identify the derived user (sub, email, name,
 * permissions) with the subscription and trial fields of the access record.
 */
export function telemetryUser(user: SessionUser, access: AccessRecord): TelemetryUser {
  return {
    id: user.id,
    email: user.email,
    name: profileName(user.user_metadata as ProfileMetadata),
    permissions: Object.keys(access.permissions).sort(),
    traits: {
      role: access.role,
      subscription_active: access.subscription_active,
      subscription_start_date: access.subscription_start_date,
      subscription_end_date: access.subscription_end_date,
      is_in_trial: access.is_in_trial,
      trial_start_date: access.trial_start_date,
      trial_duration: access.trial_duration,
    },
  };
}
