import { FileBrowser } from 'dashboard-kit';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** /browse: the folder lives in ?path= so a location can be shared and survives a reload. */
export function BrowsePage() {
  const [params, setParams] = useSearchParams();
  const path = params.get('path') ?? '';
  const onPathChange = useCallback(
    (next: string) => {
      if (next === path) return;
      setParams(next ? { path: next } : {});
    },
    [path, setParams],
  );
  return <FileBrowser path={path} onPathChange={onPathChange} />;
}
