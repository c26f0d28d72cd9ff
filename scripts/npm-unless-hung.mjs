// `npm ci` or `npm install` that cannot hang CI. npm's install sometimes stops for good: every
// socket idle, nothing running, a promise that never settles (npm/cli#4028; seen here once in a
// fresh-clone run, idle for 17 minutes in a partner app's install). npm at `info` prints a line
// for every fetch and install script, so a long silence means that hang, not a slow machine: the
// install is stopped and made again from an empty node_modules.
//   node scripts/npm-unless-hung.mjs ci --no-audit --no-fund   (CI's own install, .ci/run)
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SILENCE_MS = 120_000;
const ATTEMPTS = 3;

/**
 * Runs `command` in its own process group; resolves 'done', or 'silent' once it printed nothing
 * for `silenceMs` (then it is stopped). Its standard output is passed on when it succeeds (npm's
 * summary; its info lines go to standard error), all of it when it fails.
 */
export function runUnlessSilent(command, args, { cwd, silenceMs = SILENCE_MS }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout = [];
    const everything = [];
    let silent = false;
    let timer;
    const listen = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        silent = true;
        process.kill(-child.pid, 'SIGKILL');
      }, silenceMs);
    };
    // The group is detached from ours: stopping CI stops the install too.
    const stopChild = () => process.kill(-child.pid, 'SIGKILL');
    process.once('SIGINT', stopChild).once('SIGTERM', stopChild);
    child.stdout.on('data', (chunk) => stdout.push(chunk));
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        everything.push(chunk);
        listen();
      });
    }
    listen();
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('SIGINT', stopChild).off('SIGTERM', stopChild);
      if (silent) return resolve('silent');
      if (code === 0) {
        process.stdout.write(Buffer.concat(stdout));
        return resolve('done');
      }
      process.stderr.write(Buffer.concat(everything));
      reject(new Error(`${command} ${args.join(' ')} exited with ${code} in ${cwd}`));
    });
  });
}

/** `npm <command> <args>` (`ci` or `install`) in `dir`, made again (up to three times in all) when it hangs. */
export async function npmUnlessHung(command, args, dir) {
  const silence = `${SILENCE_MS / 1000} s`;
  const line = `npm ${[command, ...args].join(' ')}`;
  for (let attempt = 1; ; attempt += 1) {
    console.info(`(${dir}) ${line}`);
    const outcome = await runUnlessSilent('npm', [command, '--loglevel=info', ...args], { cwd: dir });
    if (outcome === 'done') return;
    if (attempt === ATTEMPTS) throw new Error(`${line} in ${dir} printed nothing for ${silence}, ${ATTEMPTS} times: it hangs`);
    console.warn(`${line} in ${dir} printed nothing for ${silence}: stopped, trying again`);
    rmSync(join(dir, 'node_modules'), { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command !== 'ci' && command !== 'install') throw new Error('usage: node scripts/npm-unless-hung.mjs ci|install [npm options]');
  await npmUnlessHung(command, args, process.cwd());
}
