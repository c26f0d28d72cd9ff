import { scenarios, type ScenarioName } from './scenarios';

/**
 * Storybook `parameters.msw` for a named scenario. The scenario's handlers come before the
 * default ones, so they win where both answer the same request.
 */
export function scenarioParameters(name: ScenarioName) {
  return { msw: { handlers: { scenario: scenarios[name].handlers, base: scenarios.default.handlers } } };
}
