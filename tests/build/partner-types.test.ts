import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packKit } from '../../scripts/pack-kit.mjs';

/**
 * A partner that signs in by itself and type-checks strictly: the packed kit installed as npm
 * installs it (its required peers come along, the optional ones do not), `skipLibCheck` off, so
 * every declaration the kit ships is checked, for both module resolutions partners use. Then the
 * same partner with @supabase/auth-js installed passes its client as `auth`.
 */
const FIXTURES = resolve('tests/partners/types');
const STRICT = {
  strict: true,
  skipLibCheck: false,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  noEmit: true,
  target: 'ES2022',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
};
const RESOLUTIONS = {
  Bundler: { module: 'ESNext', moduleResolution: 'Bundler' },
  Node16: { module: 'Node16', moduleResolution: 'Node16' },
} as const;
const OPTIONAL_PEERS = ['@supabase/auth-js', 'posthog-js', '@sentry/browser'];

/** The version this workspace has installed, so the partner gets what the kit is tested with. */
const installed = (name: string) => (JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string }).version;

const dir = mkdtempSync(join(tmpdir(), 'dashboard-kit-partner-types-'));

function npm(args: string[]) {
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
}

/** Runs the partner's own tsc on a config; its errors, or '' when it compiles. */
function typeCheck(config: string, compilerOptions: object, files: string[]): string {
  writeFileSync(join(dir, config), JSON.stringify({ compilerOptions, files }, null, 2));
  try {
    execFileSync(join(dir, 'node_modules/.bin/tsc'), ['-p', config], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}` || String(error);
  }
}

beforeAll(() => {
  if (!existsSync('packages/dashboard-kit/dist/index.d.ts')) throw new Error('packages/dashboard-kit/dist is missing: run `npm run build` first (npm test does).');
  cpSync(packKit(), join(dir, 'dashboard-kit.tgz'));
  mkdirSync(join(dir, 'src'));
  for (const file of ['config.ts', 'partner.tsx', 'with-auth-js.tsx']) cpSync(join(FIXTURES, file), join(dir, 'src', file));
  // An ES module package, as Node16 resolution reads `.tsx` files by the package's type.
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'strict-partner', private: true, type: 'module' }));
  const pinned = (name: string) => `${name}@${installed(name)}`;
  npm(['install', './dashboard-kit.tgz', ...['react', 'react-dom', '@types/react', '@types/react-dom', '@tanstack/react-query', 'styled-components', 'typescript'].map(pinned)]);
}, 240_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a strict partner with its own sign-in, from the packed kit', () => {
  it('has none of the optional peers installed', () => {
    for (const peer of OPTIONAL_PEERS) expect(existsSync(join(dir, 'node_modules', peer)), peer).toBe(false);
    expect(existsSync(join(dir, 'node_modules/dashboard-kit/dist/index.d.ts'))).toBe(true);
  });

  it.each(Object.keys(RESOLUTIONS) as (keyof typeof RESOLUTIONS)[])('type-checks with skipLibCheck off, moduleResolution %s', (resolution) => {
    expect(typeCheck(`tsconfig.${resolution}.json`, { ...STRICT, ...RESOLUTIONS[resolution] }, ['src/partner.tsx', 'src/config.ts'])).toBe('');
  }, 120_000);

  it('with @supabase/auth-js installed, passes its client as `auth` (directly and lazily)', () => {
    npm(['install', `@supabase/auth-js@${installed('@supabase/auth-js')}`]);
    expect(typeCheck('tsconfig.auth-js.json', { ...STRICT, ...RESOLUTIONS.Bundler }, ['src/with-auth-js.tsx', 'src/config.ts'])).toBe('');
  }, 120_000);
});
