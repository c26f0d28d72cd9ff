import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { runUnlessSilent } from '../../../scripts/npm-unless-hung.mjs';

// A process that prints a line and then (as npm's hung install) waits forever, or ends.
const script = (after: string) => ['-e', `console.log('added 901 packages'); console.error('npm http fetch GET 200'); ${after}`];

// What the install passes on to CI's log, kept out of the test run's.
let printed: MockInstance<typeof process.stdout.write>;
beforeEach(() => {
  printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an install that cannot hang CI', () => {
  it('stops a process that goes silent, and says so', async () => {
    const started = Date.now();
    await expect(runUnlessSilent(process.execPath, script('setInterval(() => {}, 1000)'), { cwd: tmpdir(), silenceMs: 500 })).resolves.toBe('silent');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lets a process that keeps printing run past the silence limit', async () => {
    // Four seconds of work, a line every half second, under a two-second limit.
    const chatty = "let n = 0; const t = setInterval(() => { console.error('line'); if (++n === 8) clearInterval(t); }, 500)";
    await expect(runUnlessSilent(process.execPath, script(chatty), { cwd: tmpdir(), silenceMs: 2000 })).resolves.toBe('done');
  });

  it('passes on the summary of an install that succeeds, not its info lines', async () => {
    await runUnlessSilent(process.execPath, script(''), { cwd: tmpdir(), silenceMs: 5000 });
    const text = printed.mock.calls.map(([chunk]) => String(chunk)).join('');
    expect(text).toContain('added 901 packages');
    expect(text).not.toContain('npm http fetch');
  });

  it('fails with the command and shows all it printed when it exits with an error', async () => {
    const shown = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(runUnlessSilent(process.execPath, script('process.exit(3)'), { cwd: tmpdir(), silenceMs: 5000 })).rejects.toThrow(/exited with 3/);
    expect(shown.mock.calls.map(([chunk]) => String(chunk)).join('')).toContain('npm http fetch GET 200');
  });
});
