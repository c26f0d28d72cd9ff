import { AuthApiError } from '@supabase/auth-js';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { AccountTabs } from '../../packages/dashboard-kit/src/widgets/account/AccountTabs';
import { ApiKeysPanel } from '../../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { CliAuthPanel } from '../../packages/dashboard-kit/src/widgets/cli-auth/CliAuthPanel';
import { FileBrowser } from '../../packages/dashboard-kit/src/widgets/file-browser/FileBrowser';
import { LoginScreen } from '../../packages/dashboard-kit/src/widgets/login/LoginScreen';
import { makeSession } from '../fakes/fake-auth-client';
import { TEST_API_URL } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithDashboard } from '../render';
import { PERSONA } from '../../packages/sandbox/src/seed/persona-ids';

/**
 * Hostile content renders inert (SECURITY.md): what a server, another user or a crafted link
 * puts in a name or a message reaches the page as that exact text, in an isolating element,
 * and never as markup. Layout at 390 and 1440 px is checked in the browser (e2e).
 */
const MARKUP = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const HOSTILE = {
  markup: MARKUP,
  scriptUrl: 'javascript:alert(document.cookie)',
  rightToLeft: 'invoice\u202Egpj.exe',
  zeroWidth: 'pro\u200Bduc\u200Dtion\uFEFF',
  replacementPatterns: "$& $' $` $$",
  long: 'x'.repeat(10_000),
};

function expectNoInjectedMarkup(container: HTMLElement): void {
  expect(container.querySelector('img, script, [onerror], [onload], a[href^="javascript:"]')).toBeNull();
}

/** The exact text is on the page, inside an element that isolates its direction. */
async function expectShownAsText(text: string): Promise<void> {
  const matches = await screen.findAllByText((_content, element) => element?.textContent === text && element.tagName === 'BDI');
  expect(matches.length).toBeGreaterThan(0);
}

describe('hostile content renders as text', () => {
  it('API key names', async () => {
    const keys = Object.values(HOSTILE).map((name, index) => ({ id: `k${index}`, name, created_at: '2026-11-01T10:00:00Z', expires_at: null, is_active: true }));
    server.use(http.get(`${TEST_API_URL}/v1/api-keys`, () => HttpResponse.json({ keys, active_key_limit: 20 })));
    const { container } = renderWithDashboard(<ApiKeysPanel />);
    await screen.findAllByText((_content, element) => element?.textContent === HOSTILE.rightToLeft);
    for (const name of Object.values(HOSTILE)) await expectShownAsText(name);
    expectNoInjectedMarkup(container);
  });

  it('file and folder names, and the breadcrumb', async () => {
    const folder = MARKUP.slice(0, 30);
    const contents = [
      ...Object.values(HOSTILE).map((name) => ({ name, path: `odd/${name}`, type: 'file' })),
      { name: folder, path: `odd/${folder}`, type: 'directory' },
    ];
    server.use(http.get(`${TEST_API_URL}/v1/files/browse`, ({ request }) => HttpResponse.json({ contents: new URL(request.url).searchParams.get('path') === 'odd' ? contents : [] })));
    const user = userEvent.setup();
    const { container } = renderWithDashboard(<FileBrowser path="odd" />);
    await screen.findAllByText((_content, element) => element?.textContent === HOSTILE.zeroWidth);
    for (const name of Object.values(HOSTILE)) await expectShownAsText(name);
    expectNoInjectedMarkup(container);
    await user.click(screen.getByRole('button', { name: folder }));
    expect(await within(screen.getByRole('navigation', { name: 'Files' })).findByText(folder)).toBeInTheDocument();
    expectNoInjectedMarkup(container);
  });

  it('profile metadata: display name and phone', async () => {
    const session = makeSession({ metadata: { full_name: `${MARKUP}${HOSTILE.long}`, phone_number: `${HOSTILE.scriptUrl}${HOSTILE.rightToLeft}` } });
    const { container } = renderWithDashboard(<AccountTabs />, { session });
    await expectShownAsText(`${MARKUP}${HOSTILE.long}`);
    await expectShownAsText(`${HOSTILE.scriptUrl}${HOSTILE.rightToLeft}`);
    expectNoInjectedMarkup(container);
  });

  it('the key name a CLI link asks for, replacement patterns included', () => {
    const name = `${HOSTILE.replacementPatterns} ${MARKUP}`;
    const search = `?callback=${encodeURIComponent('http://127.0.0.1:8976/cb')}&api_key_name=${encodeURIComponent(name)}`;
    const { container } = renderWithDashboard(<CliAuthPanel search={search} redirect={vi.fn()} />);
    expect(container.textContent).toContain(name);
    expectNoInjectedMarkup(container);
  });

  it('an error description in a login link, capped at 300 characters', async () => {
    const description = `${MARKUP} ${HOSTILE.rightToLeft} ${HOSTILE.long}`;
    const { container } = renderWithDashboard(<LoginScreen />, { session: null, url: `/login#error_description=${encodeURIComponent(description)}` });
    const warning = await screen.findByText((_content, element) => element?.textContent?.startsWith(MARKUP) === true && element.children.length === 0);
    expect(warning.textContent).toBe(`${description.slice(0, 299)}…`);
    expectNoInjectedMarkup(container);
  });

  it("the auth service's own error message", async () => {
    const user = userEvent.setup();
    const { auth, container } = renderWithDashboard(<LoginScreen />, { session: null, url: '/login' });
    auth.signInWithPassword = async () => ({ data: { user: null, session: null }, error: new AuthApiError(MARKUP, 500, 'unexpected_failure') }) as never;
    await user.type(await screen.findByLabelText('Email'), PERSONA.dev);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MARKUP)).toBeInTheDocument();
    expectNoInjectedMarkup(container);
  });
});
