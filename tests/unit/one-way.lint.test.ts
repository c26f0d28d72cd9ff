import { describe, expect, it } from 'vitest';
import { lintMessagesFor as messagesFor } from './lint-messages';

// A second way back into the kit fails its lint: its error's former names, a query key read by
// position, the address changed beside useAddressState and rewriteAddress.
describe('one way for each thing in the kit', () => {
  it.each([
    ['widgets/probe/useProbe.ts', "import { isDashboardApiError } from '../../api/errors';\nexport const failed = (error: unknown) => isDashboardApiError(error);", 'Say DashboardError'],
    ['data/probe.ts', "import { DashboardApiError } from '../api/errors';\nexport const error = new DashboardApiError({ code: 'NETWORK_ERROR' });", 'Say DashboardError'],
    ['provider/probe.ts', 'export const mine = ({ queryKey }: { queryKey: readonly unknown[] }) => queryKey[1] === "p1";', 'through data/keys.ts'],
    ['data/probe.ts', 'declare const query: { queryKey: readonly unknown[] };\nexport const user = query.queryKey[2];', 'through data/keys.ts'],
    ['data/probe.ts', "declare const answer: { key: readonly unknown[] };\nexport const resource = answer.key[2];", 'through data/keys.ts'],
    ['widgets/probe/useProbe.ts', "export const keep = () => window.history.replaceState(null, '', '?range=7d');", 'useAddressState'],
    ['widgets/probe/useProbe.ts', "export const push = () => history.pushState(null, '', '/logs');", 'useAddressState'],
    ['data/probe/endpoints.ts', "import { creditsEn } from '../../i18n/en/credits';\nexport const words = creditsEn.checkoutFailed;", 'never words'],
    ['widgets/probe/Probe.tsx', "export const classes = (className?: string) => ['dk-probe', className].filter(Boolean).join(' ');", 'tokenList'],
  ])('refuses, in src/%s: %s', async (file, code, expected) => {
    expect((await messagesFor(code, `packages/dashboard-kit/src/${file}`)).join('\n')).toContain(expected);
  });

  it('lets the one way through where it lives, and the aliases be exported', async () => {
    expect(await messagesFor("declare const queryKey: readonly unknown[];\nexport const provider = queryKey[1];\n", 'packages/dashboard-kit/src/data/keys.ts')).toEqual([]);
    expect(await messagesFor("export const rewrite = () => window.history.replaceState(window.history.state, '', '/');\n", 'packages/dashboard-kit/src/platform/location.ts')).toEqual([]);
    expect(await messagesFor("export const path = (text: string) => text.split('/').filter(Boolean).join('/');\n", 'packages/dashboard-kit/src/data/files/folder-path.ts')).toEqual([]);
    expect(await messagesFor("import { creditsEn } from '../../i18n/en/credits';\nexport const words = creditsEn.checkoutFailed;\n", 'packages/dashboard-kit/src/widgets/credits/words.ts')).toEqual([]);
    expect(await messagesFor("export { DashboardApiError, isDashboardApiError } from './api/errors';\n", 'packages/dashboard-kit/src/index.ts')).toEqual([]);
  });
});
