import type { Context, Handler, Hono } from 'hono';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import type { SandboxContext, SandboxEnv } from '../context';
import { bearerSession } from '../auth/bearer-session';
import { needsRecentCode, staleSessionRefusal } from '../auth/recent-code';
import { readForm, readJsonValue } from '../http/body';
import { apiError, authError } from '../http/errors';
import { rateKey, setRetryAfter, type RateRule } from '../http/rate-limit';
import { allows, PERMISSIONS, type Permission } from '../organizations/roles';
import { stepUpRefusal } from './step-up';
import { readIdempotencyHeader, runIdempotently, IDEMPOTENCY_WINDOW_HOURS } from './idempotency';

/**
 * Who may call a route. `public` says why nobody need be signed in (a browser's form post, an
 * unguessable link, the auth service's open endpoints); `api-key` is a key's secret, the data API;
 * `signed-in` is any session, acting on what is its own; `permission` a role in the account the
 * call acts for (a personal account's holder holds every one); `loopback` the sandbox's control API.
 */
export type Access =
  | { kind: 'public'; why: string }
  | { kind: 'api-key' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: Permission }
  | { kind: 'loopback' };

export const publicRoute = (why: string): Access => ({ kind: 'public', why });
export const API_KEY: Access = { kind: 'api-key' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const LOOPBACK: Access = { kind: 'loopback' };
export const needs = (permission: Permission): Access => ({ kind: 'permission', permission });

/**
 * Whether the caller must have entered a code recently, where they have a second factor:
 * `required` always; `{ when }` only in the case it names (raising a cap: the handler decides,
 * through `input.stepUp()`); `none` never.
 */
export type StepUp = 'none' | 'required' | { when: string };

/** `bound`: an `Idempotency-Key` is honoured, bound to the caller and the validated input. */
export type Idempotency = 'none' | 'bound';

/**
 * A limit and whose attempts it counts: the caller's, the account's (an organisation's), the
 * address's, the caller's from one address (the auth service's limits count per address), or the
 * address's for the email address a body names (its sign-in and recovery limits; a body that names
 * none is not counted by it).
 */
export interface Limit {
  rule: RateRule;
  per: 'user' | 'account' | 'address' | 'address-and-user' | 'address-and-email';
}

/** One limit, several (each counts; the first that is full refuses), or none. */
export type RateLimit = 'none' | Limit | readonly Limit[];

type Schema<T> = v.GenericSchema<unknown, T>;

/**
 * The bounds of what a route reads: its path parameters, its query and its body (JSON, or a
 * form a browser posts), each a schema that bounds every number, date, id and text. A route that
 * reads nothing of one says so by leaving it out; its handler gets only what the schemas let through.
 */
export interface Bounds<P, Q, B> {
  params?: Schema<P>;
  query?: Schema<Q>;
  body?: Schema<B>;
  /** A urlencoded or multipart form (a browser's post), instead of a JSON body. */
  form?: Schema<B>;
  /** A body the handler decodes itself (a telemetry envelope, gzip or base64): its size, bounded before it is read. */
  raw?: { maxBytes: number };
}

/** Everything a route declares about who may call it and what it accepts. Every field must be given. */
export interface RouteGuards<P = unknown, Q = unknown, B = unknown> {
  access: Access;
  stepUp: StepUp;
  idempotency: Idempotency;
  rateLimit: RateLimit;
  bounds: Bounds<P, Q, B>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route as its area declares it: what the route-table test reads. */
export interface RouteDeclaration extends RouteGuards {
  method: Method;
  /** The path inside its area. */
  path: string;
  /** How the area's refusals are shaped (the provider API's, or the auth service's). */
  errors: ErrorShape;
}

/** How the auth service words a step-up refusal: its status and the action differ per call, as the real service's do. */
export interface AuthStepUpRefusal {
  status: 401 | 403 | 422;
  action: string;
}

export interface RouteInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  /** The step-up check of a route whose step-up is `{ when }`: a refusal to return, or undefined. */
  stepUp(refusal?: AuthStepUpRefusal): Promise<Response | undefined>;
}

export type RouteHandler<P, Q, B> = (c: Context<SandboxEnv>, input: RouteInput<P, Q, B>) => Response | Promise<Response>;

export type ErrorShape = 'api' | 'auth';

const DECLARATION = Symbol('route declaration');

/** The declaration a registered handler was made from, if it was made by a route table. */
export function declarationOf(handler: unknown): RouteDeclaration | undefined {
  return typeof handler === 'function' ? (handler as { [DECLARATION]?: RouteDeclaration })[DECLARATION] : undefined;
}

function refuse(c: Context, shape: ErrorShape, status: ContentfulStatusCode, code: string, message: string, extra: object = {}): Response {
  return shape === 'auth' ? authError(c, status, code, message, extra) : apiError(c, status, message, { type: code, ...extra });
}

/** What is wrong with a failed parse, in the schema's own words: each problem once, joined. */
function problem(issues: v.BaseIssue<unknown>[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join('; ');
}

/** Whether any text in a value holds a NUL character, which no text column can store. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item));
  return false;
}

const NUL_MESSAGE = 'Text must not contain NUL characters';

type Parsed<T> = { ok: true; value: T } | { ok: false; status?: 400 | 413; code: string; message: string };

function parse<T>(schema: Schema<T> | undefined, raw: unknown): Parsed<T> {
  if (!schema) return { ok: true, value: undefined as T };
  if (holdsNul(raw)) return { ok: false, code: 'validation_failed', message: NUL_MESSAGE };
  const parsed = v.safeParse(schema, raw);
  return parsed.success ? { ok: true, value: parsed.output } : { ok: false, code: 'validation_failed', message: problem(parsed.issues) };
}

async function readBody<B>(c: Context, bounds: Bounds<unknown, unknown, B>): Promise<Parsed<B>> {
  if (bounds.raw) {
    // Read once here (Hono keeps it for the handler), so its size is known before anything decodes it.
    const size = (await c.req.arrayBuffer()).byteLength;
    if (size > bounds.raw.maxBytes) return { ok: false, status: 413, code: 'request_too_large', message: `Request body is larger than ${bounds.raw.maxBytes / 1024} KB` };
    return { ok: true, value: undefined as B };
  }
  if (bounds.form) {
    const form = await readForm(c);
    return form ? parse(bounds.form, form) : { ok: false, code: 'validation_failed', message: 'Could not read the form' };
  }
  if (!bounds.body) return { ok: true, value: undefined as B };
  const raw = await readJsonValue(c);
  return raw.ok ? parse(bounds.body, raw.value) : raw;
}

/**
 * Reads the auth service's bearer, with its own statuses for each failure, and puts the caller
 * where the guards and the handler read it. The provider API's middleware has read its own.
 */
async function authSessionRefusal(ctx: SandboxContext, c: Context<SandboxEnv>): Promise<Response | undefined> {
  const caller = await bearerSession(ctx, c);
  if (caller instanceof Response) return caller;
  c.set('authSession', caller);
  c.set('userId', caller.user.id);
  c.set('sessionId', caller.sessionId);
  c.set('userEmail', caller.user.email);
  c.set('aal', caller.aal);
  c.set('amr', caller.amr);
  return undefined;
}

/** The access check, after the area's own middleware has read the bearer (and the account scope). */
async function accessRefusal(ctx: SandboxContext, c: Context<SandboxEnv>, shape: ErrorShape, access: Access): Promise<Response | undefined> {
  if (access.kind === 'public' || access.kind === 'api-key' || access.kind === 'loopback') return undefined;
  if (shape === 'auth') {
    const refusal = await authSessionRefusal(ctx, c);
    if (refusal) return refusal;
  }
  // A route declared for a session fails closed if it was mounted where no bearer was read.
  if (!c.get('userId')) return refuse(c, shape, 401, 'not_signed_in', 'Missing bearer token');
  if (access.kind === 'signed-in') return undefined;
  const role = c.get('role');
  if (c.get('accountId') === undefined || role === undefined) return refuse(c, shape, 403, 'insufficient_role', 'This call names no account to act for');
  if (allows(role, access.permission)) return undefined;
  return refuse(c, shape, 403, 'insufficient_role', `Your role (${role}) cannot do this. It needs one of: ${PERMISSIONS[access.permission].join(', ')}.`, {
    permission: access.permission,
    role,
    allowed_roles: PERMISSIONS[access.permission],
  });
}

/** The bucket an attempt counts in, or undefined where the limit does not count it. */
function rateBucket(c: Context<SandboxEnv>, per: Limit['per'], body: unknown): string | undefined {
  if (per === 'user') return c.get('userId');
  if (per === 'account') return c.get('accountId');
  if (per === 'address') return rateKey(c);
  if (per === 'address-and-user') return rateKey(c, c.get('userId'));
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? rateKey(c, email) : undefined;
}

/**
 * One route, made from its declaration: the guards run in one order for every route (access,
 * bounds, step-up, rate limit, idempotency), so a handler cannot run before them or skip one, and
 * the handler reads only what the bounds let through.
 */
function guarded<P, Q, B>(ctx: SandboxContext, declaration: RouteDeclaration, guards: RouteGuards<P, Q, B>, handler: RouteHandler<P, Q, B>): Handler<SandboxEnv> {
  const shape = declaration.errors;
  const run: Handler<SandboxEnv> = async (c) => {
    const denied = await accessRefusal(ctx, c, shape, guards.access);
    if (denied) return denied;
    const stepUp = async (refusal: AuthStepUpRefusal = { status: 403, action: 'do this' }) => {
      if (shape === 'api') return stepUpRefusal(ctx, c);
      const stale = await needsRecentCode(ctx, c.get('userId'), { aal: c.get('aal'), amr: c.get('amr') });
      return stale ? staleSessionRefusal(c, refusal.status, refusal.action) : undefined;
    };
    const params = parse(guards.bounds.params, c.req.param());
    if (!params.ok) return refuse(c, shape, 400, params.code, params.message);
    const query = parse(guards.bounds.query, c.req.query());
    if (!query.ok) return refuse(c, shape, 400, query.code, query.message);
    const body = await readBody(c, guards.bounds);
    if (!body.ok) return refuse(c, shape, body.status ?? 400, body.code, body.message);
    // After the bounds: a 400 never hides behind a 403, so nobody enters a code for a request that cannot run.
    if (guards.stepUp === 'required') {
      const refusal = await stepUp();
      if (refusal) return refusal;
    }
    const limits: readonly Limit[] = guards.rateLimit === 'none' ? [] : 'rule' in guards.rateLimit ? [guards.rateLimit] : guards.rateLimit;
    for (const { rule, per } of limits) {
      const bucket = rateBucket(c, per, body.value);
      if (bucket === undefined) continue;
      const decision = ctx.rateLimits.take(rule, bucket);
      if (!decision.ok) {
        setRetryAfter(c, decision);
        const message = rule.refusal?.(decision.retryAfterSeconds) ?? `Too many ${rule.name} attempts. Try again in ${decision.retryAfterSeconds} seconds.`;
        return refuse(c, shape, 429, shape === 'auth' ? 'over_request_rate_limit' : 'rate_limited', message);
      }
    }
    const input: RouteInput<P, Q, B> = { params: params.value, query: query.value, body: body.value, stepUp };
    if (guards.idempotency === 'none') return handler(c, input);
    const header = readIdempotencyHeader(c);
    if (!header.ok) return refuse(c, shape, 400, 'validation_failed', header.message);
    if (header.key === null) return handler(c, input);
    const caller = `${c.get('userId') ?? ''}\u0000${c.get('accountId') ?? ''}`;
    const endpoint = `${declaration.method} ${routePath(c)}`;
    const ran = await runIdempotently(ctx.db, ctx.clock, { caller, key: header.key, endpoint, input: { params: params.value, body: body.value } }, async () => handler(c, input));
    if (ran.kind === 'first') return ran.response;
    if (ran.kind === 'reused') {
      return refuse(
        c,
        shape,
        422,
        'idempotency_key_reused',
        `This Idempotency-Key was sent with another request (another body or endpoint) within the last ${IDEMPOTENCY_WINDOW_HOURS} hours: use a new key for a new request`,
      );
    }
    const { answer } = ran;
    return c.body(answer.body, answer.status as ContentfulStatusCode, { 'content-type': answer.contentType, 'idempotent-replayed': 'true' });
  };
  return Object.assign(run, { [DECLARATION]: declaration });
}

type Registrar = <P = undefined, Q = undefined, B = undefined>(path: string, guards: RouteGuards<P, Q, B>, handler: RouteHandler<P, Q, B>) => RouteTable;

export interface RouteTable {
  get: Registrar;
  post: Registrar;
  put: Registrar;
  patch: Registrar;
  delete: Registrar;
}

/**
 * An area's routes, each registered with its guards: `routes.post('/', { access, stepUp,
 * idempotency, rateLimit, bounds }, handler)`. What the area mounts without a table (its
 * middleware) guards nothing by itself: the route-table test walks every route the app serves
 * and fails for one registered any other way.
 */
export function routeTable(app: Hono<SandboxEnv>, ctx: SandboxContext, errors: ErrorShape = 'api'): RouteTable {
  const register =
    (method: Method): Registrar =>
    (path, guards, handler) => {
      const declaration: RouteDeclaration = { method, path, errors, ...(guards as RouteGuards) };
      app.on(method, path, guarded(ctx, declaration, guards, handler));
      return table;
    };
  const table: RouteTable = { get: register('GET'), post: register('POST'), put: register('PUT'), patch: register('PATCH'), delete: register('DELETE') };
  return table;
}
