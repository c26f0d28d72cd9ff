import { useId } from 'react';
import { subscriptionPath } from '../../access/app-paths';
import { hasErrorCode } from '../../api/errors';
import { useErrorText } from '../../ui/useErrorText';
import { fill } from '../../i18n/fill';
import { useDashboard } from '../../context/context';
import { Alert } from '../../ui/Alert';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/TextField';
import type { RegionLabelProps } from '../../ui/region-label';
import { UntrustedText } from '../../ui/UntrustedText';
import { useWidthLayout } from '../../ui/useMediaQuery';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Muted } from '../../ui/WidgetRoot';
import { breadcrumbs } from './fileBrowser.logic';
import { Crumbs, Header, Root, Toolbar } from './FileBrowser.styles';
import { FileGrid } from './FileGrid';
import { useFileBrowser } from './useFileBrowser';
import { filesEn } from '../../i18n/en/files';
import { useMessages } from '../../ui/useMessages';
import { tokenList } from '../../ui/token-list';

export interface FileBrowserProps extends RegionLabelProps {
  /** The folder shown, when the host keeps it (in its URL, say); pair with `onPathChange`. */
  path?: string;
  /** The first folder shown when the widget keeps the folder itself. @default '' (the root) */
  defaultPath?: string;
  /** Called with each folder the user opens. */
  onPathChange?: (path: string) => void;
  className?: string;
}

/**
 * File browser: breadcrumbs, back/forward/refresh, copy URLs, a name-sorted
 * list of the folder (virtualized: only visible rows are in the DOM), '..', empty and error
 * states; past them, a filter and full keyboard use.
 * @example <FileBrowser path={searchParams.get('path') ?? ''} onPathChange={setPathParam} />
 */
export function FileBrowser({ className, 'aria-label': label, ...options }: FileBrowserProps) {
  const { messages, config, locale } = useDashboard();
  const t = useMessages('files', filesEn);
  const browser = useFileBrowser(options);
  const layout = useWidthLayout();
  const wide = layout === 'wide';
  const listId = useId();
  const hintId = `${listId}-zarr`;
  const titleId = `${listId}-title`;
  const error = browser.query.error;
  const errorText = useErrorText({ files: t });
  // The API said 403: the user lacks read:files, which a subscription gives.
  const forbidden = hasErrorCode(error?.cause, 'FORBIDDEN');
  const failure = error ? errorText(error) : undefined;

  return (
    <Root className={tokenList('dk-file-browser', className)} as="section" aria-label={label} aria-labelledby={label ? undefined : titleId}>
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
        {browser.query.data ? <Muted aria-live="polite">{fill(t.count, { shown: browser.shown, total: browser.total }, locale)}</Muted> : null}
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
              {failure?.text}
              {failure?.detail ? ` (${failure.detail})` : ''} {t.suggestion}
            </>
          )}
        </Alert>
      ) : null}
      <Header $layout={layout}>
        <span>
          {/* The name starts with the visible text (WCAG 2.5.3): voice users say "Name". */}
          <Button variant="ghost" onClick={browser.toggleSort}>
            {t.columnName}
            <span aria-hidden="true"> {browser.sort === 'asc' ? '↑' : '↓'}</span>
            <VisuallyHidden>, {browser.sort === 'asc' ? t.sortAscending : t.sortDescending}</VisuallyHidden>
          </Button>
        </span>
        {layout !== 'narrow' ? (
          <>
            <span className="dk-wide-column" aria-hidden="true">{t.columnSize}</span>
            <span className="dk-wide-column" aria-hidden="true">{t.columnModified}</span>
          </>
        ) : null}
      </Header>
      <VisuallyHidden id={hintId}>{t.zarrHint}</VisuallyHidden>
      <FileGrid browser={browser} wide={wide} id={listId} zarrHintId={hintId} t={t} />
    </Root>
  );
}
