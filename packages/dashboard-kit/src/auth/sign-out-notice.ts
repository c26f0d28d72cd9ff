import { safeStorage } from '../platform/storage';
import type { SignOutNotice } from './types';

/*
 * Why this browser was signed out without the user asking (SignOutNotice), left in storage for the
 * sign-in page, where the route guard may take the user first.
 */

const SIGN_OUT_NOTICE_KEY = 'signOutNotice';

/** Leaves the notice; a deleted account says more than an ended session and is not overwritten by one. */
export function leaveSignOutNotice(notice: SignOutNotice): void {
  if (notice === 'sessionEnded' && safeStorage.get(SIGN_OUT_NOTICE_KEY) === 'accountDeleted') return;
  safeStorage.set(SIGN_OUT_NOTICE_KEY, notice);
}

/** The notice left for the sign-in page, once: reading it forgets it. */
export function takeSignOutNotice(): SignOutNotice | undefined {
  const notice = safeStorage.get(SIGN_OUT_NOTICE_KEY);
  if (notice === null) return undefined;
  safeStorage.remove(SIGN_OUT_NOTICE_KEY);
  return notice === 'accountDeleted' || notice === 'sessionEnded' ? notice : undefined;
}
