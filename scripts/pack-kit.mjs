// `npm run pack:kit`: packs the built kit as npm would publish it, and puts the tarball in each
// example as dashboard-kit.tgz (their package.json depends on `file:./dashboard-kit.tgz`).
// tests/partners/prepare.mjs packs through packKit() too.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const KIT_DIR = fileURLToPath(new URL('../packages/dashboard-kit', import.meta.url));

/** `npm pack` of the kit's current build into a fresh temporary folder; the tarball's path. */
export function packKit() {
  const out = mkdtempSync(join(tmpdir(), 'dashboard-kit-pack-'));
  execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: KIT_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  return join(out, readdirSync(out).find((name) => name.endsWith('.tgz')));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const examples = process.argv.slice(2).length ? process.argv.slice(2) : ['examples/partner-vite', 'examples/partner-next'];
  const tarball = packKit();
  for (const example of examples) copyFileSync(tarball, join(example, 'dashboard-kit.tgz'));
  console.info(`packed ${tarball} into ${examples.join(', ')}`);
}
