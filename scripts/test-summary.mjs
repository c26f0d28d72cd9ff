// Prints one closing line for CI, "N passed, N failed", from the Vitest and Playwright JSON reports.
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
if (existsSync('test-results/e2e.json')) {
  const e2e = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
  passed += (e2e.stats?.expected ?? 0) + (e2e.stats?.flaky ?? 0);
  failed += e2e.stats?.unexpected ?? 0;
  skipped += e2e.stats?.skipped ?? 0;
}
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
