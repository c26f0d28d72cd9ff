import type { RequestHandler } from 'msw';

/** A named set of network answers, shared by component tests and Storybook. */
export interface Scenario {
  name: string;
  description: string;
  handlers: RequestHandler[];
}

export function scenario(name: string, description: string, handlers: RequestHandler[]): Scenario {
  return { name, description, handlers };
}
