/**
 * One SDK behind a queue: calls made before it has loaded wait and are replayed in order;
 * `start()` loads it, once. A failed load drops the queue and every later call: a blocked or
 * broken SDK must never break the dashboard.
 */
export interface LazySink<Client> {
  start(): void;
  run(call: (client: Client) => void): void;
}

export function lazySink<Client>(load: () => Promise<Client>): LazySink<Client> {
  let state: { kind: 'waiting'; queue: ((client: Client) => void)[] } | { kind: 'ready'; client: Client } | { kind: 'failed' } = { kind: 'waiting', queue: [] };
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
      load().then(
        (client) => {
          const queue = state.kind === 'waiting' ? state.queue : [];
          state = { kind: 'ready', client };
          for (const call of queue) call(client);
        },
        (error: unknown) => {
          console.warn('Telemetry could not start', error);
          state = { kind: 'failed' };
        },
      );
    },
    run(call) {
      if (state.kind === 'ready') call(state.client);
      else if (state.kind === 'waiting') state.queue.push(call);
    },
  };
}
