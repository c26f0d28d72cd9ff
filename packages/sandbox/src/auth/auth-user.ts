import type { Queryable } from '../db/db';
import { factorsOf, toAuthFactor } from '../db/mfa-factors';
import { toAuthUser, type UserRow } from '../db/users';

export type AuthUser = ReturnType<typeof toAuthUser> & { factors?: ReturnType<typeof toAuthFactor>[] };

/** The user as the auth service answers it: `factors` listed, and absent when there are none. */
export async function authUser(db: Queryable, user: UserRow): Promise<AuthUser> {
  const factors = await factorsOf(db, user.id);
  return factors.length > 0 ? { ...toAuthUser(user), factors: factors.map(toAuthFactor) } : toAuthUser(user);
}
