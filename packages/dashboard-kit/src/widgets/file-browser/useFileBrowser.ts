import { useEffect, useMemo, useState } from 'react';
import type { FileEntry } from '../../api/schemas/files';
import { useFolder } from '../../data/files/files-query';
import { useDashboard } from '../../context/context';
import { useCopyToClipboard } from '../../ui/useCopyToClipboard';
import {
  currentFolder,
  fileUrl,
  filterEntries,
  goBack,
  goForward,
  isNavigable,
  parentOf,
  sortEntries,
  startHistory,
  visit,
  type History,
  type SortDirection,
} from './fileBrowser.logic';
import { normalizeFolder } from '../../data/files/folder-path';
import type { FileBrowserProps } from './FileBrowser';

/** A row of the list: the '..' parent row, or an entry of the folder. */
export type Row = { kind: 'parent'; path: string } | { kind: 'entry'; entry: FileEntry };

const CURRENT_FOLDER = '__current__';

export function useFileBrowser({ path, defaultPath = '', onPathChange }: FileBrowserProps) {
  const { config, telemetry } = useDashboard();
  const [history, setHistory] = useState<History>(() => startHistory(path ?? defaultPath));
  const [sort, setSort] = useState<SortDirection>('asc');
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const [shownFolder, setShownFolder] = useState(() => currentFolder(history));
  const [seenPath, setSeenPath] = useState(path);
  const clipboard = useCopyToClipboard();
  const folder = currentFolder(history);

  // When the host's path changes (the URL's ?path=, say), move there like a visit. Only a
  // change counts: the host echoing the folder we just opened must not pull us back.
  if (path !== seenPath) {
    setSeenPath(path);
    if (path !== undefined && normalizeFolder(path) !== folder) setHistory((current) => visit(current, path));
  }
  // A new folder starts unfiltered, at the top.
  if (shownFolder !== folder) {
    setShownFolder(folder);
    setFilter('');
    setActive(0);
  }
  useEffect(() => {
    onPathChange?.(folder);
  }, [folder, onPathChange]);

  const query = useFolder(folder);
  const entries = useMemo(() => filterEntries(sortEntries(query.data ?? [], sort), filter), [query.data, sort, filter]);
  const rows: Row[] = useMemo(
    () => [...(folder ? [{ kind: 'parent' as const, path: parentOf(folder) }] : []), ...entries.map((entry) => ({ kind: 'entry' as const, entry }))],
    [folder, entries],
  );

  const open = (row: Row | undefined) => {
    if (!row) return;
    if (row.kind === 'parent') setHistory((current) => visit(current, row.path));
    else if (isNavigable(row.entry)) setHistory((current) => visit(current, row.entry.path));
  };
  const copy = (target: Row | typeof CURRENT_FOLDER) => {
    const targetPath = target === CURRENT_FOLDER ? folder : target.kind === 'parent' ? target.path : target.entry.path;
    const key = target === CURRENT_FOLDER ? CURRENT_FOLDER : targetPath;
    void clipboard.copy(key, fileUrl(config.filesBaseUrl, targetPath, window.location.href)).then((ok) => {
      if (ok) telemetry.capture('file_url_copied');
    });
  };

  return {
    folder,
    query,
    rows,
    total: query.data?.length ?? 0,
    shown: entries.length,
    sort,
    toggleSort: () => setSort((current) => (current === 'asc' ? 'desc' : 'asc')),
    filter,
    setFilter: (value: string) => {
      setFilter(value);
      setActive(0);
    },
    active: Math.min(active, Math.max(rows.length - 1, 0)),
    setActive,
    open,
    goTo: (target: string) => setHistory((current) => visit(current, target)),
    up: () => folder && setHistory((current) => visit(current, parentOf(folder))),
    back: () => setHistory(goBack),
    forward: () => setHistory(goForward),
    canGoBack: history.index > 0,
    canGoForward: history.index < history.entries.length - 1,
    refresh: () => void query.refetch(),
    clipboardSupported: clipboard.supported,
    copied: clipboard.copied,
    copy,
    copyCurrent: () => copy(CURRENT_FOLDER),
    currentFolderKey: CURRENT_FOLDER,
  };
}

export type FileBrowserState = ReturnType<typeof useFileBrowser>;
