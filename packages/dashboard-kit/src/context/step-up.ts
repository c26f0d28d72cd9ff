import { createContext, useContext } from 'react';

/**
 * Asks the user for a fresh code from their authenticator app, for an action the API refused for
 * want of one (403 `insufficient_aal`); true once the session is raised, false when no code can be
 * given or the user declines.
 */
export type RequestStepUp = () => Promise<boolean>;

/** Set by a widget that can ask for the code (`StepUpBoundary`); without one, a refusal is shown as it is. */
export const StepUpContext = /* @__PURE__ */ createContext<RequestStepUp | null>(null);

/** The nearest step-up prompt, or null where none was mounted. */
export function useRequestStepUp(): RequestStepUp | null {
  return useContext(StepUpContext);
}
