import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { subscriptionPath } from '../../access/app-paths';
import { describeError } from '../../api/error-text';
import { FileBrowserError } from '../../api/errors';
import { useDashboard } from '../../provider/context';
import { Alert } from '../../ui/Alert';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { LineIcon } from '../../ui/LineIcon';
import { LocalDate } from '../../ui/LocalDate';
import { Input } from '../../ui/TextField';
import { useMediaQuery, WIDE_QUERY } from '../../ui/useMediaQuery';
import { Muted, WidgetRoot } from '../../ui/WidgetRoot';
import { breadcrumbs, formatSize, isInsideZarr, isNavigable, isRowInView } from './fileBrowser.logic';
import { useFileBrowser, type Row } from './useFileBrowser';
import { estimatedListRect, LIST_HEIGHT_CSS, observeListRectAfterLayout, scrollListUnlessThere } from './virtual-list';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { UntrustedText } from '../../ui/UntrustedText';
import { fill } from '../../i18n/fill';
import type { RegionLabelProps } from '../../ui/region-label';

export interface FileBrowserProps extends RegionLabelProps {
  /** The folder shown, when the host keeps it (in its URL, say); pair with `onPathChange`. */
  path?: string;
  /** The first folder shown when the widget keeps the folder itself. @default '' (the root) */
  defaultPath?: string;
  /** Called with each folder the user opens. */
  onPathChange?: (path: string) => void;
  className?: string;
}

const WIDE_ROW_HEIGHT = 44;
const NARROW_ROW_HEIGHT = 64;

const Root = styled(WidgetRoot)`
  display: grid;
  gap: 12px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & input {
    max-width: 260px;
  }
`;

const Crumbs = styled.nav`
  & ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    align-items: center;
  }
  & li + li::before {
    content: '/';
    margin-right: 4px;
    color: ${({ theme }) => theme.colorTextMuted};
  }
`;

const Scroller = styled.div`
  height: ${LIST_HEIGHT_CSS};
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colorBorder};
  border-radius: ${({ theme }) => theme.borderRadius};
  background: ${({ theme }) => theme.colorSurface};
  position: relative;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colorFocus};
    outline-offset: 2px;
  }
`;

// Rows sit in normal flow inside one translated window, so no row carries an inline style:
// a distinct inline `top` per row made Chromium's style recalc grow with every row ever
// shown (tests/bench/file-browser: p95 frame 75 ms before, 20 ms after).
const RowWindow = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
`;

const RowBox = styled.div<{ $wide: boolean }>`
  height: ${({ $wide }) => ($wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT)}px;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'minmax(0, 1fr) 100px 200px 110px' : 'minmax(0, 1fr) auto')};
  gap: 4px 12px;
  align-items: center;
  padding: 0 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colorBorder};
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colorSurfaceMuted};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colorPrimary};
  }
`;

const Header = styled.div<{ $wide: boolean }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide ? 'minmax(0, 1fr) 100px 200px 110px' : '1fr')};
  align-items: center;
  gap: 12px;
  padding: 0 0 4px;
  font-size: 12px;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colorTextMuted};
`;

const NameButton = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme }) => theme.colorPrimary};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const NameText = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const FOLDER_ICON = 'M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2h8.5A1.5 1.5 0 0 1 21 8.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11Z';
const FILE_ICON = 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Zm0 0v5h5';

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  margin-right: 6px;
  vertical-align: -3px;
`;

const Cell = styled.span`
  display: flex;
  min-width: 0;
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colorTextMuted};
  font-size: 13px;
  white-space: nowrap;
`;

/**
 * File browser: breadcrumbs, back/forward/refresh, copy URLs, a name-sorted
 * list of the folder (virtualized: only visible rows are in the DOM), '..', empty and error
 * states; beyond the spec, a filter and full keyboard use.
 * @example <FileBrowser path={searchParams.get('path') ?? ''} onPathChange={setPathParam} />
 */
export function FileBrowser({ className, 'aria-label': label, ...options }: FileBrowserProps) {
  const { messages, config } = useDashboard();
  const t = messages.files;
  const browser = useFileBrowser(options);
  const wide = useMediaQuery(WIDE_QUERY);
  const scroller = useRef<HTMLDivElement>(null);
  const listId = useId();
  const hintId = `${listId}-zarr`;
  const titleId = `${listId}-title`;
  const rowHeight = wide ? WIDE_ROW_HEIGHT : NARROW_ROW_HEIGHT;
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  const getScrollElement = useCallback(() => scroller.current, []);
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not built for the React Compiler; this component is left uncompiled on purpose.
  const virtualizer = useVirtualizer({
    count: browser.rows.length,
    getScrollElement,
    estimateSize,
    overscan: 8,
    initialRect: estimatedListRect(),
    observeElementRect: observeListRectAfterLayout,
    scrollToFn: scrollListUnlessThere,
  });

  useEffect(() => {
    // scrollToIndex scrolls (a layout at once) and then checks the offset over the next frames:
    // only for an active row out of view (never on the first render, where row 0 is at the top).
    const view = { offset: virtualizer.scrollOffset ?? 0, height: virtualizer.scrollRect?.height ?? 0 };
    if (!isRowInView(browser.active, rowHeight, view)) virtualizer.scrollToIndex(browser.active, { align: 'auto' });
  }, [browser.active, virtualizer, rowHeight]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = browser.rows.length - 1;
    const keys: Record<string, () => void> = {
      ArrowDown: () => browser.setActive(Math.min(browser.active + 1, last)),
      ArrowUp: () => browser.setActive(Math.max(browser.active - 1, 0)),
      Home: () => browser.setActive(0),
      End: () => browser.setActive(last),
      PageDown: () => browser.setActive(Math.min(browser.active + 10, last)),
      PageUp: () => browser.setActive(Math.max(browser.active - 10, 0)),
      Enter: () => browser.open(browser.rows[browser.active]),
      Backspace: () => browser.up(),
      c: () => browser.rows[browser.active] && browser.copy(browser.rows[browser.active]!),
    };
    if (event.altKey && event.key === 'ArrowLeft') {
      event.preventDefault();
      browser.back();
      return;
    }
    if (event.altKey && event.key === 'ArrowRight') {
      event.preventDefault();
      browser.forward();
      return;
    }
    const action = keys[event.key];
    if (action && !event.metaKey && !event.ctrlKey) {
      event.preventDefault();
      action();
    }
  };

  const items = virtualizer.getVirtualItems();
  const rowId = (index: number) => `${listId}-row-${index}`;
  const copyLabel = (key: string) => (browser.copied === key ? t.copied : t.copyUrl);
  const error = browser.query.error;
  const forbidden = error instanceof FileBrowserError && error.forbidden;

  const renderName = (row: Row) => {
    if (row.kind === 'parent') return <NameButton tabIndex={-1} onClick={() => browser.open(row)}>{t.parent}</NameButton>;
    const { entry } = row;
    if (isNavigable(entry)) return <NameButton tabIndex={-1} onClick={() => browser.open(row)}><Icon><LineIcon d={FOLDER_ICON} /></Icon><UntrustedText>{entry.name}</UntrustedText></NameButton>;
    if (entry.type === 'directory') {
      return (
        <NameText title={t.zarrHint} aria-describedby={isInsideZarr(entry.path) ? hintId : undefined}>
          <Icon><LineIcon d={FOLDER_ICON} /></Icon>
          <UntrustedText>{entry.name}</UntrustedText>
        </NameText>
      );
    }
    return <NameText><Icon><LineIcon d={FILE_ICON} /></Icon><UntrustedText>{entry.name}</UntrustedText></NameText>;
  };

  return (
    <Root className={['dk-file-browser', className].filter(Boolean).join(' ')} as="section" aria-label={label} aria-labelledby={label ? undefined : titleId}>
      {/* The page's heading for screen readers; the breadcrumb already shows "Files". */}
      <VisuallyHidden as="h1" id={titleId}>
        {t.title}
      </VisuallyHidden>
      <Crumbs aria-label={t.title}>
        <ol>
          <li>
            <Button variant="ghost" onClick={() => browser.goTo('')} aria-current={browser.folder === '' ? 'page' : undefined}>
              {t.root}
            </Button>
          </li>
          {breadcrumbs(browser.folder).map((crumb) => (
            <li key={crumb.path}>
              <Button variant="ghost" onClick={() => browser.goTo(crumb.path)} aria-current={crumb.path === browser.folder ? 'page' : undefined}>
                <UntrustedText>{crumb.name}</UntrustedText>
              </Button>
            </li>
          ))}
        </ol>
      </Crumbs>
      <Toolbar>
        <Button variant="secondary" onClick={browser.back} disabled={!browser.canGoBack}>
          {t.back}
        </Button>
        <Button variant="secondary" onClick={browser.forward} disabled={!browser.canGoForward}>
          {t.forward}
        </Button>
        <Button variant="secondary" onClick={browser.refresh} disabled={browser.query.isFetching}>
          {t.refresh}
        </Button>
        {browser.clipboardSupported ? (
          <Button variant="secondary" onClick={browser.copyCurrent}>
            {browser.copied === browser.currentFolderKey ? t.copied : t.copyCurrentUrl}
          </Button>
        ) : null}
        <Input aria-label={t.filterLabel} placeholder={t.filterPlaceholder} value={browser.filter} onChange={(event) => browser.setFilter(event.target.value)} />
        {browser.query.data ? <Muted aria-live="polite">{fill(t.count, { shown: browser.shown, total: browser.total })}</Muted> : null}
      </Toolbar>
      {error ? (
        <Alert tone="error" title={t.errorTitle}>
          {forbidden ? (
            <>
              {messages.apiErrors.FORBIDDEN}{' '}
              <AppLink to={subscriptionPath(config.paths)}>{t.forbiddenLink}</AppLink>
            </>
          ) : (
            <>
              {t.fetchFailed} ({describeError(error instanceof FileBrowserError ? error.cause : error, messages, '').text}) {t.suggestion}
            </>
          )}
        </Alert>
      ) : null}
      <Header $wide={wide}>
        <span>
          {/* The name starts with the visible text (WCAG 2.5.3): voice users say "Name". */}
          <Button variant="ghost" onClick={browser.toggleSort}>
            {t.columnName}
            <span aria-hidden="true"> {browser.sort === 'asc' ? '↑' : '↓'}</span>
            <VisuallyHidden>, {browser.sort === 'asc' ? t.sortAscending : t.sortDescending}</VisuallyHidden>
          </Button>
        </span>
        {wide ? (
          <>
            <span aria-hidden="true">{t.columnSize}</span>
            <span aria-hidden="true">{t.columnModified}</span>
          </>
        ) : null}
      </Header>
      <VisuallyHidden id={hintId}>{t.zarrHint}</VisuallyHidden>
      <Scroller
        ref={scroller}
        data-virtual-scroller=""
        role="grid"
        id={listId}
        aria-label={t.listLabel}
        aria-rowcount={browser.rows.length}
        aria-colcount={wide ? 4 : 2}
        aria-activedescendant={browser.rows.length ? `${rowId(browser.active)}-name` : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        {browser.query.isPending && !error ? <Spinner label={t.loading} centered /> : null}
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          <RowWindow style={{ transform: `translateY(${items[0]?.start ?? 0}px)` }}>
            {items.map((item) => {
              const row = browser.rows[item.index]!;
              const key = row.kind === 'parent' ? `..:${row.path}` : row.entry.path;
              const copyKey = row.kind === 'parent' ? row.path : row.entry.path;
              return (
                <RowBox
                  key={key}
                  id={rowId(item.index)}
                  role="row"
                  aria-rowindex={item.index + 1}
                  aria-selected={item.index === browser.active}
                  $wide={wide}
                  onClick={() => browser.setActive(item.index)}
                  data-path={copyKey}
                >
                  <Cell role="gridcell" id={`${rowId(item.index)}-name`}>
                    {renderName(row)}
                  </Cell>
                  {wide ? (
                    <>
                      <Meta role="gridcell">{row.kind === 'entry' ? formatSize(row.entry.size) : ''}</Meta>
                      <Meta role="gridcell">
                        {row.kind === 'entry' && row.entry.modified_at ? <LocalDate value={row.entry.modified_at} /> : null}
                      </Meta>
                    </>
                  ) : null}
                  <span role="gridcell">
                    {browser.clipboardSupported && row.kind === 'entry' ? (
                      <Button variant="ghost" tabIndex={-1} onClick={() => browser.copy(row)}>
                        {copyLabel(copyKey)}
                      </Button>
                    ) : null}
                  </span>
                </RowBox>
              );
            })}
          </RowWindow>
        </div>
        {browser.query.data && browser.shown === 0 && !browser.filter ? <Muted style={{ padding: 12, position: 'absolute', top: browser.folder ? 48 : 0 }}>{t.empty}</Muted> : null}
      </Scroller>
    </Root>
  );
}
