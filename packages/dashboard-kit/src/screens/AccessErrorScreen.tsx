import styled from 'styled-components';
import { useDashboard } from '../provider/context';
import { Button } from '../ui/Button';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';

const Page = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: 32px 16px;
`;

const Panel = styled(Card)`
  max-width: 480px;
  display: grid;
  gap: 16px;
  text-align: center;
  justify-items: center;
`;

const Link = styled.a`
  color: ${({ theme }) => theme.colorPrimary};
`;

export interface AccessErrorScreenProps {
  /** @default reloads the page (spec section 2: "Try again reloads") */
  onRetry?: () => void;
}

/** Spec section 2: shown when the access record cannot be loaded. */
export function AccessErrorScreen({ onRetry = () => window.location.reload() }: AccessErrorScreenProps) {
  const { messages, config } = useDashboard();
  const t = messages.accessError;
  return (
    <Page className="dk-access-error">
      <Panel role="alert">
        <Heading>{t.title}</Heading>
        <Muted>{t.body}</Muted>
        <Button onClick={onRetry}>{t.retry}</Button>
        <Muted>
          {t.supportPrefix} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Muted>
      </Panel>
    </Page>
  );
}
