import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../../tests/render';
import { analyticsPersistence, readConsent } from '../../telemetry/consent';
import { CookieNotice } from './CookieNotice';
import { COOKIE_CONSENT_KEY } from '../../document-init';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const setConsent = vi.fn();

async function mount(onAccept = vi.fn()) {
  setConsent.mockClear();
  renderWithDashboard(<CookieNotice onAccept={onAccept} />, { telemetry: { setConsent } });
  await act(async () => undefined);
  return onAccept;
}

describe('CookieNotice', () => {
  it('appears 100 ms after load without stored consent', async () => {
    await mount();
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
  });

  it('Accept stores cookie-consent, animates out over 300 ms, then calls the callback', async () => {
    const onAccept = await mount();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('true');
    expect(setConsent).toHaveBeenCalledWith('true');
    expect(onAccept).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('region', { name: 'We value your privacy' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(onAccept).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });

  it('Dismiss hides it without storing anything', async () => {
    const onAccept = await mount();
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
    expect(localStorage.getItem(COOKIE_CONSENT_KEY)).toBeNull();
    expect(setConsent).not.toHaveBeenCalled();
    expect(onAccept).not.toHaveBeenCalled();
  });

  it('stays away once consent is stored, whatever its value', async () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'false');
    await mount();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('region', { name: 'We value your privacy' })).not.toBeInTheDocument();
  });
});

describe('consent values', () => {
  it('is undecided, true or other, and only true persists analytics', () => {
    expect(readConsent(null)).toBe('undecided');
    expect(readConsent('true')).toBe('true');
    expect(readConsent('yes')).toBe('other');
    expect(analyticsPersistence('true')).toBe('localStorage+cookie');
    expect(analyticsPersistence('undecided')).toBe('memory');
    expect(analyticsPersistence('other')).toBe('memory');
  });
});
