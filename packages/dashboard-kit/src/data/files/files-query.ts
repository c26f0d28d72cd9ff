import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client';
import { API_PATHS } from '../../api/paths';
import { FileBrowserError } from '../../api/errors';
import { browseSchema, type FileEntry } from '../../api/schemas/files';
import { useDashboard } from '../../provider/context';
import { startFromArrived } from '../arrived-data';
import { scopeKey, type QueryScope } from '../keys';
import { KIT_QUERY_POLICY } from '../query-policy';
import { useQueryScope } from '../use-query-scope';

export const filesKeys = {
  all: (scope: QueryScope) => [...scopeKey(scope), 'files'] as const,
  folder: (scope: QueryScope, path: string) => [...filesKeys.all(scope), path] as const,
};


export async function fetchFolder(api: ApiClient, path: string, signal?: AbortSignal): Promise<FileEntry[]> {
  try {
    const body = await api.request(API_PATHS.browse, { query: { path }, schema: browseSchema, signal });
    return body.contents;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FileBrowserError(error);
  }
}

/** One folder's listing, cached per path until refetch() forces a fresh one. */
export function folderQueryOptions(api: ApiClient, scope: QueryScope, path: string) {
  return queryOptions({
    ...KIT_QUERY_POLICY,
    queryKey: filesKeys.folder(scope, path),
    queryFn: ({ signal }) => fetchFolder(api, path, signal),
    staleTime: Infinity,
    retry: false,
    ...startFromArrived(() => {
      const arrived = api.takeArrived(API_PATHS.browse, { query: { path }, schema: browseSchema });
      return arrived && { ...arrived, data: arrived.data.contents };
    }),
  });
}

/**
 * One folder's listing (`''` is the root), cached per path until `refetch()`; fails with a
 * `FileBrowserError`.
 * @example
 * const { data } = useFolder('forecasts/2026');
 * const files = data?.filter((entry) => entry.type === 'file');
 */
export function useFolder(path: string) {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useQuery({ ...folderQueryOptions(api, scope, path), enabled: scope.userId !== null }, queryClient);
}
