// Prints one closing line for CI, "N passed, N failed", from the Vitest and Playwright (journeys, dev server, partner apps, visual) JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

if (existsSync('test-results/vitest.json')) {
  const vitest = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
for (const report of ['test-results/e2e.json', 'test-results/edge.json', 'test-results/dev-server.json', 'test-results/partners.json', 'test-results/visual.json']) {
  if (!existsSync(report)) continue;
  const playwright = JSON.parse(readFileSync(report, 'utf8'));
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  failed += playwright.stats?.unexpected ?? 0;
  skipped += playwright.stats?.skipped ?? 0;
}
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
