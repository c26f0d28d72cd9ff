import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { CATALOGUE } from '../forecast/models';
import { routeTable, SIGNED_IN } from '../guards/route';

/** GET /v1/models: the model catalogue (API-PROPOSAL.md, "The model catalogue"), the same for every caller. */
export function modelRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  routeTable(app, ctx).get('/', { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, (c) => c.json({ models: CATALOGUE }));
  return app;
}
