import type { FileEntry } from '../../api/schemas/files';
import { normalizeFolder } from '../../data/files/folder-path';

export function parentOf(path: string): string {
  return normalizeFolder(path).split('/').slice(0, -1).join('/');
}

/** Breadcrumbs from the top folder down to `path`. */
export function breadcrumbs(path: string): { name: string; path: string }[] {
  const segments = normalizeFolder(path).split('/').filter(Boolean);
  return segments.map((name, index) => ({ name, path: segments.slice(0, index + 1).join('/') }));
}

/**
 * Directories inside a `.zarr` directory are not navigable (a Zarr store
 * is read as a whole); the `.zarr` directory itself is.
 */
export function isInsideZarr(path: string): boolean {
  const segments = normalizeFolder(path).split('/');
  return segments.slice(0, -1).some((segment) => segment.toLowerCase().endsWith('.zarr'));
}

export function isNavigable(entry: Pick<FileEntry, 'type' | 'path'>): boolean {
  return entry.type === 'directory' && !isInsideZarr(entry.path);
}

export type SortDirection = 'asc' | 'desc';

// Made on the first sort, not when the module loads: every page's entry imports this file (for
// normalizeFolder), and a page's first Intl object loads the locale data, 15 to 40 ms.
let collator: Intl.Collator | undefined;

/** Name order (natural: file2 before file10), flipped for descending. */
export function sortEntries(entries: readonly FileEntry[], direction: SortDirection): FileEntry[] {
  collator ??= new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const { compare } = collator;
  const sorted = [...entries].sort((a, b) => compare(a.name, b.name));
  return direction === 'asc' ? sorted : sorted.reverse();
}

/** A case-insensitive filter over the current folder's names. */
export function filterEntries(entries: readonly FileEntry[], query: string): FileEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return entries as FileEntry[];
  return entries.filter((entry) => entry.name.toLowerCase().includes(needle));
}

/**
 * The absolute URL of a path under the configured files base URL (each segment encoded). A base
 * on the page's own origin (`/api/files`, from an `apiBaseUrl` that is a path) is resolved
 * against `pageUrl`: a copied URL must work outside the page.
 */
export function fileUrl(filesBaseUrl: string, path: string, pageUrl?: string): string {
  const encoded = normalizeFolder(path).split('/').filter(Boolean).map(encodeURIComponent).join('/');
  const url = encoded ? `${filesBaseUrl}/${encoded}` : `${filesBaseUrl}/`;
  return pageUrl && filesBaseUrl.startsWith('/') ? new URL(url, pageUrl).href : url;
}

/** Back/forward history of visited folders. */
export interface History {
  entries: string[];
  index: number;
}

export function startHistory(path: string): History {
  return { entries: [normalizeFolder(path)], index: 0 };
}

export function visit(history: History, path: string): History {
  const target = normalizeFolder(path);
  if (history.entries[history.index] === target) return history;
  const entries = [...history.entries.slice(0, history.index + 1), target];
  return { entries, index: entries.length - 1 };
}

export function goBack(history: History): History {
  return history.index > 0 ? { ...history, index: history.index - 1 } : history;
}

export function goForward(history: History): History {
  return history.index < history.entries.length - 1 ? { ...history, index: history.index + 1 } : history;
}

export function currentFolder(history: History): string {
  return history.entries[history.index] ?? '';
}

/** Human file sizes: 1536 -> '1.5 KB'. */
export function formatSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

/** Whether row `index` (rows of `rowHeight`) lies wholly inside the list's visible part. */
export function isRowInView(index: number, rowHeight: number, view: { offset: number; height: number }): boolean {
  const top = index * rowHeight;
  return top >= view.offset && top + rowHeight <= view.offset + view.height;
}
