import styled from 'styled-components';
import { useDashboard } from '../../provider/context';
import { Button } from '../../ui/Button';
import { Card, Heading, Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { canRetry, type ErrorScreenVariant } from './errors.logic';

export interface ErrorScreenProps {
  /** @default 'page' */
  variant?: ErrorScreenVariant;
  /** How many times Try Again was pressed; after 3 only a refresh is offered. @default 0 */
  retries?: number;
  /** Try Again. @default reloads the page */
  onRetry?: () => void;
}

const Page = styled(WidgetRoot)`
  min-height: 100%;
  display: grid;
  place-items: center;
  padding: 32px 16px;
`;

const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  display: grid;
  gap: 16px;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;

const TITLE = { page: 'pageTitle', auth: 'authTitle', dashboard: 'dashboardTitle' } as const;

/** Spec section 2, error screens: Page Error, Authentication Error, Dashboard Error. */
export function ErrorScreen({ variant = 'page', retries = 0, onRetry = () => window.location.reload() }: ErrorScreenProps) {
  const { messages, navigate } = useDashboard();
  const t = messages.errorScreens;
  const retryable = canRetry(retries);
  return (
    <Page className={`dk-error dk-error-${variant}`}>
      <Panel role="alert" aria-live="assertive">
        <Heading>{t[TITLE[variant]]}</Heading>
        <Muted>{retryable ? t.body : t.persists}</Muted>
        <Actions>
          {retryable ? (
            <>
              <Button onClick={onRetry}>{t.tryAgain}</Button>
              {variant === 'page' ? (
                <>
                  <Button variant="secondary" onClick={() => window.history.back()}>{t.goBack}</Button>
                  <Button variant="secondary" onClick={() => navigate('/overview')}>{t.dashboard}</Button>
                </>
              ) : null}
              {variant === 'auth' ? <Button variant="secondary" onClick={() => navigate('/login')}>{t.goToLogin}</Button> : null}
              {variant === 'dashboard' ? (
                <Button variant="secondary" onClick={() => navigate('/overview')}>{t.goToOverview}</Button>
              ) : null}
            </>
          ) : (
            <Button onClick={() => window.location.reload()}>{t.refresh}</Button>
          )}
        </Actions>
      </Panel>
    </Page>
  );
}
