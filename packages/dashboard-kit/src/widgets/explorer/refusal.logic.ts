import { isDashboardError } from '../../api/errors';
import type { AnsweredRequest } from '../../parts/requests/explain.logic';

/** The refusals that concern the place asked for: explained beside the map, where the place is. */
const PLACE_REFUSALS = new Set(['outside_model_domain', 'coordinates_out_of_range']);

/**
 * A model's refused forecast as the request log would list it, to be explained in its words; null
 * for a failure the API did not word (a lost connection), which the error catalogue words instead.
 */
export function refusedRequest(error: unknown, asked: { model: string; lat: number; lon: number }): (AnsweredRequest & { aboutPlace: boolean }) | null {
  if (!isDashboardError(error) || error.status === undefined || !error.details?.type) return null;
  const { details } = error;
  return {
    status: error.status,
    outcome: details.type!,
    error: { ...details, type: details.type!, message: error.serverMessage ?? error.message },
    model: asked.model,
    lat: asked.lat,
    lon: asked.lon,
    aboutPlace: PLACE_REFUSALS.has(details.type!),
  };
}
