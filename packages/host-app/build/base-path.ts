import { isBelowBasePath, withoutBasePath } from './kit-build-time.ts';

/** A request's path inside the app mounted at `basePath`; null when the request is outside it. */
export function underBasePath(basePath: string, path: string): string | null {
  return isBelowBasePath(basePath, path) ? withoutBasePath(basePath, path) : null;
}
