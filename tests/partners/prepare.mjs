// Builds the kit (unless its build is newer than its sources, as after `npm test`'s own build),
// packs it as npm would publish it, and installs and builds each partner app from that tarball
// in a folder outside this workspace (no workspace source, no path alias, no node_modules of
// ours above it). `playwright.partners.config.ts` then serves them.
//   node tests/partners/prepare.mjs [app ...]   (default: every app in apps.json)
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packKit } from '../../scripts/pack-kit.mjs';
import { npmUnlessHung } from '../../scripts/npm-unless-hung.mjs';

const repo = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const { sandboxPort, apps } = JSON.parse(readFileSync(new URL('./apps.json', import.meta.url), 'utf8'));
const PARTNERS_ROOT = process.env.PARTNERS_ROOT ?? join(tmpdir(), 'dashboard-kit-partners');
const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
const REACT_18 = ['react@^18.3.1', 'react-dom@^18.3.1', '@types/react@^18.3.0', '@types/react-dom@^18.3.0'];

/** The tarball is new in every run: its lockfile entry keeps the version, not a checksum. */
function forgetKitIntegrity(lockfile) {
  if (!existsSync(lockfile)) return;
  const lock = JSON.parse(readFileSync(lockfile, 'utf8'));
  delete lock.packages?.['node_modules/dashboard-kit']?.integrity;
  writeFileSync(lockfile, `${JSON.stringify(lock, null, 2)}\n`);
}

/** Every file's modification time under `paths` (files or folders); none for a missing path. */
function modifiedTimes(paths) {
  return paths.flatMap((path) => {
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [statSync(path).mtimeMs];
    return readdirSync(path, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs);
  });
}

/**
 * Whether the kit's build is newer than everything it is built from: `npm test` builds it before
 * anything else, and building it again here would only make the same files a second time.
 */
function kitBuildIsCurrent() {
  const built = modifiedTimes([join(repo, 'packages/dashboard-kit/dist')]);
  const sources = modifiedTimes(['packages/dashboard-kit/src', 'packages/dashboard-kit/package.json', 'tsup.config.ts', 'tsconfig.json', 'scripts/pure-styled-plugin.ts'].map((path) => join(repo, path)));
  return built.length > 0 && Math.min(...built) > Math.max(...sources);
}

function run(command, args, cwd, env = {}) {
  console.info(`[partners] ${cwd === repo ? '' : `(${cwd}) `}${command} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(apps);
mkdirSync(PARTNERS_ROOT, { recursive: true });

// 1. The tarball, exactly as `npm publish` would ship it.
if (kitBuildIsCurrent()) console.info('[partners] the kit\'s build is newer than its sources: packed as it is');
else run('npx', ['tsup'], repo);
const tarball = packKit();

// 2. Each app: a clean copy of its example, the tarball beside it, its own install and build.
for (const name of wanted) {
  const app = apps[name];
  const dir = join(PARTNERS_ROOT, name);
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(repo, 'examples', app.example), dir, {
    recursive: true,
    filter: (source) => !/(^|\/)(node_modules|dist|\.next)(\/|$)/.test(source.slice(repo.length)),
  });
  cpSync(tarball, join(dir, 'dashboard-kit.tgz'));
  forgetKitIntegrity(join(dir, 'package-lock.json'));
  // `npm install`, not `npm ci`: the lockfile pins every version, but lacks the platform builds
  // of native optional packages this registry does not serve, which `npm ci` refuses.
  await npmUnlessHung('install', ['--no-audit', '--no-fund'], dir);
  if (app.react === '18') await npmUnlessHung('install', ['--no-save', '--no-audit', '--no-fund', ...REACT_18], dir);
  run('npm', ['run', 'build'], dir, {
    VITE_SUPABASE_URL: sandboxUrl,
    VITE_API_URL: sandboxUrl,
    NEXT_PUBLIC_SANDBOX_URL: sandboxUrl,
    NEXT_TELEMETRY_DISABLED: '1',
  });
}
console.info(`[partners] ready in ${PARTNERS_ROOT}: ${wanted.join(', ')}`);
