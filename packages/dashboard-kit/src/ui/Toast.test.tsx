import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithDashboard } from '../../../../tests/render';
import { Toast } from './Toast';

afterEach(() => vi.useRealTimers());

describe('Toast', () => {
  it('closes itself after 5 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderWithDashboard(<Toast message="Failed to save user information" onClose={onClose} closeLabel="Close" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save user information');
    act(() => vi.advanceTimersByTime(4_999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on its button', () => {
    const onClose = vi.fn();
    renderWithDashboard(<Toast message="x" onClose={onClose} closeLabel="Close" />);
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalled();
  });
});
