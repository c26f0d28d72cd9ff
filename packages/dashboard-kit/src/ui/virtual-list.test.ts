import type { Virtualizer } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimatedListRect, LIST_HEIGHT_CSS, scrollListUnlessThere } from './virtual-list';

function listAt(scrollOffset: number | null) {
  const scrollTo = vi.fn();
  const instance = { scrollOffset, scrollElement: { scrollTo }, options: { horizontal: false } } as unknown as Virtualizer<HTMLDivElement, Element>;
  return { instance, scrollTo };
}

describe('the file list before it is measured', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is as tall as its CSS makes it: 60 % of the window, at least 400 px', () => {
    expect(LIST_HEIGHT_CSS).toBe('max(400px, 60vh)');
    vi.stubGlobal('window', { innerHeight: 1000 });
    expect(estimatedListRect().height).toBe(600);
    vi.stubGlobal('window', { innerHeight: 500 });
    expect(estimatedListRect().height).toBe(400);
  });

  it('is 400 px where there is no window (server rendering)', () => {
    expect(estimatedListRect().height).toBe(400);
  });
});

describe('scrolling the file list', () => {
  it('does not scroll to where the list already is (every mount asks for its start)', () => {
    const { instance, scrollTo } = listAt(0);
    scrollListUnlessThere(0, {}, instance);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls anywhere else, adjustments included', () => {
    const { instance, scrollTo } = listAt(0);
    scrollListUnlessThere(440, { adjustments: 4 }, instance);
    expect(scrollTo).toHaveBeenCalledWith({ top: 444, behavior: undefined });
    const unknown = listAt(null);
    scrollListUnlessThere(0, {}, unknown.instance);
    expect(unknown.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: undefined });
  });
});
