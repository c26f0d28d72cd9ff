import { useMutation } from '@tanstack/react-query';
import type { ForecastAnswer } from '../../api/schemas/forecast';
import { useDashboard, useQueryScope } from '../../context/context';
import { invalidateAfter, sendEndpoint } from '../endpoint-mutation';
import { KIT_MUTATION_POLICY } from '../query-policy';
import { EXPLORER_FORECAST, type ForecastRequest } from './endpoints';

/** One run of the explorer: the same place, parameters and steps for each model, with one key. */
export interface ForecastRun extends Omit<ForecastRequest, 'model'> {
  models: readonly string[];
  /** Names the run: its requests' idempotency keys come from it, so a repeat of the run is charged once. */
  id: string;
}

/** Each model's outcome: its forecast, or the refusal that explains why there is none. */
export type ModelForecast = { model: string; answer: ForecastAnswer; error?: undefined } | { model: string; answer?: undefined; error: Error };

/**
 * Runs a forecast for each model of `run` at once, through the explorer's endpoint (real, paid
 * requests, each in the log), and gives every model's outcome: one model refused (outside its
 * area, a capped key) leaves the others' forecasts standing. The balance, usage, keys and log
 * refetch once it settles.
 * @example
 * const run = useForecastRun();
 * run.mutate({ id: crypto.randomUUID(), keyId, models: ['ept2', 'icon_eu'], lat: 52.5, lon: 13.4, steps: 48, parameters: ['air_temperature_at_height_level_2m'] });
 */
export function useForecastRun() {
  const { api, queryClient } = useDashboard();
  const scope = useQueryScope();
  return useMutation(
    {
      ...KIT_MUTATION_POLICY,
      mutationFn: async ({ models, id, ...request }: ForecastRun): Promise<ModelForecast[]> => {
        const outcomes = await Promise.allSettled(models.map((model) => sendEndpoint(api, EXPLORER_FORECAST, scope, { ...request, model, idempotencyKey: `${id}:${model}` }, `${id}:${model}`)));
        return outcomes.map((outcome, index) => {
          const model = models[index]!;
          return outcome.status === 'fulfilled' ? { model, answer: outcome.value } : { model, error: outcome.reason instanceof Error ? outcome.reason : new Error(String(outcome.reason)) };
        });
      },
      onSettled: () => invalidateAfter(queryClient, EXPLORER_FORECAST, scope),
    },
    queryClient,
  );
}
