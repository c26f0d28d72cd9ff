// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { API_PATHS } from '../../api/paths.ts';
import { accessRecordSchema, type AccessRecord } from '../../api/schemas/access.ts';
import type { GetEndpoint } from '../endpoint.ts';
import { ACCESS_RESOURCE } from './resource.ts';

/** GET /v1/profile/access: the signed-in user's role, features and permissions. */
export const ACCESS: GetEndpoint<AccessRecord> = { keep: true, path: API_PATHS.access, schema: accessRecordSchema, resource: ACCESS_RESOURCE, staleTime: 60_000, perUser: true };
