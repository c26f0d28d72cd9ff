import { useMemo, useState } from 'react';
import type { CatalogueModel } from '../../api/schemas/forecast';
import { useAccountPermission, useDashboard } from '../../context/context';
import { useApiKeys } from '../../data/api-keys/api-keys-query';
import { keyStatus } from '../../data/api-keys/key-status.logic';
import { usePricing } from '../../data/billing/pricing-query';
import { useMonthUsage } from '../../data/billing/month-usage-query';
import { useUtcToday } from '../../time/useUtcToday';
import { useForecastRun, type ForecastRun } from '../../data/forecast/forecast-run';
import { useModelCatalogue } from '../../data/forecast/model-catalogue-query';
import { useAddressState } from '../../ui/useAddressState';
import { estimateRun, monthTokensOf } from './cost.logic';
import { explorerStateFromSearch, explorerStateToSearch, inArea, localeUnits, MAX_MODELS, type ExplorerState } from './explorerState.logic';
import { catalogueById } from '../../data/forecast/catalogue-by-id';

let runs = 0;
/** A run's name, unique in this page; its requests' idempotency keys come from it. */
function newRunId(): string {
  runs += 1;
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return `explorer-${random}-${runs}`;
}

/**
 * The explorer's state: what is asked (kept in the page's address, so a view can be shared and
 * survives a reload), the models, keys and prices it is asked with, what a run will cost, and
 * the run itself (real, paid requests through the explorer's endpoint).
 */
export function useForecastExplorer() {
  const { locale } = useDashboard();
  const catalogue = useModelCatalogue();
  const keys = useApiKeys();
  const pricing = usePricing();
  // The API's day: which month's volume sets the price band of the next request.
  const today = useUtcToday();
  const monthUsage = useMonthUsage(today);
  const permission = useAccountPermission('keys:write');
  const run = useForecastRun();
  const [state, setAddressState] = useAddressState<ExplorerState>(explorerStateFromSearch, explorerStateToSearch);
  /** What the last run asked, so its results keep their place and models while the form changes. */
  const [asked, setAsked] = useState<ForecastRun | null>(null);

  const setState = (change: Partial<ExplorerState>) => setAddressState({ ...state, ...change });

  const byId = useMemo(() => catalogueById(catalogue.data), [catalogue.data]);
  const chosen = state.models.map((id) => byId.get(id)).filter((model): model is CatalogueModel => model !== undefined);
  const usableKeys = (keys.data?.keys ?? []).filter((key) => keyStatus(key, new Date()) === 'active');
  const key = usableKeys.find((candidate) => candidate.id === state.keyId) ?? usableKeys[0] ?? null;
  const units = state.units ?? localeUnits(locale);
  const point = state.lat !== null && state.lon !== null ? { lat: state.lat, lon: state.lon } : null;
  const outside = point ? chosen.filter((model) => !inArea(point.lat, point.lon, model.area)) : [];
  const estimate = pricing.data
    ? estimateRun(chosen, state.steps, state.parameters.length, pricing.data.volume_bands, monthTokensOf(monthUsage.data?.days ?? [], today))
    : null;

  const blocked = !permission.allowed ? 'role' : !key ? 'noKey' : !point ? 'noPoint' : state.parameters.length === 0 ? 'noParameters' : chosen.length === 0 ? 'noModels' : null;

  return {
    state,
    setState,
    catalogue,
    models: catalogue.data ?? [],
    chosen,
    addModel: (id: string) => {
      if (!state.models.includes(id) && state.models.length < MAX_MODELS) setState({ models: [...state.models, id] });
    },
    removeModel: (id: string) => setState({ models: state.models.filter((model) => model !== id) }),
    toggleParameter: (name: string) =>
      setState({ parameters: state.parameters.includes(name) ? state.parameters.filter((parameter) => parameter !== name) : [...state.parameters, name] }),
    choosePoint: (lat: number, lon: number) => setState({ lat, lon }),
    point,
    /** The chosen models whose area does not hold the point: the API would refuse them. */
    outside,
    keysLoaded: !keys.isPending,
    usableKeys,
    key,
    units,
    estimate,
    pricingFailed: pricing.isError,
    permission,
    /** Why Run is disabled, if it is. */
    blocked,
    run,
    asked,
    start: () => {
      if (blocked !== null || !key || !point) return;
      const next: ForecastRun = { id: newRunId(), keyId: key.id, models: chosen.map((model) => model.id), lat: point.lat, lon: point.lon, steps: state.steps, parameters: state.parameters };
      setAsked(next);
      run.mutate(next);
    },
  };
}

export type ForecastExplorerView = ReturnType<typeof useForecastExplorer>;
