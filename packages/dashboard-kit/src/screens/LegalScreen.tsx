import styled from 'styled-components';
import { useDashboard } from '../provider/context';
import { Card, Heading, Muted, WidgetRoot } from '../ui/WidgetRoot';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const Panel = styled(Card)`
  display: grid;
  gap: 12px;
  max-width: 640px;
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 10px;
  }
  & a {
    color: ${({ theme }) => theme.colorPrimary};
    font-weight: 600;
  }
`;

/** Spec section 2, legal page: three external links (legal documentation, imprint, data privacy). */
export function LegalScreen() {
  const { messages, config } = useDashboard();
  const t = messages.legal;
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
        <ul>
          {links.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <VisuallyHidden> {messages.shell.newTab}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </Panel>
    </WidgetRoot>
  );
}
