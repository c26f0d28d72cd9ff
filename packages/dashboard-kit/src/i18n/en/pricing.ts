/**
 * The English texts of token pricing: the tables and the calculator.
 * Each section ships with the widgets that show it (ui/useMessages.ts): an app that embeds one
 * widget carries its texts alone. `// [not from spec]` marks a text the spec does not give.
 */

/** Token pricing and the calculator. */
export const pricingEn = {
  title: 'Token Pricing',
  forecastModels: 'Forecast Models',
  marketAggregates: 'Market Aggregates',
  howCalculated: 'How are tokens calculated?',
  pricesRegion: '{group} prices by volume, scrollable', // [not from spec] a price table's scroll area
  loading: 'Loading pricing', // [not from spec]
  loadFailed: 'Failed to load pricing data: {detail}',
  minimumCharge: 'Every API request is charged at least 720 tokens.', // [not from spec] wording of the spec's minimum charge
  perMillion: 'per 1M tokens', // [not from spec]
  volumeColumn: 'Monthly volume (tokens)', // [not from spec]
  pro: 'Pro',
  viewBenchmark: 'Live benchmark', // [not from spec]
  viewAggregates: 'Open market aggregates', // [not from spec]
  aggregatesPrice: '{price} per {volume} tokens', // [not from spec]
  aggregatesBody: 'Market aggregates (population, wind and solar capacity weighted) are priced flat by volume.', // [not from spec]
  researchPreview: 'RESEARCH PREVIEW',
  resolution: 'Resolution', // [not from spec]
  updates: 'Updates', // [not from spec]
  updateInterval: '{hours, plural, one {hourly} other {every # hours}}', // [not from spec]
  calculatorTitle: 'Token calculator', // [not from spec]
  points: 'Points', // [not from spec]
  steps: 'Forecasting steps', // [not from spec]
  parameters: 'Parameters', // [not from spec]
  runsPerDay: 'Runs per day', // [not from spec]
  daysPerMonth: 'Days per month', // [not from spec]
  model: 'Model', // [not from spec]
  tokensPerRequest: 'Tokens per request', // [not from spec]
  monthlyTokens: 'Monthly tokens', // [not from spec]
  monthlyCost: 'Monthly cost', // [not from spec]
  band: 'Volume band', // [not from spec]
  minimumApplied: 'The 720-token minimum per request applies.', // [not from spec]
  formula: 'Monthly tokens = points × steps × parameters × runs per day × days per month.', // [not from spec]
  chartTitle: 'Monthly cost by monthly tokens', // [not from spec]
  chartYou: 'You', // [not from spec]
  chartYouAt: 'You: {volume} tokens, {cost}', // [not from spec] the chart's description
} as const;
