import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepRoot } from '../../../../tests/react-roots';
import { Dialog } from './Dialog';
import { useDialogOpener } from './dialog-opener';

/** An owner as the key panel is: its state says whether the form is open; the form's fields are controlled. */
function KeyForm() {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [expires, setExpires] = useState(false);
  const opener = useDialogOpener('create-key');
  return (
    <>
      <button type="button" {...opener} onClick={() => setOpen(true)}>
        New API Key
      </button>
      <output>{`${open ? 'open' : 'closed'}, name ${name || '(none)'}, expires ${expires ? 'yes' : 'no'}`}</output>
      <Dialog open={open} onClose={() => setOpen(false)} title="Create New API Key" openedByPage={{ id: 'create-key', onOpened: () => setOpen(true) }}>
        <input aria-label="Key Name" value={name} onChange={(event) => setName(event.target.value)} />
        <label>
          <input type="checkbox" checked={expires} onChange={(event) => setExpires(event.target.checked)} />
          Set expiration
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => containers.splice(0).forEach((container) => container.remove()));

/** The page as the server sent it: the form's dialog is in it, closed. */
function servePage(): HTMLElement {
  const container = document.createElement('div');
  // eslint-disable-next-line no-restricted-syntax -- React's own server HTML, as a server would send it
  container.innerHTML = renderToString(<KeyForm />);
  document.body.append(container);
  containers.push(container);
  return container;
}

async function hydrate(container: HTMLElement) {
  await act(async () => {
    void keepRoot(hydrateRoot(container, <KeyForm />));
  });
}

describe('a dialog the page opens as HTML, before the app', () => {
  it('is in the server’s HTML, closed, under the id its button names', () => {
    const container = servePage();
    const dialog = container.querySelector('dialog');
    expect(dialog).toHaveAttribute('id', 'create-key');
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'New API Key' })).toHaveAttribute('commandfor', 'create-key');
    expect(screen.getByRole('button', { name: 'New API Key' })).toHaveAttribute('command', 'show-modal');
  });

  it('opened and filled in before the app, is the app’s when it takes over: open in its state, with what was typed and ticked', async () => {
    const container = servePage();
    const dialog = container.querySelector('dialog')!;
    // What the browser does for the button's command (jsdom has no invokers), and what the person typed.
    dialog.showModal();
    container.querySelector<HTMLInputElement>('input[aria-label="Key Name"]')!.value = 'Nightly';
    container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;

    await hydrate(container);
    expect(screen.getByText('open, name Nightly, expires yes')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create New API Key' })).toBe(dialog);
    expect(screen.getByLabelText('Key Name')).toHaveValue('Nightly');

    // From here it is React's: typing goes on from the text there, and closing hands focus back to the opener.
    await userEvent.type(screen.getByLabelText('Key Name'), ' job');
    expect(screen.getByText('open, name Nightly job, expires yes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText(/^closed/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New API Key' })).toHaveFocus();
  });

  it('not opened before the app, it leaves the page when the app takes over, and the app opens it', async () => {
    const container = servePage();
    await hydrate(container);
    expect(container.querySelector('dialog')).toBeNull();
    // The app's handler opens it from now on: the browser's command would open it a second time.
    expect(screen.getByRole('button', { name: 'New API Key' })).not.toHaveAttribute('commandfor');
    expect(screen.getByText('closed, name (none), expires no')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New API Key' }));
    expect(screen.getByRole('dialog', { name: 'Create New API Key' })).toHaveProperty('open', true);
    expect(screen.getByLabelText('Key Name')).toHaveFocus();
  });
});
