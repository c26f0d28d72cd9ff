import type { Clock } from './clock';
import type { Db } from './db/db';
import type { Signer } from './auth/jwt';
import type { BearerSession } from './auth/bearer-session';
import type { AmrEntry } from './auth/sessions';
import type { FaultRegistry } from './control/faults';
import type { RateLimiter } from './http/rate-limit';
import type { RequestTail } from './requests/tail';
import type { Role } from './organizations/roles';

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
  /** How long after its creation a key becomes usable (the provider's "up to five minutes"). */
  keyActivationSeconds: number;
  /** The data API's rate limit per key. */
  forecastRequestsPerMinute: number;
}

export interface SandboxContext {
  db: Db;
  /** What the sandbox dates everything by (clock.ts): the machine's time, or where a test set it. */
  clock: Clock;
  signer: Signer;
  settings: SandboxSettings;
  faults: FaultRegistry;
  rateLimits: RateLimiter;
  /** Wakes the request log's live tails. */
  requestTail: RequestTail;
  /** Stops listening for `ms`, then listens again (set once the server is up). */
  outage?: (ms: number) => Promise<void>;
}

/** Hono env: what middleware puts on the request context. */
export interface SandboxEnv {
  Variables: {
    userId: string;
    /** Whose keys, credits and log the call acts on: the caller's personal account (its id is theirs) or an organisation's (api/account-scope.ts). */
    accountId: string;
    /** The caller's role in that organisation; null for their personal account, where they may do everything. */
    role: Role | null;
    /** The session the bearer token belongs to (a live tail ends with it). */
    sessionId: string;
    userEmail: string;
    /** The bearer token's assurance level and how its session was authenticated (step-up reads them). */
    aal: 'aal1' | 'aal2';
    amr: AmrEntry[];
    /** When the bearer token expires, in ms since the epoch (a live tail ends then). */
    tokenExpiresAt: number;
    /** The caller of an auth service route declared for a session, as its bearer says (guards/route.ts). */
    authSession: BearerSession;
    /** The id every provider API answer carries (http/request-id.ts). */
    requestId: string;
  };
}
