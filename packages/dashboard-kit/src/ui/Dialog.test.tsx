import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { Dialog } from './Dialog';

/** Renders a dialog that mounts open, and lets StrictMode's replay and its events settle. */
async function renderOpenDialog() {
  const onClose = vi.fn();
  renderWithDashboard(
    <Dialog open onClose={onClose} title="Secret">
      <p>shown once</p>
    </Dialog>,
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return onClose;
}

describe('Dialog under StrictMode (every render in this suite is)', () => {
  // Regression: StrictMode replays a mount (effect, clean-up, effect). The clean-up's close()
  // fires `close` a task later, after showModal() had opened the dialog again, and the dialog
  // took it as the user's: the "New API Key Created" dialog closed at once and the secret was lost.
  it('stays open when it mounts open', async () => {
    const onClose = await renderOpenDialog();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Secret' })).toHaveProperty('open', true);
  });

  it('still reports a close the browser made on its own', async () => {
    const onClose = await renderOpenDialog();
    (screen.getByRole('dialog', { name: 'Secret' }) as HTMLDialogElement).close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
