import type { Browser, Locator, Page } from '@playwright/test';
import { expect, newBrowserContext, sandboxNow, signIn } from './fixtures';
import { ORGANIZATION, PERSONA, SANDBOX_PASSWORD } from '../../packages/sandbox/src/seed/persona-ids';
import { SANDBOX_ANON_KEY } from '../../packages/sandbox/src/server';
import { totpCode } from '../totp-code';
import { COOKIE_CONSENT_KEY } from '../../packages/dashboard-kit/src/document-init';

/** The seeded organisation's keys, and dev's personal ones. */
export const ORGANIZATION_KEYS = ['Forecast service', 'Batch jobs'];
export const PERSONAL_KEYS = ['Production', 'Staging'];

/** The switcher's button, which names the account acted for. */
export const switcher = (page: Page) => page.getByRole('button', { name: /^Switch account, now / });

/** Chooses an account in the top bar's switcher, as a user does. */
export async function switchTo(page: Page, account: string): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name: new RegExp(`^${account}`) }).click();
  await expect(switcher(page)).toHaveAccessibleName(new RegExp(`^Switch account, now ${account}`));
}

/** The account page's credits tab, reached from the profile menu. */
export async function openCreditsTab(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await page.getByRole('tab', { name: 'API Credits' }).click();
}

/** Signs a persona in on a page of the sidebar and moves to the seeded organisation. */
export async function inOrganization(page: Page, route: string, email: string): Promise<void> {
  await page.goto(route);
  await signIn(page, email);
  await switchTo(page, ORGANIZATION.name);
  await expect(page).toHaveURL(new RegExp(`[?&]org=${ORGANIZATION.slug}`));
}

/** A second person on a browser of their own. */
export async function secondPerson(browser: Browser): Promise<Page> {
  const context = await newBrowserContext(browser);
  const page = await context.newPage();
  await page.addInitScript((key) => localStorage.setItem(key, 'true'), COOKIE_CONSENT_KEY);
  return page;
}

/** Every one of `names` is on the page (a key's name, say). */
export async function expectShown(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
}

/**
 * An action the member's role may not take: aria-disabled with the reason as its description,
 * still focusable so the reason can be read, and pressing it opens no `dialog`.
 */
export async function expectRefusedForRole(page: Page, action: Locator, reason: string, dialog: string): Promise<void> {
  await expect(action).toHaveAttribute('aria-disabled', 'true');
  await expect(action).toHaveAccessibleDescription(reason);
  await action.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: dialog })).toHaveCount(0);
}

/** A call to the auth service as supabase-js makes it (the project's key; the session's bearer where given), answered 200. */
async function authCall(page: Page, sandboxUrl: string, path: string, token: string | null, data: unknown) {
  const response = await page.request.post(`${sandboxUrl}/auth/v1${path}`, { headers: { apikey: SANDBOX_ANON_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) }, data });
  expect(response.status(), path).toBe(200);
  return response.json();
}

/** A persona's access token, signed in with the password as the dashboard does. */
async function accessTokenOf(page: Page, sandboxUrl: string, email: string): Promise<string> {
  return (await authCall(page, sandboxUrl, '/token?grant_type=password', null, { email, password: SANDBOX_PASSWORD })).access_token;
}

/**
 * Another organisation of the seeded owner's, named like the seeded one, invites `email` as an
 * admin: what a look-alike's invitation is (made through the API as the owner's dashboard would).
 */
export async function inviteFromLookalike(page: Page, sandboxUrl: string, email: string): Promise<{ name: string; slug: string }> {
  const headers = { authorization: `Bearer ${await accessTokenOf(page, sandboxUrl, PERSONA.dev)}` };
  const created = await page.request.post(`${sandboxUrl}/v1/organizations`, { headers, data: { name: 'Sandbox Weather', slug: 'sandbox-weather-team' } });
  expect(created.status()).toBe(201);
  const lookalike = (await created.json()) as { id: string; name: string; slug: string };
  const invited = await page.request.post(`${sandboxUrl}/v1/organizations/${lookalike.id}/invitations`, { headers, data: { email, role: 'admin' } });
  expect(invited.status()).toBe(201);
  return lookalike;
}

/**
 * The seeded organisation's owner adds an authenticator app and requires two-step verification of
 * every member, through the auth service and the API as the dashboard would call them (the owner's
 * side of it is a journey of the settings page's own; here it is what another person did earlier).
 */
export async function requireTwoStepInSeededOrganization(page: Page, sandboxUrl: string): Promise<void> {
  const auth = (path: string, token: string, data: unknown) => authCall(page, sandboxUrl, path, token, data);
  const token = await accessTokenOf(page, sandboxUrl, PERSONA.dev);
  const factor = await auth('/factors', token, { factor_type: 'totp', friendly_name: 'Owner phone' });
  const challenge = await auth(`/factors/${factor.id}/challenge`, token, {});
  const verified = await auth(`/factors/${factor.id}/verify`, token, { challenge_id: challenge.id, code: totpCode(factor.totp.secret, await sandboxNow()) });
  const headers = { authorization: `Bearer ${verified.access_token}` };
  const { organizations } = (await (await page.request.get(`${sandboxUrl}/v1/organizations`, { headers })).json()) as { organizations: { id: string; slug: string }[] };
  const organization = organizations.find((entry) => entry.slug === ORGANIZATION.slug)!;
  const required = await page.request.put(`${sandboxUrl}/v1/organizations/${organization.id}/two-step-requirement`, { headers, data: { require_two_step: true } });
  expect(required.status()).toBe(200);
}
