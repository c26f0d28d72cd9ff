import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
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
});
