// Prints CI's closing lines from the Vitest and Playwright JSON reports: each failed or flaky test
// by file and name with the start of its error (CI's log keeps only its tail), then "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

const playwrightReports = ['e2e', 'edge', 'base-path', 'dev-server', 'partners', 'visual'].map(
  (name) => `test-results/${name}.json`,
);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

/** The start of an error (its first two lines), without the colour codes a terminal reporter puts in them. */
const errorStart = (message = '') =>
  message
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(' ')
    .slice(0, 240);

if (existsSync('test-results/vitest.json')) {
  const vitest = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        failures.push(`failed [vitest] ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${errorStart(test.failureMessages?.[0])}`);
      }
    }
  }
}

function* specsOf(suite) {
  yield* suite.specs ?? [];
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

for (const report of playwrightReports) {
  if (!existsSync(report)) continue;
  const playwright = JSON.parse(readFileSync(report, 'utf8'));
  passed += (playwright.stats?.expected ?? 0) + (playwright.stats?.flaky ?? 0);
  failed += playwright.stats?.unexpected ?? 0;
  skipped += playwright.stats?.skipped ?? 0;
  for (const suite of playwright.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const label = test.status === 'flaky' ? 'flaky' : 'failed';
        failures.push(`${label} [${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${errorStart(error)}`);
      }
    }
  }
}

for (const failure of failures) console.info(failure);
console.info(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
