import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBriefWait } from './useBriefWait';

afterEach(() => vi.useRealTimers());

describe('useBriefWait', () => {
  it('waits while pending, for at most the given time', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useBriefWait(true, 400));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(399));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
    unmount();
  });

  it('stops waiting as soon as the part arrives, and never waits for what is not pending', () => {
    vi.useFakeTimers();
    const { result, rerender, unmount } = renderHook(({ pending }) => useBriefWait(pending, 400), { initialProps: { pending: true } });
    act(() => vi.advanceTimersByTime(100));
    rerender({ pending: false });
    expect(result.current).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    expect(renderHook(() => useBriefWait(false, 400)).result.current).toBe(false);
  });
});
