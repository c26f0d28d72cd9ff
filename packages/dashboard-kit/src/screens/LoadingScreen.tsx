import { useEffect } from 'react';
import { LoadingPage } from '../ui/LoadingPage';
import { holdQuickLinksShortcut } from '../parts/quick-links-shortcut/heldShortcut';

export interface LoadingScreenProps {
  /**
   * Holds a Ctrl/Cmd+K pressed while this shows, for the `DashboardShell` that mounts next to
   * open the quick links with. For the spinner in front of the shell. @default false
   */
  catchQuickLinksShortcut?: boolean;
}

/** Guard step 1: a spinner while the session and access load. */
export function LoadingScreen({ catchQuickLinksShortcut = false }: LoadingScreenProps) {
  useEffect(() => (catchQuickLinksShortcut ? holdQuickLinksShortcut() : undefined), [catchQuickLinksShortcut]);
  return <LoadingPage />;
}
