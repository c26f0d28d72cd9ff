import { Hono, type Context } from 'hono';
import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { tokenParam } from '../guards/bounds';
import { publicRoute, routeTable } from '../guards/route';

/** What a browser's telemetry may send in one call: PostHog batches and Sentry envelopes are far smaller. */
const TELEMETRY_BYTES = 1024 * 1024;
/** A compressed body may not unpack past this (a small gzip can unpack to gigabytes). */
const UNPACKED_BYTES = 8 * 1024 * 1024;

const gunzip = (bytes: Buffer) => gunzipSync(bytes, { maxOutputLength: UNPACKED_BYTES });

/** Decodes a PostHog capture body: JSON, raw gzip, or a base64 `data` form field. */
export async function decodePosthogBody(c: Context): Promise<unknown> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  let text: string;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    text = gunzip(bytes).toString('utf8');
  } else {
    text = bytes.toString('utf8');
    if (text.startsWith('data=')) {
      const data = new URLSearchParams(text).get('data') ?? '';
      text = Buffer.from(data, 'base64').toString('utf8');
    }
  }
  return JSON.parse(text);
}

/** A capture body holds one event, an array, or `{ batch: [...] }`. */
export function posthogEvents(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object' && Array.isArray((body as { batch?: unknown }).batch)) return (body as { batch: unknown[] }).batch;
  return [body];
}

/** Parses a Sentry envelope: a header line, then item-header and payload lines. */
export function parseEnvelope(text: string): { header: unknown; items: { header: unknown; payload: unknown }[] } {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const parse = (line: string | undefined) => {
    try {
      return line === undefined ? undefined : JSON.parse(line);
    } catch {
      return line;
    }
  };
  const items = [];
  for (let index = 1; index < lines.length; index += 2) items.push({ header: parse(lines[index]), payload: parse(lines[index + 1]) });
  return { header: parse(lines[0]), items };
}

async function store(ctx: SandboxContext, kind: string, payload: unknown): Promise<void> {
  await ctx.db.query('insert into telemetry (kind, payload) values ($1, $2)', [kind, JSON.stringify(payload)]);
}

const SINK = { stepUp: 'none', idempotency: 'none', rateLimit: 'none' } as const;

/** PostHog's ingestion endpoints, as far as posthog-js calls them. */
export function posthogIngest(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const access = publicRoute('a browser’s analytics events, sent as PostHog’s ingestion takes them (the project key is public)');
  const flags = { featureFlags: {}, flags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false, sessionRecording: false, supportedCompression: [] };
  const sent = { ...SINK, access, bounds: { raw: { maxBytes: TELEMETRY_BYTES } } };
  for (const path of ['/decide/*', '/flags/*']) routes.get(path, { ...SINK, access, bounds: {} }, (c) => c.json(flags)).post(path, sent, (c) => c.json(flags));
  const config = { ...SINK, access, bounds: { params: v.object({ key: tokenParam('Project key') }) } };
  routes.get('/array/:key/config', config, (c) => c.json({ sessionRecording: false, heatmaps: false, supportedCompression: [] }));
  routes.get('/array/:key/config.js', config, (c) => c.body('', 200, { 'content-type': 'application/javascript' }));
  routes.post('/*', sent, async (c) => {
    let body: unknown;
    try {
      body = await decodePosthogBody(c);
    } catch {
      return c.json({ status: 0, message: 'Could not decode the capture body' }, 400);
    }
    for (const event of posthogEvents(body)) await store(ctx, 'posthog', event);
    return c.json({ status: 1 });
  });
  return app;
}

/** Sentry's envelope endpoint: POST /api/<project>/envelope/. */
export function sentryIngest(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  const routes = routeTable(app, ctx);
  const access = publicRoute('a browser’s error reports, sent as Sentry’s envelope endpoint takes them (the DSN is public)');
  routes.post('/:project/envelope/', { ...SINK, access, bounds: { params: v.object({ project: tokenParam('Project') }), raw: { maxBytes: TELEMETRY_BYTES } } }, async (c, { params }) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    let envelope;
    try {
      envelope = parseEnvelope(bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzip(bytes).toString('utf8') : bytes.toString('utf8'));
    } catch {
      return c.json({ message: 'Could not decode the envelope' }, 400);
    }
    await store(ctx, 'sentry', { project: params.project, ...envelope });
    return c.json({ id: (envelope.header as { event_id?: string } | undefined)?.event_id ?? null });
  });
  return app;
}
