import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { Dialog } from './Dialog';
import { ScrollRegion } from './ScrollRegion';

/** jsdom lays nothing out: the content's width and the area's, as a browser would measure them. */
function layOut({ content, area }: { content: number; area: number }) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(area);
}

afterEach(() => {
  vi.restoreAllMocks();
});

const table = (
  <ScrollRegion label="Daily usage, scrollable">
    <table>
      <tbody>
        <tr>
          <td>2026-11-01</td>
        </tr>
      </tbody>
    </table>
  </ScrollRegion>
);

describe('ScrollRegion: a table’s scroll area', () => {
  it('is a named region in the tab order while its content is wider than it (a keyboard scrolls it)', () => {
    layOut({ content: 620, area: 342 });
    renderWithDashboard(table);
    const region = screen.getByRole('region', { name: 'Daily usage, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('is neither while its content fits: no tab stop that scrolls nothing', () => {
    layOut({ content: 600, area: 1_100 });
    renderWithDashboard(table);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('tabindex');
  });

  it('is a named region in the tab order as soon as its dialog opens, though it measured nothing before', () => {
    // Laid out only inside an open dialog, as a closed <dialog> lays out nothing.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.closest('dialog')?.open ? 620 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.closest('dialog')?.open ? 342 : 0;
    });
    renderWithDashboard(
      <Dialog open onClose={() => undefined} title="Request">
        {table}
      </Dialog>,
    );
    expect(screen.getByRole('region', { name: 'Daily usage, scrollable' })).toHaveAttribute('tabindex', '0');
  });
});
