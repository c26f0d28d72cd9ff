import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKeyListSchema } from '../../packages/dashboard-kit/src/api/schemas/api-keys';
import { balanceSchema, checkoutSchema, pricingSchema } from '../../packages/dashboard-kit/src/api/schemas/billing';
import { browseSchema } from '../../packages/dashboard-kit/src/api/schemas/files';
import { ApiKeysPanel } from '../../packages/dashboard-kit/src/widgets/api-keys/ApiKeysPanel';
import { CreditsPanel } from '../../packages/dashboard-kit/src/widgets/credits/CreditsPanel';
import { FileBrowser } from '../../packages/dashboard-kit/src/widgets/file-browser/FileBrowser';
import { PricingTables } from '../../packages/dashboard-kit/src/widgets/pricing/PricingTables';
import { hostilePayloads, validPayloads } from '../fuzz/payloads';
import { TEST_API_URL } from '../msw/fixtures';
import { server } from '../msw/server';
import { renderWithDashboard } from '../render';

/**
 * What the user sees when an answer is malformed (SECURITY.md): each widget's own error
 * state with the catalogue text, never a crash or a blank panel. Payloads come from the
 * same generator as the parser fuzzing, with a fixed seed, keeping only those the schema
 * refuses once they have been through JSON.
 */
function refusedPayloads(valid: fc.Arbitrary<unknown>, schema: v.GenericSchema, count = 3): [string, unknown][] {
  const sampled = fc
    .sample(hostilePayloads(valid), { numRuns: 200, seed: 20261123 })
    .map((payload) => JSON.parse(JSON.stringify(payload) ?? 'null') as unknown);
  const refused = [PROTOTYPE_KEYS_ONLY, ...sampled].filter((payload) => !v.safeParse(schema, payload).success).slice(0, count + 1);
  return refused.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]);
}

/** Prototype keys as JSON.parse makes them: own properties, not the prototype. */
const PROTOTYPE_KEYS_ONLY = JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}') as unknown;

const answer = (method: 'get' | 'post', path: string, body: unknown) => server.use(http[method](`${TEST_API_URL}${path}`, () => HttpResponse.json(body as never)));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(Object.prototype).not.toHaveProperty('polluted');
  vi.restoreAllMocks();
});

describe('malformed answers show the widget error state', () => {
  it.each(refusedPayloads(validPayloads.keyList, apiKeyListSchema))('API keys list: %s', async (_label, body) => {
    answer('get', '/v1/api-keys', body);
    renderWithDashboard(<ApiKeysPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
    expect(screen.getByRole('heading', { name: 'API Keys' })).toBeInTheDocument();
  });

  it.each(refusedPayloads(validPayloads.balance, balanceSchema))('credits balance: %s', async (_label, body) => {
    answer('get', '/v1/billing/api-credits/balance', body);
    renderWithDashboard(<CreditsPanel />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load credits');
    expect(within(alert).getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('ignores prototype keys beside a good balance', async () => {
    answer('get', '/v1/billing/api-credits/balance', JSON.parse('{"balance": 5, "__proto__": {"balance": 999, "polluted": true}}'));
    renderWithDashboard(<CreditsPanel />);
    expect(await screen.findByText('€5.00')).toBeInTheDocument();
  });

  it.each(refusedPayloads(validPayloads.pricing, pricingSchema))('pricing: %s', async (_label, body) => {
    answer('get', '/v1/billing/api-credits/pricing', body);
    renderWithDashboard(<PricingTables />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pricing data: An unexpected error occurred.');
  });

  it.each(refusedPayloads(validPayloads.browse, browseSchema))('file browser: %s', async (_label, body) => {
    answer('get', '/v1/files/browse', body);
    renderWithDashboard(<FileBrowser />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading content');
    expect(within(screen.getByRole('grid', { name: 'Folder contents' })).queryAllByRole('row')).toHaveLength(0);
  });

  it.each([
    ...refusedPayloads(validPayloads.checkout, checkoutSchema),
    ['javascript: URL', { checkout_url: 'javascript:alert(document.cookie)' }] as [string, unknown],
  ])('checkout: %s', async (_label, body) => {
    answer('post', '/v1/billing/api-credits/buy-more', body);
    const redirect = vi.fn();
    renderWithDashboard(<CreditsPanel redirect={redirect} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Add Credits/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Credits' });
    await user.click(within(dialog).getByRole('button', { name: /Continue to payment/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Failed to create checkout session|No checkout URL provided/);
    expect(redirect).not.toHaveBeenCalled();
  });
});
