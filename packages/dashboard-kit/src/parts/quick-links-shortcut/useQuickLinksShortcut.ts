import { useEffect } from 'react';
import { isQuickLinksShortcut, takeHeldQuickLinksShortcut } from './heldShortcut';

/**
 * Ctrl+K (Cmd+K on a Mac) opens the quick-links dialog; a press held while
 * the dashboard was loading (`LoadingScreen catchQuickLinksShortcut`) opens it on mount.
 */
export function useQuickLinksShortcut(onOpen: () => void): void {
  useEffect(() => {
    if (takeHeldQuickLinksShortcut()) onOpen();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickLinksShortcut(event)) return;
      event.preventDefault();
      onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onOpen]);
}
