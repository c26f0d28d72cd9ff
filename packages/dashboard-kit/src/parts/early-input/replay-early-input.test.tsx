import { runInNewContext } from 'node:vm';
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepRoot } from '../../../../../tests/react-roots';
import { EARLY_INPUT_ATTRIBUTE, EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, HELD_CONTROL_ATTRIBUTE } from '../../platform/early-input-script';
import { EarlyInputScope, usePressable } from '../../platform/early-input-scope';
import { takeHeldQuickLinksShortcut } from '../quick-links-shortcut/heldShortcut';
import { useDialogOpener } from '../../ui/dialog-opener';
import { replayEarlyInput } from './replay-early-input';

/** A prerendered page's control as the kit's Button makes it: pressable only where a press reaches it. */
function PressButton({ onPress }: { onPress: () => void }) {
  const pressable = usePressable();
  return (
    <button type="button" disabled={!pressable} onClick={onPress}>
      New API Key
    </button>
  );
}

/** A button that opens its dialog as HTML until the app is in (the dialog itself is not needed here). */
function OpenerButton({ dialogId, ...rest }: { dialogId: string; children: string; 'aria-keyshortcuts'?: string }) {
  return <button type="button" {...useDialogOpener(dialogId)} {...rest} />;
}

/** A form that says how often it was sent, as React sees it. */
function CountingForm() {
  const [sent, setSent] = useState(0);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSent((count) => count + 1);
  };
  return (
    <form aria-label="Search" onSubmit={send}>
      <input aria-label="Query" />
      <output>{`sent ${sent}`}</output>
    </form>
  );
}

let container: HTMLElement;

/** The page as a host serves it: `page` prerendered into #root with the early-input attribute, the script run in its head. */
function servePrerendered(page: React.ReactElement) {
  // eslint-disable-next-line no-restricted-syntax -- the server's own HTML, parsed as the browser parses the page
  container.innerHTML = renderToString(page);
  container.setAttribute(EARLY_INPUT_ATTRIBUTE, '');
  runInNewContext(EARLY_INPUT_SCRIPT, { window, document, Element });
}

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  // A test that never replayed leaves the script listening: stop it.
  (window as unknown as Record<string, { take(): unknown } | undefined>)[EARLY_INPUT_GLOBAL]?.take();
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  container.remove();
  takeHeldQuickLinksShortcut();
});

describe('presses before the app has taken a prerendered page over', () => {
  it('a press before hydration reaches its control once, however often it was made, and later presses go straight to it', async () => {
    const onPress = vi.fn();
    const page = (
      <EarlyInputScope>
        <PressButton onPress={onPress} />
      </EarlyInputScope>
    );
    servePrerendered(page);
    const button = screen.getByRole('button', { name: 'New API Key' });
    // Pressable in the HTML: the script takes the press, nothing is lost.
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute(HELD_CONTROL_ATTRIBUTE);
    expect(onPress).not.toHaveBeenCalled();

    await act(async () => {
      await keepRoot(hydrateRoot(container, page));
      replayEarlyInput();
    });
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute(HELD_CONTROL_ATTRIBUTE);
    expect(container).not.toHaveAttribute(EARLY_INPUT_ATTRIBUTE);
    // Hydrated, not replaced: the control pressed is the one React kept.
    expect(screen.getByRole('button', { name: 'New API Key' })).toBe(button);

    await userEvent.click(button);
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('a press on a control the app no longer renders is passed over without an error', async () => {
    const onPress = vi.fn();
    servePrerendered(
      <EarlyInputScope>
        <PressButton onPress={onPress} />
      </EarlyInputScope>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'New API Key' }));
    // As the host does with a page prerendered in another language than the visitor's: replaced, rendered afresh.
    container.replaceChildren();
    await act(async () => {
      const root = await keepRoot(createRoot(container));
      root.render(<p>Neue Seite</p>);
      expect(() => replayEarlyInput()).not.toThrow();
    });
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByText('Neue Seite')).toBeInTheDocument();
  });

  it('a form sent before hydration is sent once, by React, never natively', async () => {
    const page = <CountingForm />;
    servePrerendered(page);
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Search' });
    const sent = vi.fn();
    const noteNative = (event: Event) => sent(event.defaultPrevented);
    window.addEventListener('submit', noteNative);
    form.requestSubmit();
    window.removeEventListener('submit', noteNative);
    // Held in the capture phase: nothing after the script saw it, so nothing could send it.
    expect(sent).not.toHaveBeenCalled();

    await act(async () => {
      await keepRoot(hydrateRoot(container, page));
      replayEarlyInput();
    });
    expect(screen.getByText('sent 1')).toBeInTheDocument();
  });

  it('Ctrl+K before the app is the shell’s to open when it mounts; the browser does not take it', async () => {
    servePrerendered(
      <EarlyInputScope>
        <PressButton onPress={() => undefined} />
      </EarlyInputScope>,
    );
    const press = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true }));
    expect(press.defaultPrevented).toBe(true);
    expect(takeHeldQuickLinksShortcut()).toBe(false);

    replayEarlyInput();
    expect(takeHeldQuickLinksShortcut()).toBe(true);
    // Held once, however often it was pressed.
    expect(takeHeldQuickLinksShortcut()).toBe(false);
  });

  it('a button that opens its dialog as HTML (an invoker command) is let through, not held', async () => {
    servePrerendered(
      <EarlyInputScope>
        <OpenerButton dialogId="create-key">New API Key</OpenerButton>
      </EarlyInputScope>,
    );
    const button = screen.getByRole('button', { name: 'New API Key' });
    const reached = vi.fn();
    button.addEventListener('click', (event) => reached(event.defaultPrevented));
    await userEvent.click(button);
    expect(reached).toHaveBeenCalledWith(false);
    expect(button).not.toHaveAttribute(HELD_CONTROL_ATTRIBUTE);
  });

  it('Ctrl+K before the app presses the button that declares it, where that button acts as HTML, instead of being held', async () => {
    servePrerendered(
      <EarlyInputScope>
        <OpenerButton dialogId="quick-links" aria-keyshortcuts="Control+K Meta+K">
          Search pages...
        </OpenerButton>
      </EarlyInputScope>,
    );
    const pressed = vi.fn();
    screen.getByRole('button', { name: 'Search pages...' }).addEventListener('click', pressed);
    const press = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    document.body.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(pressed).toHaveBeenCalledTimes(1);

    replayEarlyInput();
    expect(takeHeldQuickLinksShortcut()).toBe(false);
  });

  it('links work as HTML, and nothing outside the prerendered page is held', async () => {
    servePrerendered(
      <nav>
        <a href="#keys">Keys</a>
      </nav>,
    );
    const outside = document.createElement('button');
    outside.textContent = 'Elsewhere';
    const onOutside = vi.fn();
    outside.addEventListener('click', onOutside);
    document.body.append(outside);
    const link = screen.getByRole('link', { name: 'Keys' });
    const followed = vi.fn();
    link.addEventListener('click', (event) => followed(event.defaultPrevented));

    await userEvent.click(link);
    await userEvent.click(outside);
    expect(followed).toHaveBeenCalledWith(false);
    expect(onOutside).toHaveBeenCalledTimes(1);
    expect(link).not.toHaveAttribute(HELD_CONTROL_ATTRIBUTE);
    outside.remove();
  });
});
