import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/test-summary.mjs');
const ESC = String.fromCharCode(27);

let folder: string | undefined;
afterEach(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Runs the summary as CI does, in a checkout (`checkout`: its path) whose test-results hold `reports` (name to JSON). */
async function summaryOf(reports: (checkout: string) => Record<string, unknown>): Promise<string[]> {
  folder = await mkdtemp(join(tmpdir(), 'test-summary-'));
  await mkdir(join(folder, 'test-results'));
  for (const [name, report] of Object.entries(reports(folder))) await writeFile(join(folder, 'test-results', `${name}.json`), JSON.stringify(report));
  const { stdout } = await promisify(execFile)(process.execPath, [SCRIPT], { cwd: folder });
  return stdout.trim().split('\n');
}

/** A Playwright JSON report of one spec file, its tests nested in a describe as Playwright nests them. */
function playwrightReport(stats: Record<string, number>, tests: { title: string; line: number; status: string; project: string; error?: string }[]) {
  return {
    stats,
    suites: [
      {
        title: 'faults.spec.ts',
        specs: [],
        suites: [
          {
            title: 'faults',
            specs: tests.map((test) => ({
              title: test.title,
              file: 'faults.spec.ts',
              line: test.line,
              tests: [{ projectName: test.project, status: test.status, results: [{ error: test.error ? { message: test.error } : undefined }, {}] }],
            })),
          },
        ],
      },
    ],
  };
}

describe("CI's closing summary", () => {
  it('names each failed and flaky test with its place and the start of its error, then adds up every report', async () => {
    const lines = await summaryOf((checkout) => ({
      vitest: {
        numPassedTests: 10,
        numFailedTests: 1,
        numPendingTests: 2,
        numTodoTests: 1,
        testResults: [
          {
            // Vitest names a file by its absolute path; the summary names it from the checkout.
            name: `${checkout}/tests/unit/a.test.ts`,
            assertionResults: [
              { status: 'passed', fullName: 'a passes' },
              { status: 'failed', fullName: 'a breaks', failureMessages: [`${ESC}[31mAssertionError: expected 1 to be 2${ESC}[39m\n\n  at a.test.ts:3\n  at more`] },
            ],
          },
        ],
      },
      e2e: playwrightReport({ expected: 5, unexpected: 0, flaky: 1, skipped: 0 }, [
        { title: 'recovers', line: 12, status: 'flaky', project: 'chromium', error: 'Error: expect(locator).toBeVisible() failed\nLocator: x\nCall log: y' },
        { title: 'passes', line: 20, status: 'expected', project: 'chromium' },
      ]),
      edge: playwrightReport({ expected: 3, unexpected: 1, flaky: 0, skipped: 1 }, [{ title: 'drops', line: 40, status: 'unexpected', project: 'edge', error: 'Timeout 10000ms exceeded.' }]),
    }));
    expect(lines).toEqual([
      'failed [vitest] tests/unit/a.test.ts › a breaks: AssertionError: expected 1 to be 2 at a.test.ts:3',
      'flaky [chromium] faults.spec.ts:12 › recovers: Error: expect(locator).toBeVisible() failed Locator: x',
      'failed [edge] faults.spec.ts:40 › drops: Timeout 10000ms exceeded.',
      '19 passed, 2 failed, 4 skipped',
    ]);
  });

  it('says only the totals when everything passed, and reads whichever reports the run wrote', async () => {
    expect(await summaryOf(() => ({ 'base-path': playwrightReport({ expected: 7, unexpected: 0, flaky: 0, skipped: 0 }, []) }))).toEqual(['7 passed, 0 failed']);
  });
});
