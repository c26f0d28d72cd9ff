import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import type { ScenarioName } from '../../../../tests/msw/scenarios';
import { AccountStatusScreen } from '../screens/AccountStatusScreen';
import { AccountTabs } from './account/AccountTabs';
import { ApiKeysPanel } from './api-keys/ApiKeysPanel';
import { CliAuthPanel } from './cli-auth/CliAuthPanel';
import { CookieNotice } from './cookie-notice/CookieNotice';
import { CreditsPanel } from './credits/CreditsPanel';
import { PricingTables } from './pricing/PricingTables';

/** Every id in the document that more than one element has. */
function duplicateIds(): string[] {
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
}

/** Every aria-labelledby and aria-controls reference that names no element. */
function danglingReferences(): string[] {
  return [...document.querySelectorAll('[aria-labelledby], [aria-controls], [aria-describedby]')].flatMap((element) =>
    ['aria-labelledby', 'aria-controls', 'aria-describedby'].flatMap((name) =>
      (element.getAttribute(name) ?? '').split(/\s+/).filter((id) => id && !document.getElementById(id)).map((id) => `${name}=${id}`),
    ),
  );
}

const WIDGETS: { name: string; element: ReactElement; ready: () => Promise<unknown>; scenario?: ScenarioName }[] = [
  { name: 'ApiKeysPanel', element: <ApiKeysPanel />, ready: () => screen.findAllByText('Production') },
  { name: 'CreditsPanel', element: <CreditsPanel />, scenario: 'creditsUsage', ready: () => screen.findAllByRole('heading', { name: 'Low-balance alert' }) },
  { name: 'AccountTabs', element: <AccountTabs initialTab="profile" />, ready: () => screen.findAllByRole('tabpanel') },
  { name: 'PricingTables', element: <PricingTables />, ready: () => screen.findAllByRole('tabpanel') },
  { name: 'CliAuthPanel', element: <CliAuthPanel />, ready: () => screen.findAllByRole('heading', { level: 1 }) },
  { name: 'CookieNotice', element: <CookieNotice />, ready: () => screen.findAllByRole('region') },
  { name: 'AccountStatusScreen', element: <AccountStatusScreen status="waitlist" />, ready: () => screen.findAllByRole('heading', { level: 1 }) },
];

// A partner may show a widget twice on one page (two key panels, say): ids are per instance,
// so each heading still names its own section and each control its own panel.
describe.each(WIDGETS)('$name twice on one page', ({ element, ready, scenario }) => {
  it('has no id twice and no reference to a missing id', async () => {
    renderWithDashboard(
      <>
        <div>{element}</div>
        <div>{element}</div>
      </>,
      { scenario },
    );
    await ready();
    await waitFor(() => expect(duplicateIds()).toEqual([]));
    expect(danglingReferences()).toEqual([]);
  });
});
