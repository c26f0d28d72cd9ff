import { Hono, type Context } from 'hono';
import { gunzipSync } from 'node:zlib';
import type { SandboxContext } from '../context';

/** Decodes a PostHog capture body: JSON, raw gzip, or a base64 `data` form field. */
export async function decodePosthogBody(c: Context): Promise<unknown> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  let text: string;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    text = gunzipSync(bytes).toString('utf8');
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

/** PostHog's ingestion endpoints, as far as posthog-js calls them. */
export function posthogIngest(ctx: SandboxContext) {
  const app = new Hono();
  const flags = { featureFlags: {}, flags: {}, featureFlagPayloads: {}, errorsWhileComputingFlags: false, sessionRecording: false, supportedCompression: [] };
  app.all('/decide/*', (c) => c.json(flags));
  app.all('/flags/*', (c) => c.json(flags));
  app.get('/array/:key/config', (c) => c.json({ sessionRecording: false, heatmaps: false, supportedCompression: [] }));
  app.get('/array/:key/config.js', (c) => c.body('', 200, { 'content-type': 'application/javascript' }));
  app.post('/*', async (c) => {
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
  const app = new Hono();
  app.post('/:project/envelope/', async (c) => {
    const bytes = Buffer.from(await c.req.arrayBuffer());
    const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
    const envelope = parseEnvelope(text);
    await store(ctx, 'sentry', { project: c.req.param('project'), ...envelope });
    return c.json({ id: (envelope.header as { event_id?: string } | undefined)?.event_id ?? null });
  });
  return app;
}
