import { describe, expect, it, vi } from 'vitest';
import {
  breadcrumbs,
  currentFolder,
  fileUrl,
  filterEntries,
  formatSize,
  goBack,
  goForward,
  isInsideZarr,
  isNavigable,
  isRowInView,
  parentOf,
  sortEntries,
  startHistory,
  visit,
} from './fileBrowser.logic';
import { normalizeFolder } from '../../data/files/folder-path';

const entry = (name: string, type: 'file' | 'directory' = 'file') => ({ name, path: name, type });

describe('paths', () => {
  it('normalizes, finds the parent and builds breadcrumbs', () => {
    expect(normalizeFolder('/forecasts//ept2/')).toBe('forecasts/ept2');
    expect(parentOf('forecasts/ept2')).toBe('forecasts');
    expect(parentOf('forecasts')).toBe('');
    expect(breadcrumbs('forecasts/ept2/2026')).toEqual([
      { name: 'forecasts', path: 'forecasts' },
      { name: 'ept2', path: 'forecasts/ept2' },
      { name: '2026', path: 'forecasts/ept2/2026' },
    ]);
  });

  it('builds absolute URLs under the files base URL, segment by segment', () => {
    expect(fileUrl('https://files.test', 'a b/c#d.csv')).toBe('https://files.test/a%20b/c%23d.csv');
    expect(fileUrl('https://files.test', '')).toBe('https://files.test/');
    // An absolute base stays as it is, whatever page copies it.
    expect(fileUrl('https://files.test', 'a.csv', 'https://dashboard.test/browse')).toBe('https://files.test/a.csv');
  });

  it('makes a base on the page’s own origin absolute, so the copied URL works outside the page', () => {
    expect(fileUrl('/api/files', 'a b/c#d.csv', 'https://dashboard.test/browse?path=a')).toBe('https://dashboard.test/api/files/a%20b/c%23d.csv');
    expect(fileUrl('/api/files', '', 'https://dashboard.test/browse')).toBe('https://dashboard.test/api/files/');
  });
});

describe('the zarr rule', () => {
  it('lets x.zarr itself open, not the folders inside it', () => {
    expect(isNavigable({ type: 'directory', path: 'forecasts/x.zarr' })).toBe(true);
    expect(isNavigable({ type: 'directory', path: 'forecasts/x.zarr/temperature' })).toBe(false);
    expect(isInsideZarr('a/B.ZARR/c/d')).toBe(true);
    expect(isNavigable({ type: 'file', path: 'a/file.csv' })).toBe(false);
  });
});

describe('sorting and filtering', () => {
  const entries = [entry('b'), entry('file10'), entry('A'), entry('file2')];
  it('sorts by name naturally and flips', () => {
    expect(sortEntries(entries, 'asc').map((item) => item.name)).toEqual(['A', 'b', 'file2', 'file10']);
    expect(sortEntries(entries, 'desc').map((item) => item.name)).toEqual(['file10', 'file2', 'b', 'A']);
  });
  it('loads no locale data until the first sort', async () => {
    vi.resetModules();
    const Collator = Intl.Collator;
    const made = vi.spyOn(Intl, 'Collator').mockImplementation(function (...args: ConstructorParameters<typeof Collator>) {
      return new Collator(...args);
    } as unknown as typeof Collator);
    try {
      const fresh = await import('./fileBrowser.logic');
      expect(fresh.parentOf('/a//b/')).toBe('a');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.sortEntries(entries, 'asc').map((item) => item.name)).toEqual(['A', 'b', 'file2', 'file10']);
      fresh.sortEntries(entries, 'desc');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
  it('filters by name, ignoring case', () => {
    expect(filterEntries(entries, 'FILE').map((item) => item.name)).toEqual(['file10', 'file2']);
    expect(filterEntries(entries, '  ')).toHaveLength(4);
  });
});

describe('history', () => {
  it('goes back and forward after three moves, and a new visit drops the forward part', () => {
    let history = startHistory('');
    history = visit(history, 'a');
    history = visit(history, 'a/b');
    history = visit(history, 'a/b/c');
    history = goBack(goBack(history));
    expect(currentFolder(history)).toBe('a');
    history = goForward(history);
    expect(currentFolder(history)).toBe('a/b');
    history = visit(history, 'x');
    expect(goForward(history)).toBe(history);
    expect(history.entries).toEqual(['', 'a', 'a/b', 'x']);
  });
  it('ignores a visit to where it already is, and stops at both ends', () => {
    const history = startHistory('a');
    expect(visit(history, '/a/')).toBe(history);
    expect(goBack(history)).toBe(history);
    expect(goForward(history)).toBe(history);
  });
});

describe('sizes', () => {
  it('reads as people say them', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 ** 3)).toBe('5 GB');
    expect(formatSize(undefined)).toBe('');
  });
});

describe('rows in view', () => {
  const view = { offset: 440, height: 400 };
  it('counts a row as in view only when all of it shows', () => {
    expect(isRowInView(10, 44, view)).toBe(true);
    expect(isRowInView(18, 44, view)).toBe(true);
    expect(isRowInView(19, 44, view)).toBe(false);
    expect(isRowInView(9, 44, view)).toBe(false);
  });
  it('counts nothing as in view in a list not yet measured', () => {
    expect(isRowInView(0, 44, { offset: 0, height: 0 })).toBe(false);
  });
});
