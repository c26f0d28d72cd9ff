import { setupServer } from 'msw/node';
import { scenarios } from './scenarios';

/** The Node MSW server component tests share; each test picks a scenario with `applyScenario`. */
export const server = setupServer(...scenarios.default.handlers);

export function applyScenario(name: keyof typeof scenarios): void {
  server.use(...scenarios[name].handlers);
}
