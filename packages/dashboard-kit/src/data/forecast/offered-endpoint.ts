// Imports with their extension, no browser globals: the host's build reads this file in Node.
import * as v from 'valibot';
import type { GetEndpoint } from '../endpoint.ts';

/** Where the API serves its model catalogue (API-PROPOSAL.md). */
export const MODELS_PATH = '/v1/models';

/**
 * Whether the API has a model catalogue: a 404 says it does not (the spec's API), and the shell
 * then shows no Models and no Explorer. Only the answer's outline is checked, so the shell does
 * not carry the catalogue's schema.
 */
export const MODELS_OFFERED: GetEndpoint<unknown, true | null> = {
  keep: true,
  path: MODELS_PATH,
  schema: v.looseObject({ models: v.array(v.unknown()) }),
  data: () => true,
  // Apart from the catalogue's own resource: whether an API has one does not change while the page is open.
  resource: 'models-offered',
  staleTime: Infinity,
  optional: true,
  perUser: true,
  firstFor: { DashboardShell: true },
};
