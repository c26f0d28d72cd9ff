import { serve, type ServerType } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadSigner } from './auth/jwt';
import { createClock, syncDatabaseClock } from './clock';
import type { SandboxContext } from './context';
import { createFaultRegistry } from './control/faults';
import { createRateLimiter } from './http/rate-limit';
import { createRequestTail } from './requests/tail';
import { DEFAULT_RULES } from './control/routes';
import { openDb } from './db/db';
import { pruneAudit } from './audit/store';
import { isSeeded, seedMissingPersonas, seedMissingUsage, seedPersonas } from './seed/personas';

export const DEFAULT_PORT = 54321;
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';
/** The publishable key the dashboard sends as `apikey`; not a secret, only for the sandbox. */
export const SANDBOX_ANON_KEY = 'sb_publishable_sandbox_local_only';
const MAX_HEADER_BYTES = 64 * 1024;

export interface SandboxOptions {
  /** 0 picks a free port. @default 54321 */
  port?: number;
  /** Keep everything in memory (tests). */
  memory?: boolean;
  /** @default '.sandbox-data' */
  dataDir?: string;
  appUrl?: string;
  extraOrigins?: string[];
  /** Print one JSON line per request. */
  log?: boolean;
  /** Where the sandbox's clock starts (it runs on from there); the machine's time without one. */
  clock?: Date;
}

export interface RunningSandbox {
  url: string;
  ctx: SandboxContext;
  close(): Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 only; seeds on first start. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const db = await openDb({ memory: options.memory ?? false, dataDir: options.dataDir ?? '.sandbox-data' });
  const clock = createClock(options.clock);
  await syncDatabaseClock(db, clock);
  if (!(await isSeeded(db))) await seedPersonas(db, clock.now());
  else {
    await seedMissingPersonas(db, clock.now());
    await seedMissingUsage(db, clock.now());
    // The sandbox has no cron: a data folder kept past a year forgets its oldest audit events on start.
    await pruneAudit(db);
  }

  const settings = {
    appUrl: (options.appUrl ?? DEFAULT_APP_URL).replace(/\/+$/, ''),
    publicUrl: '',
    anonKey: SANDBOX_ANON_KEY,
    ...DEFAULT_RULES,
  };
  // Routes read ctx.signer per request; it is set as soon as the port (and so the issuer) is
  // known, before the URL is handed to anyone.
  const ctx = { db, clock, faults: createFaultRegistry(), rateLimits: createRateLimiter(clock), requestTail: createRequestTail(), settings } as SandboxContext;
  const app = createApp(ctx, {
    log: options.log ? (line) => process.stdout.write(`${line}\n`) : undefined,
    extraOrigins: options.extraOrigins,
  });
  let server: ServerType | undefined;
  const port = await new Promise<number>((resolve, reject) => {
    server = serve(
      // The auth service signs user_metadata into every access token, so a long profile makes a
      // long Authorization header: accept up to 64 KB (Node's default is 16 KB).
      { fetch: app.fetch, hostname: '127.0.0.1', port: options.port ?? DEFAULT_PORT, serverOptions: { maxHeaderSize: MAX_HEADER_BYTES } },
      (info: AddressInfo) => resolve(info.port),
    );
    server.once('error', reject);
  });
  const url = `http://127.0.0.1:${port}`;
  settings.publicUrl = url;
  ctx.signer = await loadSigner(db, `${url}/auth/v1`, clock);
  const http = server as unknown as Server;
  const stopListening = () =>
    new Promise<void>((resolve) => {
      http.close(() => resolve());
      http.closeAllConnections();
    });
  let closed = false;
  ctx.outage = async (ms) => {
    await stopListening();
    await new Promise((resolve) => setTimeout(resolve, ms));
    if (!closed) http.listen(port, '127.0.0.1');
  };
  return {
    url,
    ctx,
    close: async () => {
      closed = true;
      if (http.listening) await stopListening();
      await db.close();
    },
  };
}
