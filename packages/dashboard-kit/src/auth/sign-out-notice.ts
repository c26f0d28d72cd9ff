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

/** The notice left for the sign-in page, if any; it stays until `clearSignOutNotice`. */
export function readSignOutNotice(): SignOutNotice | undefined {
  const notice = safeStorage.get(SIGN_OUT_NOTICE_KEY);
  return notice === 'accountDeleted' || notice === 'sessionEnded' ? notice : undefined;
}

/**
 * Forgets the notice once the sign-in page has shown it: after a commit, not while rendering,
 * where a render React throws away (an interrupted one, StrictMode's second) would lose it unseen.
 */
export function clearSignOutNotice(): void {
  safeStorage.remove(SIGN_OUT_NOTICE_KEY);
}
