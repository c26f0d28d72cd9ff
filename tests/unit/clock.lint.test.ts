import { describe, expect, it } from 'vitest';
import { lintMessagesFor as messagesFor } from './lint-messages';

// The sandbox dates by one clock, and the tests that talk to it read that clock: a test that
// reads this machine's date passes on the day it was written and fails on another.
describe('the clock a test or the sandbox may read', () => {
  const READ_ITS_CLOCK = 'Tests that talk to the sandbox read its clock';
  it.each([
    ['tests/e2e/probe.spec.ts', 'export const today = new Date().toISOString();', READ_ITS_CLOCK],
    ['tests/e2e/probe.spec.ts', 'export const soon = Date.now() + 1_000;', READ_ITS_CLOCK],
    ['tests/sandbox/probe.contract.test.ts', "export const sql = 'select 1 from api_usage where day = current_date';", READ_ITS_CLOCK],
    ['tests/dev-server/probe.spec.ts', 'declare const browser: { newContext(): Promise<unknown> };\nexport const other = browser.newContext();', 'newBrowserContext'],
    ['tests/e2e/probe.spec.ts', 'declare const page: { clock: { install(): Promise<void> } };\nexport const reset = page.clock.install();', "runs at the sandbox's time already"],
  ])('refuses the machine’s time in %s: %s', async (filePath, code, expected) => {
    expect((await messagesFor(code, filePath)).join('\n')).toContain(expected);
  });

  it.each([
    ['packages/sandbox/src/api/probe.ts', 'export const expiresAt = new Date(Date.now() + 60_000);'],
    ['packages/sandbox/src/db/probe.ts', 'export const sql = `update api_keys set deleted_at = now() where id = $1`;'],
    ['packages/sandbox/src/db/probe.ts', "export const sql = 'insert into audit_events (at) values (clock_timestamp())';"],
  ])('refuses Postgres’s or the machine’s clock in the sandbox, %s: %s', async (filePath, code) => {
    expect((await messagesFor(code, filePath)).join('\n')).toContain('The sandbox dates everything by its own clock');
  });

  it('lets the sandbox’s own clock through', async () => {
    const code = "declare const ctx: { clock: { nowMs(): number } };\nexport const at = ctx.clock.nowMs();\nexport const sql = 'update api_keys set deleted_at = sandbox_now() where id = $1';\n";
    expect(await messagesFor(code, 'packages/sandbox/src/api/probe.ts')).toEqual([]);
    expect(await messagesFor("export const parsed = new Date('2027-01-31T23:50:00Z');\n", 'tests/e2e/probe.spec.ts')).toEqual([]);
  });
});
