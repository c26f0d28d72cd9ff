import { styled } from 'styled-components';
import { AppLink } from '../ui/AppLink';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { notFoundEn } from '../i18n/en/screens';
import { useMessages } from '../ui/useMessages';

const Panel = styled(Card)`
  max-width: 520px;
  margin: 48px auto;
  display: grid;
  gap: 12px;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 56px;
  font-weight: 800;
  color: ${({ theme }) => theme.colorPrimary};
  line-height: 1;
`;

const Home = styled(AppLink)`
  justify-self: center;
  color: ${({ theme }) => theme.colorPrimary};
  font-weight: 600;
`;

/** The 404 page. */
export function NotFoundScreen() {
  const t = useMessages('notFound', notFoundEn);
  return (
    <WidgetRoot className="dk-not-found">
      <Panel>
        <Code aria-hidden="true">{t.code}</Code>
        <Heading>{t.title}</Heading>
        <Muted>{t.body}</Muted>
        <Home to="/">{t.home}</Home>
      </Panel>
    </WidgetRoot>
  );
}
