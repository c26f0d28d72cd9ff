import { styled } from 'styled-components';
import { useDashboard } from '../context/context';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { ExternalLink } from '../ui/ExternalLink';
import { LinkList } from '../ui/LinkList';
import { legalEn } from '../i18n/en/screens';
import { useMessages } from '../ui/useMessages';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  max-width: 640px;
`;

/** Legal page: three external links (legal documentation, imprint, data privacy). */
export function LegalScreen() {
  const { config } = useDashboard();
  const t = useMessages('legal', legalEn);
  const links = [
    { href: config.legal.documentation, label: t.documentation },
    { href: config.legal.imprint, label: t.imprint },
    { href: config.legal.privacy, label: t.privacy },
  ];
  return (
    <WidgetRoot className="dk-legal">
      <Panel>
        <Heading>{t.title}</Heading>
        <Muted>{t.intro}</Muted>
        <LinkList>
          {links.map((link) => (
            <li key={link.label}>
              <ExternalLink href={link.href}>{link.label}</ExternalLink>
            </li>
          ))}
        </LinkList>
      </Panel>
    </WidgetRoot>
  );
}
