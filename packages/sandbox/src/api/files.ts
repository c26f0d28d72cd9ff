import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../context';
import { findUserById } from '../db/users';
import { apiError } from '../http/errors';
import { checkPath, listDirectory, readFile } from '../seed/files';
import { queryOf } from '../guards/bounds';
import { publicRoute, routeTable, SIGNED_IN } from '../guards/route';

/** GET /v1/files/browse?path=...: one directory's entries. */
export function filesRoutes(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  // The permission is the user's plan's (read:files), not a role in an account.
  routeTable(app, ctx).get('/browse', { access: SIGNED_IN, stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: { query: queryOf({ path: 1024 }) } }, async (c, { query }) => {
    // A 403 means lack of permission; browsing needs read:files.
    const user = await findUserById(ctx.db, c.get('userId'));
    if (!user || !Object.prototype.hasOwnProperty.call(user.permissions, 'read:files')) {
      return apiError(c, 403, 'read:files is required to browse files');
    }
    const check = checkPath(query.path);
    if (!check.ok) return apiError(c, 400, check.message, { type: 'invalid_path' });
    const listing = listDirectory(check.segments);
    if (listing.kind === 'not-found') return apiError(c, 404, 'Directory not found');
    if (listing.kind === 'not-a-directory') return apiError(c, 400, 'Not a directory', { type: 'not_a_directory' });
    return c.json({ contents: listing.entries });
  });
  return app;
}

/** The raw files, under /files/<path> (the dashboard's files base URL). */
export function rawFilesRoute(ctx: SandboxContext) {
  const app = new Hono<SandboxEnv>();
  routeTable(app, ctx).get('/*', { access: publicRoute('the data files are public downloads'), stepUp: 'none', idempotency: 'none', rateLimit: 'none', bounds: {} }, (c) => {
    const check = checkPath(decodeURIComponent(c.req.path.replace(/^\/files\/?/, '')));
    if (!check.ok) return c.text(check.message, 400);
    const content = readFile(check.segments);
    return content === undefined ? c.text('Not found', 404) : c.text(content);
  });
  return app;
}
