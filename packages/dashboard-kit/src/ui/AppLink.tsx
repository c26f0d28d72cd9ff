import type { AnchorHTMLAttributes } from 'react';
import { withBasePath } from '../access/app-paths';
import { withOrganization } from '../access/organization-choice.logic';
import { useDashboard } from '../context/context';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the dashboard (below `config.basePath`). */
  to: string;
}

/** A real link (href for copy, hover, new tabs and assistive technology) that moves through the host's router. */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const { navigate, config, account } = useDashboard();
  const slug = account.organization?.slug;
  return (
    <a
      // The organisation acted for goes with the link (navigate adds it on a click).
      href={withBasePath(config.basePath, slug && !/[?&]org=/.test(to) ? withOrganization(to, slug) : to)}
      onClick={(event) => {
        onClick?.(event);
        // Ctrl/Cmd/Shift-click and middle-click keep the browser's own behaviour (a new tab).
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
}
