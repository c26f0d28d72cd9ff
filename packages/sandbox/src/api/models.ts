import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { CATALOGUE } from '../forecast/models';

/** GET /v1/models: the model catalogue (API-PROPOSAL.md, "The model catalogue"), the same for every caller. */
export function modelRoutes(_ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  app.get('/', (c) => c.json({ models: CATALOGUE }));
  return app;
}
