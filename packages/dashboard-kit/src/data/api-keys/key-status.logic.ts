import type { ApiKey } from '../../api/schemas/api-keys';

/** A key's standing, as the key table shows it and as the request log picks a key to show a first request with. */
export type KeyStatus = 'expired' | 'active' | 'inactive';

/** Expired if expires_at is past; otherwise Active if is_active; otherwise Inactive. */
export function keyStatus(key: Pick<ApiKey, 'expires_at' | 'is_active'>, now: Date): KeyStatus {
  if (key.expires_at && key.expires_at.getTime() < now.getTime()) return 'expired';
  return key.is_active ? 'active' : 'inactive';
}
