import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kitModule, lazyFiles, ROUTE_MODULES, routeFiles, TELEMETRY_MODULES, type Manifest } from '../../../packages/host-app/build/route-chunks';
import type { Figure } from '../figures';

const DIST = 'packages/host-app/dist';
/** tests/build/first-paint.test.ts holds the same budgets in `npm test`. */
const LOGIN_BUDGET = 140_000;
const ROUTE_BUDGET = 200_000;

const gzip = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

/** Gzip bytes of JavaScript each measured route loads without a click, from the build `npm run bench` serves. */
export function routeBytes(): Figure[] {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const group = 'JavaScript per route, gzip (analytics and error SDKs load after first paint, not counted)';
  const figures: Figure[] = Object.entries(ROUTE_MODULES).map(([route, modules]) => ({
    group,
    name: route === '/login' ? '/login, to hydrate' : route,
    value: routeFiles(manifest, modules).reduce((total, file) => total + gzip(file), 0),
    unit: 'bytes',
    budget: { limit: route === '/login' ? LOGIN_BUDGET : ROUTE_BUDGET, kind: 'max' },
  }));
  for (const [sdk, path] of Object.entries(TELEMETRY_MODULES)) {
    const module = kitModule(manifest, path);
    if (!module) continue;
    figures.push({ group, name: `later: ${sdk}`, value: lazyFiles(manifest, module).reduce((total, file) => total + gzip(file), 0), unit: 'bytes' });
  }
  return figures;
}
