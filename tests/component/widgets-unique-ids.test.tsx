import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithDashboard } from '../render';
import { WIDGET_REGISTRY } from '../widget-registry';

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

// A partner may show a widget twice on one page (two key panels, say): ids are per instance,
// so each heading still names its own section and each control its own panel.
describe.each(WIDGET_REGISTRY.filter((widget) => !widget.oncePerPage))('$name twice on one page', ({ render, ready, scenario, organization }) => {
  it('has no id twice and no reference to a missing id', async () => {
    renderWithDashboard(
      <>
        <div>{render()}</div>
        <div>{render()}</div>
      </>,
      { scenario, organization },
    );
    await ready();
    await waitFor(() => expect(duplicateIds()).toEqual([]));
    expect(danglingReferences()).toEqual([]);
  });
});
