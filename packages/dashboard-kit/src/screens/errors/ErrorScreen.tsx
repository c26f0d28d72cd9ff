import { styled } from 'styled-components';
import { useDashboard } from '../../context/context';
import { Button } from '../../ui/Button';
import { Heading, Muted } from '../../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../../ui/CenteredPage';
import { canRetry, type ErrorScreenVariant } from './errors.logic';
import { errorScreensEn } from '../../i18n/en/screens';
import { useMessages } from '../../ui/useMessages';

export interface ErrorScreenProps {
  /** @default 'page' */
  variant?: ErrorScreenVariant;
  /** How many times Try Again was pressed; after 3 only a refresh is offered. @default 0 */
  retries?: number;
  /** Try Again. @default reloads the page */
  onRetry?: () => void;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;

const TITLE = { page: 'pageTitle', auth: 'authTitle', dashboard: 'dashboardTitle' } as const;

/** Error screens: Page Error, Authentication Error, Dashboard Error. */
export function ErrorScreen({ variant = 'page', retries = 0, onRetry = () => window.location.reload() }: ErrorScreenProps) {
  const { config, navigate } = useDashboard();
  const t = useMessages('errorScreens', errorScreensEn);
  const retryable = canRetry(retries);
  return (
    <CenteredPage className={`dk-error dk-error-${variant}`}>
      <CenteredCard $width={480} $centerText role="alert" aria-live="assertive">
        <Heading>{t[TITLE[variant]]}</Heading>
        <Muted>{retryable ? t.body : t.persists}</Muted>
        <Actions>
          {retryable ? (
            <>
              <Button onClick={onRetry}>{t.tryAgain}</Button>
              {variant === 'page' ? (
                <>
                  <Button variant="secondary" onClick={() => window.history.back()}>{t.goBack}</Button>
                  <Button variant="secondary" onClick={() => navigate(config.paths.overview)}>{t.dashboard}</Button>
                </>
              ) : null}
              {variant === 'auth' ? <Button variant="secondary" onClick={() => navigate(config.paths.login)}>{t.goToLogin}</Button> : null}
              {variant === 'dashboard' ? (
                <Button variant="secondary" onClick={() => navigate(config.paths.overview)}>{t.goToOverview}</Button>
              ) : null}
            </>
          ) : (
            <Button onClick={() => window.location.reload()}>{t.refresh}</Button>
          )}
        </Actions>
      </CenteredCard>
    </CenteredPage>
  );
}
