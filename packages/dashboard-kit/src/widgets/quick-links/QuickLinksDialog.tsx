import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useUserPlatformHandoff } from '../../ui/useUserPlatformHandoff';
import { useAccess } from '../../data/access/access-query';
import { useApiOffers } from '../../data/requests/request-log-offered';
import { useDashboard } from '../../context/context';
import { Dialog, useDialogInPage, type DialogProps } from '../../ui/Dialog';
import { Input } from '../../ui/TextField';
import { Muted } from '../../ui/WidgetRoot';
import { filterQuickLinks, moveActive, quickLinks, type QuickLink } from './quickLinks.logic';
import { shellEn } from '../../i18n/en/shell';
import { useMessages } from '../../ui/useMessages';

export interface QuickLinksDialogProps {
  open: boolean;
  onClose: () => void;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 2px;
  max-height: 320px;
  overflow: auto;
`;

const Option = styled.li`
  display: flex;
  justify-content: space-between;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.borderRadius};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colorPrimary};
  }
  & small {
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

/**
 * Quick-links dialog: a search over the pages the user can open and the
 * commands; arrows move, Enter opens, Escape closes (a combobox inside a modal dialog).
 * Closed, it is nothing at all: every signed-in page holds one, and its search (an access
 * subscription, the link list) has no work to do until it opens. Each opening starts from an
 * empty search. (The shell's is in a prerendered page's HTML too, closed, until the app is in.)
 */
export function QuickLinksDialog({ open, onClose }: QuickLinksDialogProps) {
  return <OpenableQuickLinksDialog open={open} onClose={onClose} />;
}

/**
 * The shell's: also openable by the search button as HTML (`openedByPage`), so in a prerendered
 * page it is there, closed, until the app has taken the page over.
 */
export function OpenableQuickLinksDialog({ open, onClose, openedByPage }: QuickLinksDialogProps & Pick<DialogProps, 'openedByPage'>) {
  return useDialogInPage(open, openedByPage) ? <QuickLinksSearch open={open} onClose={onClose} openedByPage={openedByPage} /> : null;
}

function QuickLinksSearch({ open, onClose, openedByPage }: QuickLinksDialogProps & Pick<DialogProps, 'openedByPage'>) {
  const { config, navigate } = useDashboard();
  const t = useMessages('shell', shellEn);
  const access = useAccess();
  const openUserPlatform = useUserPlatformHandoff();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const offers = useApiOffers();
  const all = useMemo(() => quickLinks(access.record, config.docsUrl, t, config.paths, offers), [access.record, config.docsUrl, t, config.paths, offers]);
  const results = filterQuickLinks(all, query);
  const current = results[Math.min(active, results.length - 1)];

  const run = (link: QuickLink) => {
    onClose();
    if (link.action.kind === 'navigate') navigate(link.action.to);
    else if (link.action.kind === 'external') window.open(link.action.href, '_blank', 'noopener,noreferrer');
    else openUserPlatform();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => moveActive(Math.min(index, results.length - 1), event.key === 'ArrowDown' ? 1 : -1, results.length));
    } else if (event.key === 'Enter' && current) {
      event.preventDefault();
      run(current);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t.quickLinksTitle} initialFocus={inputRef} className="dk-quick-links" openedByPage={openedByPage}>
      <Input
        ref={inputRef}
        role="combobox"
        aria-label={t.searchPlaceholder}
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={current ? `${listId}-${current.id}` : undefined}
        aria-autocomplete="list"
        placeholder={t.searchPlaceholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      {results.length === 0 ? (
        <Muted role="status">{t.noResults}</Muted>
      ) : (
        <List id={listId} role="listbox" aria-label={t.quickLinksTitle}>
          {results.map((link) => (
            <Option
              key={link.id}
              id={`${listId}-${link.id}`}
              role="option"
              aria-selected={link === current}
              onMouseEnter={() => setActive(results.indexOf(link))}
              onClick={() => run(link)}
            >
              <span>{link.label}</span>
              <small>{link.section === 'pages' ? t.sectionPages : t.sectionCommands}</small>
            </Option>
          ))}
        </List>
      )}
    </Dialog>
  );
}
