import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { runUnlessSilent } from '../../partners/npm-install.mjs';

// A process that prints a line and then (as npm's hung install) waits forever, or ends.
const script = (after: string) => ['-e', `console.log('npm http fetch GET 200'); ${after}`];

describe('an install that cannot hang CI', () => {
  it('stops a process that goes silent, and says so', async () => {
    const started = Date.now();
    await expect(runUnlessSilent(process.execPath, script('setInterval(() => {}, 1000)'), { cwd: tmpdir(), silenceMs: 500 })).resolves.toBe('silent');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('lets a process that keeps printing run past the silence limit', async () => {
    // Four seconds of work, a line every half second, under a two-second limit.
    const chatty = "let n = 0; const t = setInterval(() => { console.log('line'); if (++n === 8) clearInterval(t); }, 500)";
    await expect(runUnlessSilent(process.execPath, script(chatty), { cwd: tmpdir(), silenceMs: 2000 })).resolves.toBe('done');
  });

  it('fails with the command when it exits with an error', async () => {
    await expect(runUnlessSilent(process.execPath, script('process.exit(3)'), { cwd: tmpdir(), silenceMs: 5000 })).rejects.toThrow(/exited with 3/);
  });
});
