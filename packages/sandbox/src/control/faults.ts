import type { MiddlewareHandler } from 'hono';

/** A fault to inject: for a method and a path pattern, a status, a delay, or a dropped connection, N times. */
export interface Fault {
  id: number;
  method: string;
  /** A path with `*` wildcards, e.g. `/v1/billing/*`. */
  path: string;
  status?: number;
  delayMs?: number;
  drop?: boolean;
  remaining: number;
}

export interface FaultRegistry {
  add(fault: Omit<Fault, 'id'>): Fault;
  list(): Fault[];
  clear(): void;
  /** Takes one use of the first fault matching the request, if any. */
  take(method: string, path: string): Fault | undefined;
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

export function createFaultRegistry(): FaultRegistry {
  let faults: Fault[] = [];
  let nextId = 1;
  return {
    add(fault) {
      const added = { ...fault, id: nextId++ };
      faults.push(added);
      return added;
    },
    list: () => faults.map((fault) => ({ ...fault })),
    clear: () => {
      faults = [];
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
  };
}

/** Applies injected faults before any route runs (control routes are never faulted). */
export function faultMiddleware(registry: FaultRegistry): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || c.req.path.startsWith('/_sandbox')) return next();
    const fault = registry.take(c.req.method, c.req.path);
    if (!fault) return next();
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) {
      // Destroy the socket: the client sees a network error, not an HTTP answer.
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return new Response(null, { status: 499 });
    }
    if (fault.status) {
      return c.json({ message: `Injected fault: ${fault.status}`, code: 'injected_fault' }, fault.status as 500);
    }
    return next();
  };
}
