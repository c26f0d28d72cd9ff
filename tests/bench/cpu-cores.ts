// Gives the measured page's main thread a core of its own. On a two-core machine the sandbox,
// the app's server and this process (Lighthouse's driver) would otherwise take turns with it,
// and every task of the page in the trace would grow by however long they ran: single readings
// of one route's blocking time spread from 49 to 1,173 ms that way. Only the main thread: with
// the whole browser on one core, its compile, raster and network threads took turns with it
// instead, stretching a 30 ms task to 160 ms, where a phone runs them on other cores.
import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

const TASKSET = '/usr/bin/taskset';

/** Everything but the pages' main threads: the servers, this process, the browser's other threads. */
const SHARED_CORE = '0';
/** The pages' main threads, alone. */
const MAIN_THREAD_CORE = String(availableParallelism() - 1);

/** Whether the machine has a core to spare for the main thread and `taskset` to give it one. */
export const PINNED = availableParallelism() >= 2 && existsSync(TASKSET);

/** Moves this process, every thread of it, to the shared core; the servers it starts from then on inherit it. */
export function pinThisProcess(): void {
  if (PINNED) execFileSync(TASKSET, ['-a', '-p', '-c', SHARED_CORE, String(process.pid)], { stdio: 'ignore' });
}

/**
 * An executable that starts `chromium` on the main-thread core, so the renderers its zygote forks
 * begin there; keepHelpersOffMainCore() moves every other thread off it (and a renderer's main
 * thread back, should it have been moved before it was known as one). Returns `chromium` itself
 * where cores cannot be pinned.
 */
export function browserOnMainThreadCore(chromium: string): string {
  if (!PINNED) return chromium;
  const wrapper = join(mkdtempSync(join(tmpdir(), 'bench-chromium-')), 'chromium');
  writeFileSync(wrapper, `#!/bin/sh\nexec ${TASKSET} -c ${MAIN_THREAD_CORE} ${chromium} "$@"\n`);
  chmodSync(wrapper, 0o755);
  return wrapper;
}

/** The executables a Chromium install runs (Debian's /usr/bin/chromium is a script that starts them). */
const BROWSER_EXECUTABLES = new Set(['chromium', 'chrome', 'chrome_crashpad_handler', 'headless_shell']);

/** A browser process's type from its command line ('browser' for the browser itself); null for any other program, or one gone. */
function browserProcessType(pid: string): string | null {
  try {
    if (!BROWSER_EXECUTABLES.has(readlinkSync(`/proc/${pid}/exe`).split('/').pop() ?? '')) return null;
    // Separated by NULs as started; by spaces once the process has renamed itself (setproctitle).
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return cmdline.find((arg) => arg.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
  } catch {
    return null;
  }
}

/**
 * Moves every thread of the running browsers to the shared core as it appears, but for each
 * renderer's main thread (its thread id is the process id), which gets the main-thread core to
 * itself, and the zygotes the renderers are forked from. A forked renderer reads as a zygote
 * until it renames itself, and the threads it starts begin on its main thread's core, so the
 * watch runs every few milliseconds until `stop()`. Each thread is moved once.
 */
export function keepHelpersOffMainCore(): { stop: () => void } {
  if (!PINNED) return { stop: () => undefined };
  const types = new Map<string, string | null>();
  const done = new Set<string>();
  const pin = (tid: string, core: string) => {
    done.add(tid);
    execFile(TASKSET, ['-p', '-c', core, tid], () => undefined);
  };
  const sweep = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      if (!types.has(pid) || types.get(pid) === 'zygote') types.set(pid, browserProcessType(pid));
      const type = types.get(pid);
      if (!type || type === 'zygote') continue;
      let threads: string[];
      try {
        threads = readdirSync(`/proc/${pid}/task`);
      } catch {
        types.delete(pid); // gone: its id may come back as another program
        continue;
      }
      for (const tid of threads) if (!done.has(tid)) pin(tid, type === 'renderer' && tid === pid ? MAIN_THREAD_CORE : SHARED_CORE);
    }
  };
  const timer = setInterval(sweep, 10);
  return { stop: () => clearInterval(timer) };
}

/** What the bench prints about where it ran. */
export function pinningNote(): string {
  return PINNED
    ? `each page's main thread alone on core ${MAIN_THREAD_CORE}; the servers, Lighthouse and the browser's other threads on core ${SHARED_CORE}`
    : 'cores not pinned (needs 2 cores and taskset): the servers share the browser’s cores';
}
