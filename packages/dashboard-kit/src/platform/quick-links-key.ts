// No imports, no browser globals: the head script (data/early-requests-runtime.ts) bundles this file.

/** Ctrl+K, or Cmd+K on a Mac: the quick links' shortcut. */
export function isQuickLinksShortcut(event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey'>): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && event.key.toLowerCase() === 'k';
}
