import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Button } from '../ui/Button';
import { Heading, Muted } from '../ui/WidgetRoot';
import { CenteredCard, CenteredPage } from '../ui/CenteredPage';
import { accessErrorEn } from '../i18n/en/screens';
import { useMessages } from '../ui/useMessages';

const Link = styled.a`
  color: ${({ theme }) => theme.colorPrimary};
`;

export interface AccessErrorScreenProps {
  /** @default reloads the page ("Try again reloads") */
  onRetry?: () => void;
}

/** Shown when the access record cannot be loaded. */
export function AccessErrorScreen({ onRetry = () => window.location.reload() }: AccessErrorScreenProps) {
  const { config } = useDashboard();
  const t = useMessages('accessError', accessErrorEn);
  return (
    <CenteredPage className="dk-access-error">
      <CenteredCard $width={480} $centerText role="alert">
        <Heading>{t.title}</Heading>
        <Muted>{t.body}</Muted>
        <Button onClick={onRetry}>{t.retry}</Button>
        <Muted>
          {t.supportPrefix} <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>
        </Muted>
      </CenteredCard>
    </CenteredPage>
  );
}
