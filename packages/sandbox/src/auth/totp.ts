import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as the auth service and every authenticator app use it: SHA1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** One step either way: a phone's clock a little off, or a code typed as it turned. */
const SKEW_STEPS = 1;

function totpFor(secret: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/** A new factor's secret: 20 random bytes in base32 without padding. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32.replace(/=+$/, '');
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** Raw `<svg>` markup, as the auth service answers it. */
  qr_code: string;
}

export async function totpEnrolment(secret: string, issuer: string, email: string): Promise<TotpEnrolment> {
  const uri = totpFor(secret, email, issuer).toString();
  return { secret, uri, qr_code: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/**
 * The time step a code belongs to, within one step of now; undefined for a wrong code. The
 * step lets the caller refuse a code it has already accepted (RFC 6238, section 5.2). `now` is
 * the sandbox's clock: the authenticator app's time is the world's the sandbox plays.
 */
export function matchingStep(secret: string, code: string, now: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: SKEW_STEPS });
  return delta === null ? undefined : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
