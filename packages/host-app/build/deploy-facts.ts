// What a build leaves for the servers that deploy it (deploy/nginx, deploy/cloudflare). No Node
// APIs: the edge's Worker bundles it too.

/** Where the build leaves what its servers read; never served. */
export const DEPLOY_FOLDER = '_deploy';

/** The files of DEPLOY_FOLDER: the build's facts, and its security headers as nginx directives. */
export const DEPLOY_FILES = { build: 'build.json', nginxHeaders: 'nginx-security-headers.conf' } as const;

/** The build's facts (DEPLOY_FILES.build), as `vite build` writes them. */
export interface DeployBuildFacts {
  /** Below which path the build is served ('' at the root). */
  basePath: string;
  /** Where the pages call their API on their own origin (`/api`), or null for an API on another origin. */
  apiPath: string | null;
  /** What the build wrote where each response's style nonce goes. */
  noncePlaceholder: string;
  /** The pages' security headers, with the placeholder where the nonce goes. */
  pageHeaders: Record<string, string>;
}

/**
 * What a Worker's static assets leave out (wrangler reads it from the build folder): the
 * precompressed copies nginx sends (the edge compresses itself) and nginx's directives.
 */
export const ASSETS_IGNORE_FILE = `*.br\n*.gz\n${DEPLOY_FOLDER}/${DEPLOY_FILES.nginxHeaders}\n`;

/** Whether a path (below the base path) is one of the files the build leaves for hosts, which are never served. */
export const isHostFile = (path: string) => /^\/(_headers|_redirects|\.assetsignore)$/.test(path) || path.startsWith(`/${DEPLOY_FOLDER}/`);
