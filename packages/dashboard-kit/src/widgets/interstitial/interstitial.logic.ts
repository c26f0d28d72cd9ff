import { normalizePath } from '../../access/routes';

/** The verification types the interstitial form posts. */
export type VerificationType = 'signup' | 'recovery' | 'invite' | 'magiclink' | 'unknown';

type ButtonKey = 'buttonSignup' | 'buttonRecovery' | 'buttonInvite' | 'buttonMagiclink';

/** The interstitial route, chosen by path, and its button. */
export const INTERSTITIAL_ROUTES: Readonly<Record<string, { type: Exclude<VerificationType, 'unknown'>; button: ButtonKey }>> = {
  '/login/confirm': { type: 'signup', button: 'buttonSignup' },
  '/login/recover': { type: 'recovery', button: 'buttonRecovery' },
  '/login/accept-invitation': { type: 'invite', button: 'buttonInvite' },
  '/login/magic-link': { type: 'magiclink', button: 'buttonMagiclink' },
};

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
 * and that page with ?action=update_password for recovery and invitation.
 */
export function redirectToFor(type: VerificationType, loginUrl: string): string {
  switch (type) {
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
