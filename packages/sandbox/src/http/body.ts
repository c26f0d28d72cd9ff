import type { Context } from 'hono';
import * as v from 'valibot';

/** Every JSON body is capped at 64 KB (bodyLimit middleware answers 413 past that). */
export const MAX_BODY_BYTES = 64 * 1024;

export type BodyResult<T> = { ok: true; value: T } | { ok: false; status: 400; message: string; code: string };

/**
 * Reads and validates a JSON body. Malformed JSON and a wrong shape are both a 400 with
 * a clear message; nothing downstream runs.
 */
export async function readJson<T>(c: Context, schema: v.GenericSchema<unknown, T>): Promise<BodyResult<T>> {
  const raw = await readJsonValue(c);
  if (!raw.ok) return raw;
  const parsed = v.safeParse(schema, raw.value);
  if (!parsed.success) {
    return { ok: false, status: 400, code: 'validation_failed', message: v.summarize(parsed.issues).replace(/\n/g, '; ') };
  }
  return { ok: true, value: parsed.output };
}

/** A JSON body as it was sent, not yet checked (an empty body is `{}`); malformed JSON is a 400. */
export async function readJsonValue(c: Context): Promise<BodyResult<unknown>> {
  try {
    const text = await c.req.text();
    return { ok: true, value: text.trim() === '' ? {} : JSON.parse(text) };
  } catch {
    return { ok: false, status: 400, code: 'bad_json', message: 'Could not parse request body as JSON' };
  }
}

/** Reads an urlencoded or multipart form, as a browser form post sends it. */
export async function readForm(c: Context): Promise<Record<string, string> | undefined> {
  try {
    const body = await c.req.parseBody();
    return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return undefined;
  }
}
