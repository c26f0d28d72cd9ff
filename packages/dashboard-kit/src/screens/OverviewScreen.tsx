import { useId } from 'react';
import { styled } from 'styled-components';
import { useUserPlatformHandoff } from '../ui/useUserPlatformHandoff';
import { useDashboard } from '../context/context';
import { AppLink } from '../ui/AppLink';
import { Button } from '../ui/Button';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { ExternalLink } from '../ui/ExternalLink';
import { LinkList } from '../ui/LinkList';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { overviewEn } from '../i18n/en/screens';
import { shellEn } from '../i18n/en/shell';
import { useMessages } from '../ui/useMessages';

const Layout = styled(WidgetRoot)`
  display: grid;
  gap: 20px;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 24px;
  align-items: flex-start;
  justify-content: space-between;
  & > div {
    display: grid;
    gap: 6px;
    max-width: 640px;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 20px;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const SectionTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 17px;
`;

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 14px;
  counter-reset: step;
  & li {
    display: grid;
    grid-template-columns: 32px minmax(0, 1fr);
    gap: 2px 12px;
    counter-increment: step;
  }
  & li::before {
    content: counter(step);
    grid-row: span 2;
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colorSurfaceMuted};
    color: ${({ theme }) => theme.colorPrimary};
    font-weight: 700;
  }
  & strong {
    font-weight: 600;
  }
  & span {
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

/**
 * Overview: the intro, 'Getting Started' in three steps, quick links to
 * API Keys and the API documentation, and 'Go to User Dashboard' (a new tab, signed in
 * through the hand-off).
 */
export function OverviewScreen() {
  const { config } = useDashboard();
  const t = useMessages('overview', overviewEn);
  const shell = useMessages('shell', shellEn);
  const openUserPlatform = useUserPlatformHandoff();
  const id = useId();
  return (
    <Layout className="dk-overview">
      <Head>
        <div>
          <Heading>{t.title}</Heading>
          <Muted>{t.intro}</Muted>
        </div>
        <Button onClick={() => openUserPlatform()}>
          {t.userDashboard}
          <VisuallyHidden> {shell.newTab}</VisuallyHidden>
        </Button>
      </Head>
      <Columns>
        <Card aria-labelledby={`${id}-steps`}>
          <SectionTitle id={`${id}-steps`}>{t.gettingStarted}</SectionTitle>
          <Steps>
            <li>
              <strong>{t.stepKeys}</strong>
              <span>{t.stepKeysBody}</span>
            </li>
            <li>
              <strong>{t.stepDocs}</strong>
              <span>{t.stepDocsBody}</span>
            </li>
            <li>
              <strong>{t.stepMonitor}</strong>
              <span>{t.stepMonitorBody}</span>
            </li>
          </Steps>
        </Card>
        <Card aria-labelledby={`${id}-links`}>
          <SectionTitle id={`${id}-links`}>{t.quickLinks}</SectionTitle>
          <LinkList>
            <li>
              <AppLink to={config.paths.apiKeys}>{t.linkApiKeys}</AppLink>
            </li>
            <li>
              <ExternalLink href={config.docsUrl}>{t.linkDocs}</ExternalLink>
            </li>
          </LinkList>
        </Card>
      </Columns>
    </Layout>
  );
}
