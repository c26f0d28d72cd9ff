import type { ApiKey } from '../../api/schemas/api-keys';

export type KeyStatus = 'expired' | 'active' | 'inactive';

/** Spec section 4: Expired if expires_at is past; otherwise Active if is_active; otherwise Inactive. */
export function keyStatus(key: Pick<ApiKey, 'expires_at' | 'is_active'>, now: Date): KeyStatus {
  if (key.expires_at && key.expires_at.getTime() < now.getTime()) return 'expired';
  return key.is_active ? 'active' : 'inactive';
}
