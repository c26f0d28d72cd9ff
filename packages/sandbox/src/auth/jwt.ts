import { exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Clock } from '../clock';
import type { Db } from '../db/db';

const ALG = 'ES256';

export interface Signer {
  /** Signs an access token with the claims the real auth service puts in. */
  sign(claims: JWTPayload, expiresInSeconds: number): Promise<string>;
  /** Verifies signature, issuer, audience and expiry; throws otherwise. */
  verify(token: string): Promise<JWTPayload>;
  jwks(): { keys: JWK[] };
}

/**
 * Loads the ES256 signing key from the database, making one on first start, so tokens
 * survive a restart and `getClaims` can verify them through the JWKS endpoint. Tokens are issued,
 * and expire, by the sandbox's clock.
 */
export async function loadSigner(db: Db, issuer: string, clock: Clock): Promise<Signer> {
  const { rows } = await db.query<{ kid: string; private_jwk: JWK; public_jwk: JWK }>(
    'select kid, private_jwk, public_jwk from signing_keys order by created_at limit 1',
  );
  let record = rows[0];
  if (!record) {
    const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
    const kid = crypto.randomUUID();
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: ALG };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig', key_ops: ['verify'] };
    await db.query('insert into signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3)', [kid, privateJwk, publicJwk]);
    record = { kid, private_jwk: privateJwk, public_jwk: publicJwk };
  }
  const privateKey = await importJWK(record.private_jwk, ALG);
  const publicKey = await importJWK(record.public_jwk, ALG);
  const { kid, public_jwk: publicJwk } = record;
  return {
    async sign(claims, expiresInSeconds) {
      const now = clock.nowSeconds();
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, publicKey, { issuer, audience: 'authenticated', algorithms: [ALG], currentDate: clock.now() });
      return payload;
    },
    jwks: () => ({ keys: [publicJwk] }),
  };
}
