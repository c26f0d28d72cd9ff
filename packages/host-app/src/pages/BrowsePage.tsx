import { FileBrowser } from 'dashboard-kit';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useUrl } from '../url';

/** /browse: the folder lives in ?path= so a location can be shared and survives a reload. */
export function BrowsePage() {
  const { pathname, search } = useUrl();
  const [, navigate] = useLocation();
  const path = new URLSearchParams(search).get('path') ?? '';
  const onPathChange = useCallback(
    (next: string) => {
      if (next === path) return;
      navigate(next ? `${pathname}?${new URLSearchParams({ path: next }).toString()}` : pathname);
    },
    [path, pathname, navigate],
  );
  return <FileBrowser path={path} onPathChange={onPathChange} />;
}
