import type { MiddlewareHandler } from 'hono';

/** A fault to inject: for a method and a path pattern, a status, a delay, a hold or a dropped connection, N times. */
export interface Fault {
  id: number;
  method: string;
  /** A path with `*` wildcards, e.g. `/v1/billing/*`. */
  path: string;
  status?: number;
  delayMs?: number;
  /** Keep each matching request waiting until the fault is released (then apply the rest of it). */
  hold?: boolean;
  drop?: boolean;
  /** Let the request do its work, then break off the answer: the client never hears that it succeeded. */
  loseResponse?: boolean;
  remaining: number;
}

/** A holding fault's requests: how many wait now, and whether the test has let them go. */
export interface HoldState {
  id: number;
  held: number;
  released: boolean;
}

export interface FaultRegistry {
  add(fault: Omit<Fault, 'id'>): Fault;
  list(): Fault[];
  /** Removes every fault and lets every held request through. */
  clear(): void;
  /** Takes one use of the first fault matching the request, if any. */
  take(method: string, path: string): Fault | undefined;
  /** Resolves when the holding fault `id` is released; counts the request as held until then. */
  hold(id: number): Promise<void>;
  /** Lets the held requests of fault `id`, and any it matches later, through; undefined when there is no such hold. */
  release(id: number): HoldState | undefined;
  holdState(id: number): HoldState | undefined;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

interface Gate {
  held: number;
  released: boolean;
  open: () => void;
  opened: Promise<void>;
}

function createGate(): Gate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { held: 0, released: false, open, opened };
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  // A holding fault's gate outlives its uses: a test releases it after the last request arrived.
  const gates = new Map<number, Gate>();
  let nextId = 1;
  const stateOf = (id: number, gate: Gate): HoldState => ({ id, held: gate.held, released: gate.released });
  const release = (id: number) => {
    const gate = gates.get(id);
    if (!gate) return undefined;
    gate.released = true;
    gate.open();
    return stateOf(id, gate);
  };
  return {
    add(fault) {
      const added = { ...fault, id: nextId++ };
      faults.push(added);
      if (added.hold) gates.set(added.id, createGate());
      return added;
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear: () => {
      faults = [];
      for (const id of gates.keys()) release(id);
      gates.clear();
    },
    take(method, path) {
      const fault = faults.find(
        (candidate) =>
          candidate.remaining > 0 &&
          (candidate.method === '*' || candidate.method.toUpperCase() === method.toUpperCase()) &&
          patternToRegExp(candidate.path).test(path),
      );
      if (!fault) return undefined;
      fault.remaining -= 1;
      if (fault.remaining === 0) faults = faults.filter((candidate) => candidate !== fault);
      return { ...fault };
    },
    async hold(id) {
      const gate = gates.get(id);
      if (!gate || gate.released) return;
      gate.held += 1;
      await gate.opened;
      gate.held -= 1;
    },
    release,
    holdState(id) {
      const gate = gates.get(id);
      return gate && stateOf(id, gate);
    },
  };
}

/** Applies injected faults before any route runs (control routes are never faulted). */
export function faultMiddleware(registry: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/_sandbox')) return next();
    const fault = registry.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.hold) await registry.hold(fault.id);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    // Destroying the socket: the client sees a network error, not an HTTP answer.
    const destroySocket = () => (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming?.socket?.destroy();
    if (fault.drop) {
      destroySocket();
      return new Response(null, { status: 499 });
    }
    if (fault.loseResponse) {
      // The work is done and the status line goes out, then the body breaks off: the client
      // cannot know the outcome. (A reset before any byte would make browsers resend the request
      // on a fresh connection, as they do when a reused keep-alive connection closes under them.)
      await next();
      const body = await c.res.clone().text();
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(body.slice(0, Math.floor(body.length / 2))));
          setTimeout(() => controller.error(new Error('response lost on purpose')), 20);
        },
      });
      // After next(), Hono takes the answer from c.res, not from a returned Response.
      c.res = new Response(stream, { status: c.res.status, headers });
      return;
    }
    if (fault.status) {
      return c.json({ message: `Injected fault: ${fault.status}`, code: 'injected_fault' }, fault.status as 500);
    }
    return next();
  };
}
