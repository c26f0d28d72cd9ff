import { styled, css } from 'styled-components';
import { useAccess } from '../../data/access/access-query';
import { useApiOffers } from '../../data/requests/request-log-offered';
import { useDashboard } from '../../context/context';
import { AppLink } from '../../ui/AppLink';
import { ExternalLink } from '../../ui/ExternalLink';
import { focusRing } from '../../ui/focus';
import { LineIcon } from '../../ui/LineIcon';
import { Tooltip } from '../../ui/Tooltip';
import { SHELL_ICONS } from './icons';
import { sidebarItems, SIDEBAR_WIDTH } from './shell.logic';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { WidgetRoot } from '../../ui/WidgetRoot';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

export interface SidebarProps {
  /** The path the host is showing, to mark the active item. */
  currentPath: string;
  /** Called after any item is chosen (the drawer closes on it). */
  onNavigate?: () => void;
}

/** Its own widget root, so the sidebar keeps the kit's font when a host places it alone. */
const Nav = styled(WidgetRoot)`
  width: ${SIDEBAR_WIDTH}px;
  box-sizing: border-box;
  height: 100%;
  padding: 16px 10px;
  display: flex;
  flex-direction: column;
  gap: 4px;
  background: ${({ theme }) => theme.colorSurface};
  border-inline-end: 1px solid ${({ theme }) => theme.colorBorder};
  & ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 2px;
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.borderRadius};
  color: ${({ theme }) => theme.colorText};
  text-decoration: none;
  font-weight: 500;
  &:hover {
    background: ${({ theme }) => theme.colorSurfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    color: ${({ theme }) => theme.colorPrimary};
    font-weight: 700;
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colorPrimary};
    &:dir(rtl) {
      box-shadow: inset -3px 0 0 ${({ theme }) => theme.colorPrimary};
    }
  }
  &[data-locked] {
    color: ${({ theme }) => theme.colorTextMuted};
  }
  & .dk-lock {
    margin-inline-start: auto;
    display: inline-flex;
  }
  ${focusRing}
`;

const Item = styled(AppLink)`
  ${itemStyle}
`;

const External = styled(ExternalLink)`
  ${itemStyle}
`;

/**
 * Navigation sidebar: Overview, API Keys, Files (hidden without access), Requests (where the API
 * keeps a request log) and the external Documentation link. Locked items say 'Available in Pro' and lead to the
 * subscription tab.
 */
export function Sidebar({ currentPath, onNavigate }: SidebarProps) {
  const { config } = useDashboard();
  const t = useMessages('shell', shellEn);
  const access = useAccess();
  const items = sidebarItems(access.status === 'ready' ? access.record : undefined, currentPath, config.paths, useApiOffers());
  return (
    <Nav as="nav" aria-label={t.navLabel} className="dk-sidebar">
      <ul>
        {items.map((item) => {
          const link = (
            <Item
              to={item.href}
              aria-current={item.active && item.visibility === 'open' ? 'page' : undefined}
              data-locked={item.visibility === 'locked' ? '' : undefined}
              onClick={onNavigate}
            >
              <LineIcon d={SHELL_ICONS[item.id]} />
              {t[item.label]}
              {item.visibility === 'locked' ? (
                <span className="dk-lock">
                  <LineIcon d={SHELL_ICONS.lock} size={14} />
                  <VisuallyHidden>{t.availableInPro}</VisuallyHidden>
                </span>
              ) : null}
            </Item>
          );
          return <li key={item.id}>{item.visibility === 'locked' ? <Tooltip content={t.availableInPro}>{link}</Tooltip> : link}</li>;
        })}
        <li>
          <External href={config.docsUrl} onClick={onNavigate}>
            <LineIcon d={SHELL_ICONS.documentation} />
            {t.navDocumentation}
            <span className="dk-lock">
              <LineIcon d={SHELL_ICONS.external} size={14} mirrored />
            </span>
          </External>
        </li>
      </ul>
    </Nav>
  );
}
