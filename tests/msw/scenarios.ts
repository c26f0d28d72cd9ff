import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiKeys, developerAccess, TEST_API_URL } from './fixtures';

/** A named set of network answers, shared by component tests and Storybook. */
export interface Scenario {
  name: string;
  description: string;
  handlers: RequestHandler[];
}

const api = (path: string) => `${TEST_API_URL}${path}`;

function scenario(name: string, description: string, handlers: RequestHandler[]): Scenario {
  return { name, description, handlers };
}

export const scenarios = {
  default: scenario('default', 'A developer with every permission and two keys.', [
    http.get(api('/v1/profile/access'), () => HttpResponse.json(developerAccess)),
    http.get(api('/v1/api-keys'), () => HttpResponse.json({ keys: apiKeys, active_key_limit: 20 })),
  ]),
  accessLoading: scenario('accessLoading', 'The access record never arrives.', [
    http.get(api('/v1/profile/access'), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  accessError: scenario('accessError', 'The access record fails with a 500.', [
    http.get(api('/v1/profile/access'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  ]),
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;
