// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { DashboardError } from '../../api/errors.ts';
import { API_PATHS } from '../../api/paths.ts';
import { browseSchema, type FileEntry } from '../../api/schemas/files.ts';
import type { GetEndpoint } from '../endpoint.ts';
import { normalizeFolder } from './folder-path.ts';

/** One folder's listing (`''` is the root): kept until refetch() forces a fresh one; a failure shows at once. */
export const FOLDER: GetEndpoint<{ contents: FileEntry[] }, FileEntry[], string> = {
  path: API_PATHS.browse,
  query: (path) => ({ path }),
  schema: browseSchema,
  data: (body) => body.contents,
  resource: 'files',
  key: (path) => [path],
  staleTime: Infinity,
  retry: false,
  // What failed (the listing) and, as its cause, why (the API's error).
  error: (cause) => new DashboardError({ section: 'files', code: 'FILE_BROWSER_ERROR', cause }),
  firstFor: { FileBrowser: (request) => normalizeFolder(request.path) },
  perUser: true,
};
