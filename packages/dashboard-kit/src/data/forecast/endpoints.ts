// Imports with their extension, no browser globals: the host's build reads the endpoints in Node.
import { forecastAnswerSchema, modelCatalogueSchema, type CatalogueModel, type ForecastAnswer } from '../../api/schemas/forecast.ts';
import type { GetEndpoint, MutationEndpoint } from '../endpoint.ts';
import { REQUESTS_RESOURCE } from '../requests/endpoints.ts';
import { MODELS_PATH } from './offered-endpoint.ts';

/** The model catalogue (API-PROPOSAL.md): the same for every account, fresh for an hour; null where the API has none. */
export const MODELS: GetEndpoint<{ models: CatalogueModel[] }, CatalogueModel[] | null> = {
  path: MODELS_PATH,
  schema: modelCatalogueSchema,
  data: (body) => body.models,
  resource: 'models',
  staleTime: 3_600_000,
  optional: true,
  perUser: true,
};

/** A point forecast as the explorer asks for it: one model, one place, `steps` hours, some parameters, made with one of the account's keys. */
export interface ForecastRequest {
  keyId: string;
  model: string;
  lat: number;
  lon: number;
  steps: number;
  parameters: readonly string[];
}

/**
 * The explorer's forecast (API-PROPOSAL.md): made with the key `keyId`, signed in with the
 * session, paid from the active account and logged there. Each request of a run carries its own
 * idempotency key, so a repeat is charged once.
 */
export const EXPLORER_FORECAST: MutationEndpoint<ForecastRequest & { idempotencyKey: string }, ForecastAnswer> = {
  method: 'POST',
  path: () => '/v1/explorer/forecast',
  body: ({ keyId, model, lat, lon, steps, parameters }) => ({ key_id: keyId, model, lat, lon, steps, parameters }),
  idempotent: { key: (request) => request.idempotencyKey },
  schema: forecastAnswerSchema,
  // What a request changes: the balance and usage, the key's month spend, the log.
  invalidates: [{ resource: 'billing' }, { resource: 'api-keys' }, { resource: REQUESTS_RESOURCE }],
};
