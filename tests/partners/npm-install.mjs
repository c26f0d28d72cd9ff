// `npm install` that cannot hang CI. npm's install sometimes stops for good: every socket idle,
// nothing running, a promise that never settles (npm/cli#4028; seen here once in a fresh-clone
// run, idle for 17 minutes in the Next app's install). npm at `info` prints a line for every
// fetch and install script, so a long silence means that hang, not a slow machine: the install
// is stopped and made again from an empty node_modules.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const SILENCE_MS = 120_000;
const ATTEMPTS = 3;

/** Runs `command` in its own process group; resolves 'done', or 'silent' once it printed nothing for `silenceMs` (then it is stopped). */
export function runUnlessSilent(command, args, { cwd, silenceMs = SILENCE_MS }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const output = [];
    let silent = false;
    let timer;
    const listen = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        process.kill(-child.pid, 'SIGKILL');
      }, silenceMs);
    };
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        listen();
      });
    }
    listen();
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (silent) return resolve('silent');
      if (code === 0) return resolve('done');
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}`));
    });
  });
}

/** `npm install <args>` in `dir`, made again (up to three times in all) when it hangs. */
export async function npmInstall(args, dir) {
  const silence = `${SILENCE_MS / 1000} s`;
  for (let attempt = 1; ; attempt += 1) {
    console.info(`[partners] (${dir}) npm install ${args.join(' ')}`);
    const outcome = await runUnlessSilent('npm', ['install', '--loglevel=info', ...args], { cwd: dir });
    if (outcome === 'done') return;
    if (attempt === ATTEMPTS) throw new Error(`npm install in ${dir} printed nothing for ${silence}, ${ATTEMPTS} times: it hangs`);
    console.warn(`[partners] npm install in ${dir} printed nothing for ${silence}: stopped, trying again`);
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  }
}
