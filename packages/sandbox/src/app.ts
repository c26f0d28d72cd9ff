import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { apiRoutes } from './api/routes';
import { rawFilesRoute } from './api/files';
import { authRoutes } from './auth/routes';
import type { SandboxContext, SandboxEnv } from './context';
import { faultMiddleware } from './control/faults';
import { controlRoutes } from './control/routes';
import { publicRoute, routeTable } from './guards/route';
import { posthogIngest, sentryIngest } from './control/telemetry-ingest';
import { MAX_BODY_BYTES } from './http/body';
import { requestId, REQUEST_ID_HEADER } from './http/request-id';
import { requestLog, type LogSink } from './http/request-log';
import { html, page } from './pages/html';

const ALLOWED_HEADERS = ['apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version', 'accept', 'baggage', 'sentry-trace', 'idempotency-key', 'last-event-id', 'organization-id'];

/** Both origins of the dashboard (127.0.0.1 and localhost), plus any extra the env names. */
function allowedOrigins(appUrl: string, extra: string[]): Set<string> {
  const origin = new URL(appUrl).origin;
  return new Set([origin, origin.replace('127.0.0.1', 'localhost'), origin.replace('localhost', '127.0.0.1'), ...extra]);
}

export interface AppOptions {
  log?: LogSink;
  extraOrigins?: string[];
}

/** The sandbox: the provider API, the Supabase Auth subset, telemetry sinks and the control API. */
export function createApp(ctx: SandboxContext, options: AppOptions = {}) {
  const app = new Hono<SandboxEnv>();
  const origins = allowedOrigins(ctx.settings.appUrl, options.extraOrigins ?? []);
  if (options.log) app.use('*', requestLog(options.log, ctx.clock));
  app.use(
    '*',
    cors({
      origin: (origin) => (origins.has(origin) ? origin : null),
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['X-Supabase-Api-Version', 'Retry-After', 'Content-Disposition', REQUEST_ID_HEADER],
      maxAge: 600,
    }),
  );
  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ code: 'request_too_large', error_code: 'request_too_large', msg: 'Request body is larger than 64 KB', message: 'Request body is larger than 64 KB' }, 413),
  });
  app.use('/auth/*', limit);
  app.use('/v1/*', requestId());
  app.use('/v1/*', limit);
  app.use('*', faultMiddleware(ctx.faults));

  const pages = routeTable(app, ctx);
  const PAGE = { stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} } as const;
  pages.get('/', { ...PAGE, access: publicRoute('the sandbox’s start page: links to its outbox, its telemetry and the dashboard') }, (c) =>
    c.html(
      page(
        'Sandbox',
        html`<h1>dashboard-kit sandbox</h1>
<p>The local provider: the API under <code>/v1</code>, Supabase Auth under <code>/auth/v1</code>.</p>
<ul><li><a href="/_sandbox/mail">Outbox</a></li><li><a href="/_sandbox/telemetry">Telemetry</a></li><li><a href="${ctx.settings.appUrl}">Dashboard</a></li></ul>`,
      ),
    ),
  );
  pages.get('/docs/*', { ...PAGE, access: publicRoute('the stand-in for the provider’s documentation, which the dashboard links to') }, (c) =>
    c.html(page('API documentation', html`<h1>API documentation</h1><p>The real documentation lives with the provider; this is the sandbox's stand-in for <code>${c.req.path}</code>.</p>`)),
  );
  app.route('/auth/v1', authRoutes(ctx));
  app.route('/v1', apiRoutes(ctx));
  app.route('/files', rawFilesRoute(ctx));
  app.route('/ingest', posthogIngest(ctx));
  app.route('/api', sentryIngest(ctx));
  app.route('/_sandbox', controlRoutes(ctx));

  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  app.onError((error, c) => {
    // The error's kind, code and message only: a database error carries its query's parameters (a password's hash, a key's), which no log should hold.
    const { name, message } = error;
    const code = (error as { code?: unknown }).code;
    console.error(`[sandbox] unhandled error: ${name}${typeof code === 'string' ? ` ${code}` : ''}: ${message}`);
    return c.json({ message: 'Internal sandbox error' }, 500);
  });
  return app;
}
