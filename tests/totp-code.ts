import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (base32) at `now` (ms since the epoch: the
 * sandbox's clock, the time of the world it plays), `stepsAgo` 30-second steps back.
 */
export function totpCode(secret: string, now: number, stepsAgo = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: now - stepsAgo * 30_000 });
}
