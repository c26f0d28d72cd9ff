import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RequestLog } from '../packages/dashboard-kit/src/widgets/request-log/RequestLog';
import { FAILURES, liveTail, loggedRequest } from '../tests/msw/request-log-scenarios';
import { scenarioParameters } from '../tests/msw/story-parameters';
import { usage } from './docs';

/**
 * Proposed API (API-PROPOSAL.md): every request made with the user's keys. The
 * scenario's 120 requests end at 12:00 UTC on 27 November 2026, every failure kind among the first twenty.
 */
const meta = {
  title: 'Widgets/RequestLog',
  component: RequestLog,
  tags: ['autodocs'],
  // Each story starts without the live tails an earlier one opened.
  beforeEach: () => liveTail.reset(),
  parameters: { ...usage('RequestLog'), ...scenarioParameters('requestLogRows') },
} satisfies Meta<typeof RequestLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The log's table, in any of the toolbar's languages (the visual tests open these stories in German too). */
const table = (canvasElement: HTMLElement) => within(canvasElement).findByRole('table');

/**
 * The table's row at `rowIndex` (1 is the header), once drawn: the virtualized body may draw a
 * first row before it has measured its height and the rest a frame later.
 */
const findRow = (canvasElement: HTMLElement, rowIndex: number) =>
  waitFor(() => {
    const row = canvasElement.querySelector<HTMLElement>(`[role="row"][aria-rowindex="${rowIndex}"]`);
    if (!row) throw new Error(`Row ${rowIndex} is not drawn yet`);
    return row;
  });

/** The histogram over the last 24 hours above the requests, newest first, each with its status, key, model, place and cost. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(await findRow(canvasElement, 2)).getByText('200 OK')).toBeVisible();
    await expect(within(await findRow(canvasElement, 3)).getByText('400 Unknown model')).toBeVisible();
    await expect(await within(canvasElement).findByRole('img', { name: /^Requests over time, Last 24 hours: / })).toBeVisible();
  },
};

/** Filtered to client errors (a shared link's `?status=4xx`): the bar says so, with Clear filters. */
export const ClientErrorsOnly: Story = {
  args: { filters: { range: '24h', status: ['4xx'], outcomes: [] } },
  play: async ({ canvasElement }) => {
    const rows = within(await table(canvasElement)).getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
    for (const row of rows) await expect(within(row).getByText(/^4\d\d /)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

type Failure = keyof typeof FAILURES;

/** The log filtered to one outcome (as a shared link names it), its latest request open and explained. */
function explained(failure: Failure, says: RegExp): Story {
  return {
    args: { filters: { range: '24h', status: [], outcomes: [failure] } },
    play: async ({ canvasElement, globals }) => {
      // The newest request (a phone's rows have no header row above them).
      await table(canvasElement);
      const first = await findRow(canvasElement, 2);
      await userEvent.click(within(first).getByRole('button'));
      const index = 2 * (Object.keys(FAILURES) as Failure[]).indexOf(failure) + 1;
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: new RegExp(`${loggedRequest(index, failure).id}$`) });
      // The words in English; the German walk of every story checks none is left in German.
      if ((globals.locale ?? 'en') === 'en') await expect(await within(dialog).findByText(says)).toBeVisible();
    },
  };
}

export const UnknownModelExplained = explained('unknown_model', /^There is no model “ept3”\. Models you can ask for: /);
export const OutOfRangeExplained = explained('coordinates_out_of_range', /^The point 152\.52, 13\.405 is not on the globe/);
export const OutsideModelAreaExplained = explained('outside_model_domain', /^icon_eu covers latitudes 29\.5 to 70\.5/);
export const SpendCapExplained = explained('key_spend_cap_reached', /^This key reached its monthly spend cap of €50\.00/);
export const NoCreditsExplained = explained('insufficient_credits', /^Your credit balance did not cover this request\./);
export const RateLimitedExplained = explained('rate_limited', /^Too many requests with this key: at most 600 a minute\. .* 4 seconds/);
export const KeyNotActiveYetExplained = explained('key_not_yet_active', /^This key was new: a new key may take up to five minutes to become active\./);
export const KeyRolledExplained = explained('key_rolled', /Use the key that replaced it, key_01HZX3Q8REPLACEMENT\.$/);
export const ServerErrorExplained = explained('server_error', /^Something went wrong on our side\./);

/** Live, then paused: two requests arrived while paused wait above the table, counted, until shown. */
export const LivePausedWithArrivals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Live' }));
    await canvas.findByText('Following new requests');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    // Arrivals, as the API's tail would send them.
    liveTail.push({ ...loggedRequest(0), id: 'req_live_1', cursor: '1001', model: 'ept2_rr' });
    liveTail.push({ ...loggedRequest(0, 'rate_limited'), id: 'req_live_2', cursor: '1002' });
    await expect(await canvas.findByText('2 new requests while paused')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show 2 new requests' })).toBeVisible();
    await expect(canvas.queryByText('ept2_rr')).toBeNull();
  },
};

/** No request yet: the curl of a first request with the user's own key, its secret a placeholder. */
export const Empty: Story = {
  args: { filters: { range: '30d', status: [], outcomes: [] } },
  parameters: scenarioParameters('requestLogEmpty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No requests yet' })).toBeVisible();
    await expect(await canvas.findByText(/^curl -u "key_01HZX3Q8PRODUCTION:\$JUA_API_SECRET"/)).toBeVisible();
  },
};

/** A key's log before its first request (the key's View requests): that key's curl. */
export const EmptyForOneKey: Story = {
  args: { filters: { range: '24h', status: [], outcomes: [], keyId: 'key_01HZX3Q8NIGHTLYJOB' } },
  parameters: scenarioParameters('requestLogEmpty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^curl -u "key_01HZX3Q8NIGHTLYJOB:\$JUA_API_SECRET"/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenarioParameters('requestLogLoading'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading requests' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: scenarioParameters('requestLogFails'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Requests could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** An API without a request log (404): the widget renders nothing. */
export const NotOffered: Story = {
  parameters: scenarioParameters('requestLogNotOffered'),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.dk-request-log')).toBeNull());
  },
};
