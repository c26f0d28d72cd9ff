import { styled } from 'styled-components';
import { useDashboard } from '../provider/context';
import { Spinner } from '../ui/Spinner';
import { WidgetRoot } from '../ui/WidgetRoot';

const Page = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
`;

/** Spec section 4, guard step 1: a spinner while the session and access load. */
export function LoadingScreen() {
  const { messages } = useDashboard();
  return (
    <Page className="dk-loading">
      <Spinner label={messages.common.loading} size={36} />
    </Page>
  );
}
