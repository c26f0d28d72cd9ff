import type { Db } from './db/db';
import type { Signer } from './auth/jwt';
import type { AmrEntry } from './auth/sessions';
import type { FaultRegistry } from './control/faults';
import type { RateLimiter } from './http/rate-limit';

export interface SandboxSettings {
  /** The dashboard's origin: CORS, redirects and mail links point here. */
  appUrl: string;
  /** Where the sandbox itself is reached, e.g. http://127.0.0.1:54321. */
  publicUrl: string;
  /** The publishable key clients send as `apikey`. */
  anonKey: string;
  /** Access token lifetime; tests shorten it to watch a refresh. */
  jwtExpirySeconds: number;
  /** How long a rotated refresh token still answers with the session's current one (the auth service's 10 s). */
  refreshTokenReuseSeconds: number;
  /** A session older than this needs an emailed code to change the password (the auth service's 24 h). */
  reauthenticationAfterSeconds: number;
  /** How recent a session's TOTP code must be for an action behind step-up (API-PROPOSAL.md: 10 minutes). */
  stepUpMaxAgeSeconds: number;
  /** Whether a signed-in user may link and unlink identities (the auth service's manual linking; off there by default). */
  manualLinkingEnabled: boolean;
}

export interface SandboxContext {
  db: Db;
  signer: Signer;
  settings: SandboxSettings;
  faults: FaultRegistry;
  rateLimits: RateLimiter;
  /** Stops listening for `ms`, then listens again (set once the server is up). */
  outage?: (ms: number) => Promise<void>;
}

/** Hono env: what middleware puts on the request context. */
export interface SandboxEnv {
  Variables: {
    userId: string;
    userEmail: string;
    /** The bearer token's assurance level and how its session was authenticated (step-up reads them). */
    aal: 'aal1' | 'aal2';
    amr: AmrEntry[];
  };
}
