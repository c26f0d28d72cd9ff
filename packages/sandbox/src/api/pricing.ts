/**
 * A plausible pricing response (real prices are not in the spec): tiered
 * bands per model group, every catalogue model in a group, a flat aggregates price.
 */
export const MODEL_GROUPS: Record<string, string> = {
  ept1_5: 'jua_premium',
  ept1_5_early: 'jua_premium',
  ept2: 'jua_premium',
  ept2_early: 'jua_premium',
  ept2_e: 'jua_premium',
  ept2_rr: 'jua_premium',
  aurora: 'ai_models',
  aifs: 'ai_models',
  ecmwf_aifs025_single: 'ai_models',
  gfs_graphcast025: 'ai_models',
  ecmwf_aifs025_ensemble: 'ai_models',
  ecmwf_ifs025_single: 'numerical',
  ecmwf_ifs_single: 'numerical',
  ecmwf_ifs025_ensemble: 'numerical',
  gfs_global_single: 'numerical',
  gfs_global_ensemble: 'numerical',
  meteofrance_arome_france_hd: 'numerical',
  icon_eu: 'numerical',
  icon_global: 'numerical',
};

export const PRICING = {
  volume_bands: [
    { min_volume_excl: 0, max_volume_incl: 10_000_000, pricing_by_group: { jua_premium: '4.00', ai_models: '2.00', numerical: '1.00' } },
    { min_volume_excl: 10_000_000, max_volume_incl: 100_000_000, pricing_by_group: { jua_premium: '3.20', ai_models: '1.60', numerical: '0.80' } },
    { min_volume_excl: 100_000_000, max_volume_incl: 1_000_000_000, pricing_by_group: { jua_premium: '2.40', ai_models: '1.20', numerical: '0.60' } },
    { min_volume_excl: 1_000_000_000, max_volume_incl: null, pricing_by_group: { jua_premium: '1.60', ai_models: '0.80', numerical: '0.40' } },
  ],
  model_groups: MODEL_GROUPS,
  group_display_order: ['jua_premium', 'ai_models', 'numerical'],
  aggregates: { price: '25.00', volume: 1_000_000 },
};
