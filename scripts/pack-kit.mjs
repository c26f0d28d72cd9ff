// `npm run pack:kit`: packs the built kit as npm would publish it, and puts the tarball in each
// example as dashboard-kit.tgz (their package.json depends on `file:./dashboard-kit.tgz`).
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const examples = process.argv.slice(2).length ? process.argv.slice(2) : ['examples/partner-vite', 'examples/partner-next'];
const out = mkdtempSync(join(tmpdir(), 'dashboard-kit-pack-'));
execFileSync('npm', ['pack', '--silent', '--pack-destination', out], { cwd: 'packages/dashboard-kit', stdio: ['ignore', 'ignore', 'inherit'] });
const tarball = join(out, readdirSync(out).find((name) => name.endsWith('.tgz')));
for (const example of examples) copyFileSync(tarball, join(example, 'dashboard-kit.tgz'));
console.info(`packed ${tarball} into ${examples.join(', ')}`);
