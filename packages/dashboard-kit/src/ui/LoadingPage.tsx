import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Spinner } from './Spinner';
import { WidgetRoot } from './WidgetRoot';

const Page = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
`;

/** A page that is only the loading spinner, centred. */
export function LoadingPage() {
  const { messages } = useDashboard();
  return (
    <Page className="dk-loading">
      <Spinner label={messages.common.loading} size={36} />
    </Page>
  );
}
