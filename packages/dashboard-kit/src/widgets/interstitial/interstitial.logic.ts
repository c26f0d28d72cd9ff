import { normalizePath } from '../../access/routes';

/** The verification types the interstitial form posts. */
export type VerificationType = 'signup' | 'recovery' | 'invite' | 'magiclink' | 'email_change' | 'unknown';

type ButtonKey = 'buttonSignup' | 'buttonRecovery' | 'buttonInvite' | 'buttonMagiclink' | 'buttonEmailChange';

/** The interstitial route, chosen by path, and its button. */
export const INTERSTITIAL_ROUTES: Readonly<Record<string, { type: Exclude<VerificationType, 'unknown'>; button: ButtonKey }>> = {
  '/login/confirm': { type: 'signup', button: 'buttonSignup' },
  '/login/recover': { type: 'recovery', button: 'buttonRecovery' },
  '/login/accept-invitation': { type: 'invite', button: 'buttonInvite' },
  '/login/magic-link': { type: 'magiclink', button: 'buttonMagiclink' },
  // Each of an email change's two links.
  '/login/email-change': { type: 'email_change', button: 'buttonEmailChange' },
};

/** The query an email change's links return with: the interstitial then says how the change stands. */
export const EMAIL_CHANGE_RETURN = 'confirmed';

export function interstitialFor(path: string): { type: VerificationType; button?: ButtonKey } {
  const route = INTERSTITIAL_ROUTES[normalizePath(path)];
  if (!route) {
    // An unknown path is logged as an error, with type unknown.
    console.error('Unknown email interstitial path', { path, type: 'unknown' });
    return { type: 'unknown' };
  }
  return route;
}

/**
 * redirect_to is the app's own sign-in page (its absolute URL) for signup and magic link,
 * and that page with ?action=update_password for recovery and invitation. An email change comes
 * back to this page (`here`), which says whether the other link is still needed.
 */
export function redirectToFor(type: VerificationType, loginUrl: string, here = loginUrl): string {
  switch (type) {
    case 'email_change':
      return `${here}?${EMAIL_CHANGE_RETURN}`;
    case 'signup':
    case 'magiclink':
      return loginUrl;
    case 'recovery':
    case 'invite':
      return `${loginUrl}?action=update_password`;
    default:
      console.error('Unknown email verification type', { type });
      return loginUrl;
  }
}

/** How an email change stands after one of its links: the other is still needed, it is done, or the link failed. */
export type EmailChangeOutcome = 'waitingForOther' | 'changed' | 'expired' | 'taken';

/**
 * Reads the fragment an email change's link returns with: the auth service's message after the
 * first link, a session after the second, an error code otherwise.
 */
export function emailChangeOutcome(hash: string): EmailChangeOutcome {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('error_code') === 'email_exists') return 'taken';
  if (params.has('error') || params.has('error_code')) return 'expired';
  if (params.has('access_token')) return 'changed';
  if (params.has('message')) return 'waitingForOther';
  return 'expired';
}
