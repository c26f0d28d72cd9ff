import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySink } from './lazy-sink';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('lazySink', () => {
  it('queues calls until started and loaded, then replays them in order and runs later ones at once', async () => {
    const seen: string[] = [];
    const load = vi.fn(async () => ({ send: (what: string) => seen.push(what) }));
    const sink = lazySink(load);
    sink.run((client) => client.send('first'));
    sink.run((client) => client.send('second'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    sink.start();
    sink.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['first', 'second']);
    sink.run((client) => client.send('third'));
    expect(seen).toEqual(['first', 'second', 'third']);
  });

  it('drops the queue and every later call when the SDK cannot load, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = vi.fn();
    const sink = lazySink<{ send: () => void }>(() => Promise.reject(new Error('blocked by an ad blocker')));
    sink.run(call);
    sink.start();
    await settle();
    sink.run(call);
    expect(call).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Telemetry could not start', new Error('blocked by an ad blocker'));
  });
});
