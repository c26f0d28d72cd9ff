import { useEffect } from 'react';
import { styled } from 'styled-components';
import { useDashboard } from '../provider/context';
import { Spinner } from '../ui/Spinner';
import { WidgetRoot } from '../ui/WidgetRoot';
import { holdQuickLinksShortcut } from '../widgets/quick-links/heldShortcut';

const Page = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
`;

export interface LoadingScreenProps {
  /**
   * Holds a Ctrl/Cmd+K pressed while this shows, for the `DashboardShell` that mounts next to
   * open the quick links with. For the spinner in front of the shell. @default false
   */
  catchQuickLinksShortcut?: boolean;
}

/** Guard step 1: a spinner while the session and access load. */
export function LoadingScreen({ catchQuickLinksShortcut = false }: LoadingScreenProps) {
  const { messages } = useDashboard();
  useEffect(() => (catchQuickLinksShortcut ? holdQuickLinksShortcut() : undefined), [catchQuickLinksShortcut]);
  return (
    <Page className="dk-loading">
      <Spinner label={messages.common.loading} size={36} />
    </Page>
  );
}
