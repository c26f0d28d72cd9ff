// Imports with their extension, no browser globals: the host's build reads this file in Node.
import { ACCESS } from './access/endpoints.ts';
import { API_KEYS } from './api-keys/endpoints.ts';
import { BALANCE, LOW_BALANCE_ALERT, PRICING, SPEND_BY_KEY, USAGE, USAGE_BY_KEY } from './billing/endpoints.ts';
import type { GetEndpoint } from './endpoint.ts';
import { FOLDER } from './files/endpoints.ts';
import { MODELS_OFFERED } from './forecast/offered-endpoint.ts';
import { REQUEST_LOG_OFFERED } from './requests/offered-endpoint.ts';

// Each resource's endpoints live in its folder (data/<resource>/endpoints.ts, the spend
// control's and the request log's apart: they load with their widgets). This is the list of the
// GETs a page may ask for as it starts: the head script's table and prefetching read it.

/** Every GET a widget asks for as it mounts, or the shell and the guard before it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of endpoints of different types
export const GET_ENDPOINTS: readonly GetEndpoint<any, any, any>[] = [ACCESS, API_KEYS, BALANCE, USAGE, USAGE_BY_KEY, SPEND_BY_KEY, LOW_BALANCE_ALERT, PRICING, FOLDER, REQUEST_LOG_OFFERED, MODELS_OFFERED];
